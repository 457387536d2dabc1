import { redirect } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { StatusPage } from "~/components/layout/status-page";
import { PaymentSummary } from "~/features/appointments/payment-summary";
import { loginPath } from "~/features/auth/return-to";
import { getCurrentUser } from "~/features/auth/session.server";
import { QueryProvider } from "~/lib/query-client";
import { privatePageMeta } from "~/lib/seo";
import { appointmentPageData } from "~/workflows/visible-appointment.server";
import type { Route } from "./+types/payment";
import { useSupportContact } from "./use-support-contact";

export const meta = () => privatePageMeta("Payment Summary");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  // The payment page is for the appointment's owner or an admin: sign in first, then come back here.
  const user = await getCurrentUser(context.auth, request.headers);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(loginPath(`${url.pathname}${url.search}`));
  }
  return appointmentPageData(context, user, params.appointmentId);
}

export default function Payment({ loaderData }: Route.ComponentProps) {
  const support = useSupportContact();
  const { appointment } = loaderData;
  if (!appointment)
    return <StatusPage title="Appointment Not Found" text="Unable to find the appointment." />;
  return (
    <>
      <PageHeader title="Payment Summary" />
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
        <QueryProvider>
          <PaymentSummary appointment={appointment} support={support} />
        </QueryProvider>
      </div>
    </>
  );
}
