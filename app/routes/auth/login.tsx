import { redirect, redirectDocument } from "react-router";
import { LoginForm } from "~/features/auth/login-form";
import { safeReturnTo, SIGNED_IN_LANDING, twoFactorPath } from "~/features/auth/return-to";
import { getCurrentUser } from "~/features/auth/session.server";
import { PASSWORD_INTENT } from "~/features/auth/sign-in-fields";
import { cookieHeaders, requestSignInLink, signInWithPassword } from "~/features/auth/sign-in-posts.server";
import { formRefusal, postedForm, refuseAsTheServerDid, textFields } from "~/lib/form-post.server";
import { privatePageMeta } from "~/lib/seo";
import type { Route } from "./+types/login";

// Errors a sign-in link can come back with (better-auth's codes). A Map: the code comes from the address,
// and "__proto__" or "toString" must not find anything.
const LINK_ERRORS = new Map([
  ["INVALID_TOKEN", "That sign-in link has expired or was already used. Request a new one below."],
  ["EXPIRED_TOKEN", "That sign-in link has expired or was already used. Request a new one below."],
  ["failed_to_create_session", "This account signs in with its password and authenticator code."],
]);

// An email and a password, or a code: far less than this.
const MAX_FORM_BYTES = 4096;

export const meta = () => privatePageMeta("Sign in");

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const returnTo = safeReturnTo(url.searchParams.get("returnTo"), SIGNED_IN_LANDING);
  if (await getCurrentUser(context.auth, request.headers)) throw redirect(returnTo);
  const error = url.searchParams.get("error");
  return {
    returnTo,
    error: error ? (LINK_ERRORS.get(error) ?? "That sign-in did not work. Please try again.") : undefined,
  };
}

/**
 * The form posted without script (or before it loaded): a sign-in link, or with `?intent=password` (the
 * password button's address) a password sign-in. Over its rate limit, the server has refused it already.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const returnTo = safeReturnTo(url.searchParams.get("returnTo"), SIGNED_IN_LANDING);
  let values: Record<string, string> = {};
  let signedIn;
  try {
    values = textFields(await postedForm(request, MAX_FORM_BYTES));
    refuseAsTheServerDid(context);
    if (url.searchParams.get("intent") !== PASSWORD_INTENT) {
      return { sentTo: await requestSignInLink(context.auth, request.headers, values, returnTo) };
    }
    signedIn = await signInWithPassword(context.auth, request.headers, values);
  } catch (error) {
    // The email is kept, never the password.
    return formRefusal(error, { email: values.email ?? "" });
  }
  // A whole page load, as with script: every part of the page sees the new session.
  const next = signedIn.twoFactor ? twoFactorPath(returnTo) : returnTo;
  return redirectDocument(next, { headers: cookieHeaders(signedIn.cookies) });
}

/** A refused post's Retry-After (a rate limit) goes out with the page. */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="bg-slate-50 px-4 py-12 sm:py-16 dark:bg-slate-950">
      <div className="mx-auto max-w-md">
        <h1 className="text-center text-3xl font-bold tracking-tight">Sign in</h1>
        <p className="mt-2 mb-8 text-center text-slate-700 dark:text-slate-300">
          See your projects and appointments.
        </p>
        <LoginForm
          returnTo={loaderData.returnTo}
          initialError={loaderData.error}
          refusal={actionData && "refused" in actionData ? actionData : undefined}
          sentTo={actionData && "sentTo" in actionData ? actionData.sentTo : undefined}
        />
      </div>
    </section>
  );
}
