import { redirect } from "react-router";
import type { Route } from "./+types/login-two-factor";
import { loginPath, safeReturnTo } from "~/features/auth/return-to";
import { getCurrentUser } from "~/features/auth/session.server";
import { TwoFactorForm } from "~/features/auth/two-factor-form";
import { privatePageMeta } from "~/lib/seo";

export const meta = () => privatePageMeta("Two-factor authentication");

export async function loader({ request, context }: Route.LoaderArgs) {
  const returnTo = safeReturnTo(new URL(request.url).searchParams.get("returnTo"));
  if (await getCurrentUser(context.auth, request.headers)) throw redirect(returnTo);
  // Only the password step leads here; it leaves a short-lived two-factor cookie.
  if (!request.headers.get("cookie")?.includes(".two_factor=")) throw redirect(loginPath(returnTo));
  return { returnTo };
}

export default function LoginTwoFactor({ loaderData }: Route.ComponentProps) {
  return (
    <section className="bg-slate-50 px-4 py-12 sm:py-16 dark:bg-slate-950">
      <div className="mx-auto max-w-md">
        <h1 className="text-center text-3xl font-bold tracking-tight">Two-factor authentication</h1>
        <p className="mt-2 mb-8 text-center text-slate-700 dark:text-slate-300">One more step to sign in.</p>
        <TwoFactorForm returnTo={loaderData.returnTo} />
      </div>
    </section>
  );
}
