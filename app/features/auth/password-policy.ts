import { COMMON_PASSWORDS } from "./common-passwords";

export const MIN_PASSWORD_LENGTH = 12;
// Long passphrases are welcome; the cap only bounds the work of hashing one request.
export const MAX_PASSWORD_LENGTH = 256;

const common = new Set(COMMON_PASSWORDS);

/**
 * Why a password is refused, or null when it is acceptable (NIST SP 800-63B: length, a blocklist of
 * common and predictable passwords, no composition rules).
 */
export function passwordProblem(password: string, email?: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Use at most ${MAX_PASSWORD_LENGTH} characters.`;
  const lower = password.toLowerCase();
  // "Password1234!" is "password" padded: strip digits and symbols at either end and look again.
  const stem = lower.replace(/^[\d\W_]+|[\d\W_]+$/g, "");
  if (common.has(lower) || common.has(stem) || common.has(lower.replace(/\s+/g, ""))) {
    return "This password is too common. Choose a less predictable one.";
  }
  if (/^(.)\1+$/.test(password) || isRepeatedPattern(lower) || isSequence(lower)) {
    return "This password is too predictable. Choose a less predictable one.";
  }
  const local = email?.split("@")[0]?.toLowerCase();
  if (
    local &&
    local.length >= 4 &&
    (stem === local || (lower.includes(local) && lower.length - local.length < 6))
  ) {
    return "Do not build the password from your email address.";
  }
  return null;
}

function isRepeatedPattern(value: string) {
  for (let size = 1; size <= value.length / 2; size++) {
    if (value.length % size === 0 && value.slice(0, size).repeat(value.length / size) === value) return true;
  }
  return false;
}

/** "123456789012", "abcdefghijkl", "987654321098": runs of consecutive characters. */
function isSequence(value: string) {
  let up = 0;
  let down = 0;
  for (let i = 1; i < value.length; i++) {
    const step = value.charCodeAt(i) - value.charCodeAt(i - 1);
    if (step === 1 || step === -9) up++;
    if (step === -1 || step === 9) down++;
  }
  return up >= value.length - 2 || down >= value.length - 2;
}
