import { describe, expect, it } from "vitest";
import { linkRequestSchema, SIGN_IN_MESSAGES, signInProblem } from "./sign-in-fields";

const refused = (status: number, data: { code?: string; message?: string } = {}) => ({
  ok: false,
  status,
  data,
});

describe("signInProblem: the words for a refused step, the same with script and without", () => {
  it("a sign-in link: a bad address, or the limit's own message", () => {
    expect(signInProblem("link", refused(400)).message).toBe(SIGN_IN_MESSAGES.invalidEmail);
    expect(signInProblem("link", refused(429, { message: "Too many sign-in links" })).message).toBe(
      "Too many sign-in links",
    );
  });

  it("a password: one message whether the email or the password was wrong", () => {
    expect(signInProblem("password", refused(401)).message).toBe(SIGN_IN_MESSAGES.wrongPassword);
    expect(signInProblem("password", refused(400)).message).toBe(SIGN_IN_MESSAGES.wrongPassword);
    expect(signInProblem("password", refused(500)).message).toBe("Something went wrong. Please try again.");
  });

  it("a code: wrong, or the step has expired", () => {
    expect(signInProblem("totp", refused(401)).message).toBe(SIGN_IN_MESSAGES.wrongCode);
    expect(signInProblem("backup", refused(401)).message).toBe(SIGN_IN_MESSAGES.wrongBackupCode);
    expect(signInProblem("totp", refused(401, { code: "INVALID_TWO_FACTOR_COOKIE" }))).toEqual({
      message: SIGN_IN_MESSAGES.expired,
      expired: true,
    });
    expect(
      signInProblem("backup", refused(401, { code: "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE" })).expired,
    ).toBe(true);
  });
});

describe("linkRequestSchema", () => {
  it("trims the address and refuses what is not one", () => {
    expect(linkRequestSchema.parse({ email: "  a@example.com " }).email).toBe("a@example.com");
    expect(linkRequestSchema.safeParse({ email: "a@b" }).success).toBe(false);
    expect(linkRequestSchema.safeParse({ email: "a\u0000@example.com" }).success).toBe(false);
  });
});
