import { data, Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { AppointmentDetails } from "~/features/appointments/appointment-details";
import { bookingLinkVisitCalls, VisitPageCallsContext } from "~/features/appointments/visit-page-calls";
import { loginPath } from "~/features/auth/return-to";
import { DomainError } from "~/lib/domain-error";
import { privatePageMeta, secretPageHeaders } from "~/lib/seo";
import { appointmentOfLink } from "~/workflows/booking-link.server";
import type { Route } from "./+types/visit-link";
import { useSupportContact } from "./use-support-contact";
import { VisitCallsProvider } from "./visit-calls-provider";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  privatePageMeta(loaderData?.appointment ? "Your Booking" : "Link Not Available");

/** The link is a secret: its page is kept by no shared cache and listed by no search engine. */
export const headers: Route.HeadersFunction = secretPageHeaders;

/**
 * A booking's page by its secret link, no sign-in (docs/appointments.md, "The booking's link"): the visit's
 * details, reschedule, cancel, add to calendar, by the customer's rules. A wrong link answers 404 and an
 * expired one 410, each with a page that says so and offers the sign-in.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const appointment = await appointmentOfLink(context.db, params.token);
    return { appointment, token: params.token, expired: false };
  } catch (error) {
    if (!(error instanceof DomainError) || (error.code !== "gone" && error.code !== "not_found")) throw error;
    const expired = error.code === "gone";
    return data({ appointment: null, token: null, expired }, { status: expired ? 410 : 404 });
  }
}

export default function VisitLinkPage({ loaderData }: Route.ComponentProps) {
  const support = useSupportContact();
  const { appointment, token, expired } = loaderData;
  if (!appointment || !token) return <LinkNotAvailable expired={expired} />;
  return (
    <>
      <PageHeader title="Your Booking" />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <VisitCallsProvider>
          <VisitPageCallsContext value={bookingLinkVisitCalls(token)}>
            <AppointmentDetails initial={appointment} support={support} />
          </VisitPageCallsContext>
        </VisitCallsProvider>
      </div>
    </>
  );
}

/** An expired or unknown link: what happened, and the way to the customer's bookings by signing in. */
function LinkNotAvailable({ expired }: { expired: boolean }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-24">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
        {expired ? "This Link Has Expired" : "Link Not Available"}
      </h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
        {expired
          ? "This link has expired; sign in to see your bookings."
          : "This booking link is not valid. Sign in to see your bookings."}
      </p>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        No password? Ask for a sign-in link by email on the sign-in page.
      </p>
      <Link
        to={loginPath("/my-projects")}
        className="mt-8 inline-flex h-11 items-center justify-center rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 dark:bg-accent-500 dark:text-slate-950 dark:hover:bg-accent-400"
      >
        Sign in or get a sign-in link
      </Link>
    </section>
  );
}
