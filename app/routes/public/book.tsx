// First: the page builds schemas before its form hook loads (app/lib/zod-jitless.ts).
import "~/lib/zod-jitless";
import { useLocation, useSearchParams } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { BookingServices } from "~/features/booking/booking-services";
import { listActiveServices } from "~/features/services/services.server";
import { routeMeta } from "~/lib/seo";
import { useRootData } from "~/routes/_shared/use-root-data";
import type { Route } from "./+types/book";

export async function loader({ context }: Route.LoaderArgs) {
  // Unresolved, as on the home page: the server waits for it before sending the HTML, and a client-side
  // navigation shows the spinner meanwhile. The empty catch only marks the rejection as handled (by <Await>).
  const services = Promise.resolve(listActiveServices(context.db));
  services.catch(() => {});
  return { services };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: "Book a Service",
    description: "Pick your services, a date and a time, and secure your visit with a card deposit.",
    path: "/book",
  });

export default function Book({ loaderData }: Route.ComponentProps) {
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
          // A new address (Book Now from the header, another ?serviceId=) starts the form afresh.
          formKey={location.key}
        />
      </div>
    </>
  );
}
