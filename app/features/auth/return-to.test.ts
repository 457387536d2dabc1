import { describe, expect, it } from "vitest";
import { loginPath, safeReturnTo } from "./return-to";

describe("safeReturnTo", () => {
  it.each([
    ["/my-projects", "/my-projects"],
    ["/my-projects/12?tab=completed#top", "/my-projects/12?tab=completed#top"],
    ["/admin?tab=services", "/admin?tab=services"],
  ])("keeps the same-origin path %s", (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });

  it.each([
    "https://evil.example/",
    "http://localhost:3000/admin",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "javascript:alert(1)",
    "my-projects",
    "",
    "/api/logout",
    "/api/auth/sign-out",
    `/${"a".repeat(2100)}`,
  ])("ignores %j", (value) => {
    expect(safeReturnTo(value)).toBe("/");
  });

  it("ignores anything that is not a string", () => {
    for (const value of [undefined, null, 42, ["/admin"], { href: "/admin" }])
      expect(safeReturnTo(value)).toBe("/");
  });
});

describe("loginPath", () => {
  it("carries a safe returnTo to the sign-in page", () => {
    expect(loginPath("/payment/3")).toBe("/login?returnTo=%2Fpayment%2F3");
    expect(loginPath("/")).toBe("/login");
    expect(loginPath("https://evil.example")).toBe("/login");
  });
});
