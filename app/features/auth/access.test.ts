import { describe, expect, it } from "vitest";
import { adminAccess } from "./access";

const admin = { isAdmin: true, twoFactorEnabled: false };

describe("adminAccess (the admin area's pages and API)", () => {
  it.each([
    [null, false, "sign-in"],
    [null, true, "sign-in"],
    [{ isAdmin: false, twoFactorEnabled: true }, false, "not-admin"],
    [{ isAdmin: false, twoFactorEnabled: true }, true, "not-admin"],
    [admin, false, "allowed"],
    [admin, true, "needs-two-factor"],
    [{ ...admin, twoFactorEnabled: true }, true, "allowed"],
  ] as const)("%o in production=%s -> %s", (user, isProduction, expected) => {
    expect(adminAccess(user, { isProduction })).toBe(expected);
  });
});
