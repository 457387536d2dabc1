import { describe, expect, it } from "vitest";
import { imageSrcSet } from "./responsive-image";

describe("imageSrcSet", () => {
  it("lists the sized variants of our own images", () => {
    expect(imageSrcSet("/images/projects/kitchen-1-1200.webp")).toBe(
      "/images/projects/kitchen-1-600.webp 600w, /images/projects/kitchen-1-1200.webp 1200w",
    );
    expect(imageSrcSet("/images/hero/hero-kitchen-1600.webp")).toBe(
      "/images/hero/hero-kitchen-800.webp 800w, /images/hero/hero-kitchen-1600.webp 1600w",
    );
  });

  it("lists the variants of an uploaded image", () => {
    const id = "0123456789abcdef0123456789abcdef";
    expect(imageSrcSet(`/uploads/${id}-1200.webp`)).toBe(
      `/uploads/${id}-600.webp 600w, /uploads/${id}-1200.webp 1200w`,
    );
  });

  it("leaves other images alone", () => {
    expect(imageSrcSet("https://example.com/photo-1200.webp")).toBeUndefined();
    expect(imageSrcSet("/uploads/photo.png")).toBeUndefined();
    expect(imageSrcSet("/images/x-999.webp")).toBeUndefined();
  });
});
