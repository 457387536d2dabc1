import { Suspense } from "react";
import { Await, useLocation, useSearchParams } from "react-router";
import type { Route } from "./+types/book";
import { PageHeader } from "~/components/layout/page-header";
import { useRootData } from "~/components/layout/use-root-data";
import { BookingForm } from "~/features/booking/booking-form";
import { BookingSpinner, NoServicesCard, ServicesErrorCard } from "~/features/booking/booking-states";
import type { BookableService } from "~/features/booking/cart";
import { listActiveServices } from "~/features/services/services.server";
import { routeMeta } from "~/lib/seo";

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

/** `?serviceId=` preselects a service when it is one of the listed ones. */
function preselected(services: readonly BookableService[], serviceId: string | null) {
  const service = services.find((candidate) => String(candidate.id) === serviceId);
  return service ? [{ serviceId: service.id, quantity: 1 }] : [];
}

export default function Book({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const location = useLocation();
  const { user } = useRootData();
  return (
    <>
      <PageHeader title="Book a Service" intro="Choose your services, a date and a time that suit you." />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <Suspense fallback={<BookingSpinner />}>
          <Await resolve={loaderData.services} errorElement={<ServicesErrorCard />}>
            {(services) =>
              services.length === 0 ? (
                <NoServicesCard />
              ) : (
                <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
                  <BookingForm
                    // A new address (e.g. Book Now from the header, or another ?serviceId=) starts afresh.
                    key={location.key}
                    services={services}
                    defaultEmail={user?.email}
                    initialLines={preselected(services, params.get("serviceId"))}
                  />
                </div>
              )
            }
          </Await>
        </Suspense>
      </div>
    </>
  );
}
