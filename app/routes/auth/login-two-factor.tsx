import { data, redirect, redirectDocument } from "react-router";
import { loginPath, safeReturnTo, SIGNED_IN_LANDING } from "~/features/auth/return-to";
import { getCurrentUser } from "~/features/auth/session.server";
import { cookieHeaders, isExpiredSignIn, verifySecondFactor } from "~/features/auth/sign-in-posts.server";
import { TwoFactorForm } from "~/features/auth/two-factor-form";
import { formRefusal, postedForm, refuseAsTheServerDid, textFields } from "~/lib/form-post.server";
import { privatePageMeta } from "~/lib/seo";
import type { Route } from "./+types/login-two-factor";

// An email and a password, or a code: far less than this.
const MAX_FORM_BYTES = 4096;

export const meta = () => privatePageMeta("Two-factor authentication");

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const returnTo = safeReturnTo(url.searchParams.get("returnTo"), SIGNED_IN_LANDING);
  if (await getCurrentUser(context.auth, request.headers)) throw redirect(returnTo);
  // Only the password step leads here; it leaves a short-lived two-factor cookie.
  if (!request.headers.get("cookie")?.includes(".two_factor=")) throw redirect(loginPath(returnTo));
  // Without script, "Use a backup code instead" is a link to this page with `?backup=1`.
  return { returnTo, backup: url.searchParams.get("backup") === "1" };
}

/** The code posted without script (or before it loaded); a wrong one comes back with the form's message. */
export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const returnTo = safeReturnTo(url.searchParams.get("returnTo"), SIGNED_IN_LANDING);
  const backup = url.searchParams.get("backup") === "1";
  let values: Record<string, string> = {};
  let cookies;
  try {
    values = textFields(await postedForm(request, MAX_FORM_BYTES));
    refuseAsTheServerDid(context);
    cookies = await verifySecondFactor(context.auth, request.headers, values, backup);
  } catch (error) {
    // No value is kept: a code is never sent back.
    const refused = formRefusal(error, {});
    return data({ ...refused.data, expired: isExpiredSignIn(error) }, refused.init ?? undefined);
  }
  return redirectDocument(returnTo, { headers: cookieHeaders(cookies) });
}

/** A refused post's Retry-After (a rate limit) goes out with the page. */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;
}

export default function LoginTwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="bg-slate-50 px-4 py-12 sm:py-16 dark:bg-slate-950">
      <div className="mx-auto max-w-md">
        <h1 className="text-center text-3xl font-bold tracking-tight">Two-factor authentication</h1>
        <p className="mt-2 mb-8 text-center text-slate-700 dark:text-slate-300">One more step to sign in.</p>
        <TwoFactorForm returnTo={loaderData.returnTo} backup={loaderData.backup} posted={actionData} />
      </div>
    </section>
  );
}
