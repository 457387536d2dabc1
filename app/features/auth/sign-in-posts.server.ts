/**
 * The sign-in steps as the pages' own form posts take them (before or without the page's script): the same
 * calls of the auth library as its JSON endpoints, through its server API with the request's headers (its
 * cookies, and the client address the server set), and the same messages as the forms show with script.
 */
import { APIError } from "better-auth/api";
import { DomainError, type ErrorCode } from "~/lib/domain-error";
import { parseInput } from "~/lib/input";
import type { Auth } from "./auth.server";
import {
  backupSchema,
  linkRequestSchema,
  passwordSignInSchema,
  type SignInStep,
  signInProblem,
  totpSchema,
} from "./sign-in-fields";

const ERROR_CODES = new Map<number, ErrorCode>([
  [400, "invalid"],
  [401, "unauthorized"],
  [403, "forbidden"],
  [429, "rate_limited"],
]);

/** A refusal that ends the two-factor step: the page offers to sign in again instead of the form. */
export const isExpiredSignIn = (error: unknown) =>
  error instanceof DomainError && error.details.body?.expired === true;

/** The auth library's refusal as the DomainError the page answers with; anything else is thrown on. */
function refusal(step: SignInStep, error: unknown): never {
  if (!(error instanceof APIError)) throw error;
  const body = (error.body ?? {}) as { message?: string; code?: string };
  const problem = signInProblem(step, { ok: false, status: error.statusCode, data: body });
  const retryAfter = Number(new Headers(error.headers).get("x-retry-after") || Number.NaN);
  throw new DomainError(ERROR_CODES.get(error.statusCode) ?? "unavailable", problem.message, {
    retryAfterSeconds: Number.isFinite(retryAfter) ? retryAfter : undefined,
    body: problem.expired ? { expired: true } : undefined,
  });
}

/** Mails a sign-in link (a job) to the address posted; answers the address, as the page shows it. */
export async function requestSignInLink(
  auth: Auth,
  headers: Headers,
  values: Record<string, string>,
  returnTo: string,
) {
  const { email } = parseInput(linkRequestSchema, values);
  await auth.api
    .signInMagicLink({ body: { email, callbackURL: returnTo }, headers })
    .catch((error: unknown) => refusal("link", error));
  return email;
}

/** Email and password: the cookies to set, and whether the authenticator code comes next. */
export async function signInWithPassword(auth: Auth, headers: Headers, values: Record<string, string>) {
  const { email, password } = parseInput(passwordSignInSchema, values);
  const answer = await auth.api
    .signInEmail({ body: { email, password }, headers, returnHeaders: true })
    .catch((error: unknown) => refusal("password", error));
  const response = answer.response as { twoFactorRedirect?: boolean };
  return { cookies: answer.headers.getSetCookie(), twoFactor: response.twoFactorRedirect === true };
}

/** The authenticator app's code, or a backup code: the session's cookies. */
export async function verifySecondFactor(
  auth: Auth,
  headers: Headers,
  values: Record<string, string>,
  backup: boolean,
) {
  const step = backup ? "backup" : "totp";
  const { code } = parseInput(backup ? backupSchema : totpSchema, values);
  const answer = await (
    backup
      ? auth.api.verifyBackupCode({ body: { code }, headers, returnHeaders: true })
      : auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true })
  ).catch((error: unknown) => refusal(step, error));
  return answer.headers.getSetCookie();
}

/** Set-Cookie headers for a redirect (several cookies, each its own header). */
export function cookieHeaders(cookies: string[]) {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}
