/**
 * The sign-in forms' rules and wording, one copy for the browser (before it calls the auth API) and for the
 * pages' own form posts (app/routes/auth/*.tsx), so both give the same messages.
 */
import { z } from "zod";
import { emailField } from "~/lib/text-fields";
import { type AuthCallResult, commonProblem } from "./auth-api";
import { backupCode, totpCode } from "./code-fields";

export const SIGN_IN_MESSAGES = {
  invalidEmail: "Enter a valid email address.",
  noPassword: "Enter your password.",
  wrongPassword: "Invalid email or password.",
  wrongCode: "That code is not right. Check your authenticator app and try again.",
  wrongBackupCode: "That backup code is not valid.",
  expired: "This sign-in has expired or had too many wrong codes. Please sign in again.",
} as const;

const email = emailField(SIGN_IN_MESSAGES.invalidEmail);

/** A sign-in link needs an email; a password sign-in needs the password too. */
export const linkRequestSchema = z.object({ email, password: z.string().optional() });
export const passwordSignInSchema = z.object({
  email,
  password: z.string().min(1, SIGN_IN_MESSAGES.noPassword),
});

/**
 * Without script, the password button posts to `/login?intent=password`: in the address, so that the server
 * counts the post against the password limit before its body is read (server/sign-in-form-limits.ts).
 */
export const PASSWORD_INTENT = "password";
export const LINK_INTENT = "link";

/** The sign-in form in the browser: the button pressed (`intent`) decides which rules apply. */
export const signInSchema = z.discriminatedUnion("intent", [
  linkRequestSchema.extend({ intent: z.literal(LINK_INTENT) }),
  passwordSignInSchema.extend({ intent: z.literal(PASSWORD_INTENT) }),
]);
export type SignInIntent = z.output<typeof signInSchema>["intent"];

export const totpSchema = z.object({ code: totpCode });
export const backupSchema = z.object({ code: backupCode });

/** Which step an answer of the auth library is about. */
export type SignInStep = "link" | "password" | "totp" | "backup";

export interface SignInProblem {
  message: string;
  /** The two-factor step cannot go on (its cookie is gone, or too many wrong codes): sign in again. */
  expired?: boolean;
}

/** What to tell the person when the auth library refused a step (`result` as the JSON API answered it). */
export function signInProblem(step: SignInStep, result: AuthCallResult<unknown>): SignInProblem {
  const wrongInput = result.status === 400 || result.status === 401;
  if (step === "link") {
    return { message: result.status === 400 ? SIGN_IN_MESSAGES.invalidEmail : commonProblem(result) };
  }
  if (step === "password") {
    return { message: wrongInput ? SIGN_IN_MESSAGES.wrongPassword : commonProblem(result) };
  }
  const reason = result.data.code ?? "";
  if (reason === "INVALID_TWO_FACTOR_COOKIE" || reason.startsWith("TOO_MANY_ATTEMPTS")) {
    return { message: SIGN_IN_MESSAGES.expired, expired: true };
  }
  if (!wrongInput) return { message: commonProblem(result) };
  return { message: step === "backup" ? SIGN_IN_MESSAGES.wrongBackupCode : SIGN_IN_MESSAGES.wrongCode };
}
