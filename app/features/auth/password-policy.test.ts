import { describe, expect, it } from "vitest";
import { MAX_PASSWORD_LENGTH, passwordProblem } from "./password-policy";

describe("passwordProblem", () => {
  it.each([
    "correct horse battery",
    "mesquite-porch-sunrise",
    "Xq7!vR2#pL9@wZ",
    "a".repeat(10) + "bcd efg",
    "x".repeat(3) + "Lg8#kd0!ZqP2".repeat(20).slice(0, MAX_PASSWORD_LENGTH - 3),
  ])("accepts %j", (password) => {
    expect(passwordProblem(password)).toBeNull();
  });

  it.each([
    ["short1!", /at least 12/],
    ["x".repeat(MAX_PASSWORD_LENGTH + 1), /at most/],
    ["password1234", /too common/],
    ["Password1234!", /too common/],
    ["!!qwerty123456", /too common/],
    ["iloveyouiloveyou", /too common/],
    ["correcthorsebatterystaple", /too common/],
    ["aaaaaaaaaaaaaaaa", /predictable/],
    ["123456789012", /predictable|common/],
    ["abcdefghijklm", /predictable/],
    ["abcabcabcabc", /predictable/],
  ])("refuses %j", (password, message) => {
    expect(passwordProblem(password)).toMatch(message);
  });

  it("refuses a password built from the email address", () => {
    expect(passwordProblem("danaowner2026", "danaowner@example.com")).toMatch(/email/);
    expect(passwordProblem("danaowner2026", "someone@example.com")).toBeNull();
  });
});
