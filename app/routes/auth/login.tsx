import { redirect } from "react-router";
import type { Route } from "./+types/login";
import { LoginForm } from "~/features/auth/login-form";
import { safeReturnTo } from "~/features/auth/return-to";
import { getCurrentUser } from "~/features/auth/session.server";
import { privatePageMeta } from "~/lib/seo";

// Errors a sign-in link can come back with (better-auth's codes). A Map: the code comes from the address,
// and "__proto__" or "toString" must not find anything.
const LINK_ERRORS = new Map([
  ["INVALID_TOKEN", "That sign-in link has expired or was already used. Request a new one below."],
  ["EXPIRED_TOKEN", "That sign-in link has expired or was already used. Request a new one below."],
  ["failed_to_create_session", "This account signs in with its password and authenticator code."],
]);

export const meta = () => privatePageMeta("Sign in");

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const returnTo = safeReturnTo(url.searchParams.get("returnTo"));
  if (await getCurrentUser(context.auth, request.headers)) throw redirect(returnTo);
  const error = url.searchParams.get("error");
  return {
    returnTo,
    error: error ? (LINK_ERRORS.get(error) ?? "That sign-in did not work. Please try again.") : undefined,
  };
}

export default function Login({ loaderData }: Route.ComponentProps) {
  return (
    <section className="bg-slate-50 px-4 py-12 sm:py-16 dark:bg-slate-950">
      <div className="mx-auto max-w-md">
        <h1 className="text-center text-3xl font-bold tracking-tight">Sign in</h1>
        <p className="mt-2 mb-8 text-center text-slate-700 dark:text-slate-300">
          See your projects and appointments.
        </p>
        <LoginForm returnTo={loaderData.returnTo} initialError={loaderData.error} />
      </div>
    </section>
  );
}
