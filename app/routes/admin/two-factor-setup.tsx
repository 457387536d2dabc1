import { ButtonLink } from "~/components/ui/button-link";
import { requireAdminPage } from "~/features/auth/guards.server";
import { TwoFactorSetup } from "~/features/auth/two-factor-setup";
import { getContactInfo } from "~/features/settings/settings.server";
import { privatePageMeta } from "~/lib/seo";
import type { Route } from "./+types/two-factor-setup";

export const meta = () => privatePageMeta("Set up two-factor authentication");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage(context, request, { allowWithoutTwoFactor: true });
  const contactInfo = await getContactInfo(context.db).catch(() => undefined);
  return {
    enabled: user.twoFactorEnabled,
    required: context.config.isProduction,
    issuer: contactInfo?.businessName ?? "Home Remodeling",
  };
}

export default function TwoFactorSetupPage({ loaderData }: Route.ComponentProps) {
  return (
    <section className="bg-slate-50 px-4 py-12 sm:py-16 dark:bg-slate-950">
      <div className="mx-auto max-w-md">
        <h1 className="text-center text-3xl font-bold tracking-tight">Two-factor authentication</h1>
        {loaderData.enabled ? (
          <div className="mt-8 text-center">
            <p role="status" className="text-slate-700 dark:text-slate-300">
              Two-factor authentication is on for your account.
            </p>
            <ButtonLink to="/admin" variant="secondary" className="mt-6" reloadDocument>
              Go to the dashboard
            </ButtonLink>
          </div>
        ) : (
          <>
            <p className="mt-2 mb-8 text-center text-slate-700 dark:text-slate-300">
              {loaderData.required
                ? "Set it up once before you use the admin area."
                : "Protect the admin area with a second step at sign-in."}
            </p>
            <TwoFactorSetup issuer={loaderData.issuer} continueTo="/admin" />
          </>
        )}
      </div>
    </section>
  );
}
