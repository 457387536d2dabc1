import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("joins class names and drops the empty ones", () => {
    expect(cn("flex gap-2", false, undefined, "mt-4", ["text-sm", null])).toBe("flex gap-2 mt-4 text-sm");
  });

  it("lets a later class of the same kind win", () => {
    expect(cn("px-4 py-2 bg-brand-700", "px-6 bg-accent-500")).toBe("py-2 px-6 bg-accent-500");
  });

  it("keeps classes that only look alike (size and colour of text, screen-reader toggles per breakpoint)", () => {
    expect(cn("text-base text-slate-900", "md:sr-only xl:not-sr-only")).toBe(
      "text-base text-slate-900 md:sr-only xl:not-sr-only",
    );
  });
});
