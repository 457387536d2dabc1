import { useLocation, useSearchParams } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { BookingServices } from "~/features/booking/booking-services";
import type { PostedBooking } from "~/features/booking/posted-booking";
import { listActiveServices } from "~/features/services/services.server";
import { routeMeta } from "~/lib/seo";
import { useRootData } from "~/routes/_shared/use-root-data";
import type { Route } from "./+types/book";
import { bookingDateBounds, postBooking } from "./booking-posts.server";
import { leadPageHeaders } from "./lead-posts.server";

export async function loader({ context }: Route.LoaderArgs) {
  // Unresolved, as on the home page: the server waits for it before sending the HTML, and a client-side
  // navigation shows the spinner meanwhile. The empty catch only marks the rejection as handled (by <Await>).
  const services = Promise.resolve(listActiveServices(context.db));
  services.catch(() => {});
  // The date field without script offers the booking window; without it, any date (the server judges).
  const dates = await bookingDateBounds(context.db).catch(() => undefined);
  return { services, dates };
}

/** The booking form posted without script (before the page's script has loaded, or without it). */
export function action({ request, context }: Route.ActionArgs) {
  return postBooking(request, context);
}

export const headers = leadPageHeaders;

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
        <BookingServices
          services={loaderData.services}
          serviceId={params.get("serviceId")}
          defaultEmail={user?.email}
          dates={loaderData.dates}
          posted={actionData as PostedBooking | undefined}
          // A new address (Book Now from the header, another ?serviceId=) starts the form afresh.
          formKey={location.key}
        />
      </div>
    </>
  );
}
