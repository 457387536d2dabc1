import { data, useLocation, useSearchParams } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { BookingServices } from "~/features/booking/booking-services";
import type { PostedBooking } from "~/features/booking/posted-booking";
import { listActiveServices } from "~/features/services/services.server";
import { bookingDepositCapCents } from "~/features/settings/settings.server";
import { routeMeta } from "~/lib/seo";
import { useRootData } from "~/routes/_shared/use-root-data";
import type { Route } from "./+types/book";
import { bookingDateBounds, postBooking, returnFromCheckout } from "./booking-posts.server";
import { leadPageHeaders } from "./lead-posts.server";

export async function loader({ context, request }: Route.LoaderArgs) {
  // Back from a checkout left unpaid: its slot is released at once and the form drawn with the choices.
  const cancelled = await returnFromCheckout(request, context);
  // Unresolved, as on the home page: the server waits for it before sending the HTML, and a client-side
  // navigation shows the spinner meanwhile. The empty catch only marks the rejection as handled (by <Await>).
  const services = Promise.resolve(listActiveServices(context.db));
  services.catch(() => {});
  // The date field without script offers the booking window; without it, any date (the server judges). The
  // deposit's cap makes "Due today" what the checkout will ask; unread, the rule's is shown and the server
  // still decides.
  const [dates, depositCapCents] = await Promise.all([
    bookingDateBounds(context.db).catch(() => undefined),
    bookingDepositCapCents(context.db).catch(() => null),
  ]);
  return data(
    { services, dates, depositCapCents, cancelled },
    // The visitor's own details: never kept by a shared cache.
    cancelled ? { headers: { "Cache-Control": "private, no-store" } } : undefined,
  );
}

/** The booking form posted without script (before the page's script has loaded, or without it). */
export function action({ request, context }: Route.ActionArgs) {
  return postBooking(request, context);
}

export const headers: Route.HeadersFunction = (args) => {
  const headers = leadPageHeaders(args);
  // A page drawn with a visitor's details (back from a checkout) says so to every cache.
  const cacheControl = args.loaderHeaders.get("Cache-Control");
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  return headers;
};

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: "Book a Service",
    description: "Pick your services, a date and a time, and secure your visit with a card deposit.",
    path: "/book",
  });

export default function Book({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const location = useLocation();
  const { user } = useRootData();
  return (
    <>
      <PageHeader title="Book a Service" intro="Choose your services, a date and a time that suit you." />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        {loaderData.cancelled && !actionData && (
          // FormNotice's look, written out: the form's field components load only when the form is used.
          <p
            role="status"
            className="mb-6 rounded-md border border-green-700 bg-green-50 p-3 text-sm font-medium text-green-900 dark:border-green-500 dark:bg-green-950 dark:text-green-100"
          >
            {loaderData.cancelled.message}
          </p>
        )}
        <BookingServices
          services={loaderData.services}
          serviceId={params.get("serviceId")}
          defaultEmail={user?.email}
          dates={loaderData.dates}
          depositCapCents={loaderData.depositCapCents}
          posted={(actionData as PostedBooking | undefined) ?? loaderData.cancelled}
          // A new address (Book Now from the header, another ?serviceId=) starts the form afresh.
          formKey={location.key}
        />
      </div>
    </>
  );
}
