import { data, redirect } from "react-router";
import type { Route } from "./+types/payment";
import { PageHeader } from "~/components/layout/page-header";
import { StatusPage } from "~/components/layout/status-page";
import { useRootData } from "~/components/layout/use-root-data";
import { PaymentSummary } from "~/features/appointments/payment-summary";
import { loginPath } from "~/features/auth/return-to";
import { getCurrentUser } from "~/features/auth/session.server";
import { telHref } from "~/features/settings/contact-info";
import { QueryProvider } from "~/lib/query-client";
import { privatePageMeta } from "~/lib/seo";
import { visibleAppointment } from "~/workflows/visible-appointment.server";

export const meta = () => privatePageMeta("Payment Summary");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  // The payment page is for the appointment's owner or an admin: sign in first, then come back here.
  const user = await getCurrentUser(context.auth, request.headers);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(loginPath(`${url.pathname}${url.search}`));
  }
  const appointment = await visibleAppointment(context.db, user, params.appointmentId);
  if (!appointment) {
    return data({ appointment: null }, { status: 404 });
  }
  return { appointment };
}

export default function Payment({ loaderData }: Route.ComponentProps) {
  const { contactInfo } = useRootData();
  const { appointment } = loaderData;
  if (!appointment)
    return <StatusPage title="Appointment Not Found" text="Unable to find the appointment." />;
  return (
    <>
      <PageHeader title="Payment Summary" />
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
        <QueryProvider>
          <PaymentSummary
            appointment={appointment}
            support={{
              phone: contactInfo.phone,
              phoneHref: telHref(contactInfo.phone),
              email: contactInfo.email,
            }}
          />
        </QueryProvider>
      </div>
    </>
  );
}
