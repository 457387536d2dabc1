import { Suspense } from "react";
import { Await } from "react-router";
import { BookingForm } from "./booking-form";
import { BookingSpinner, NoServicesCard, ServicesErrorCard } from "./booking-states";
import type { BookableService, CartLine } from "./cart";

/** `?serviceId=` preselects a service when it is one of the listed ones. */
export function preselectedLines(services: readonly BookableService[], serviceId: string | null): CartLine[] {
  const service = services.find((candidate) => String(candidate.id) === serviceId);
  return service ? [{ serviceId: service.id, quantity: 1 }] : [];
}

/**
 * The booking page's body: a spinner while the services load, an error card when they
 * cannot, an empty card when none is offered, else the form.
 */
export function BookingServices({
  services,
  serviceId,
  defaultEmail,
  formKey,
}: {
  services: Promise<BookableService[]>;
  serviceId: string | null;
  defaultEmail?: string;
  /** A new key starts the form afresh (a new visit to the page). */
  formKey?: string;
}) {
  return (
    <Suspense fallback={<BookingSpinner />}>
      <Await resolve={services} errorElement={<ServicesErrorCard />}>
        {(list) =>
          list.length === 0 ? (
            <NoServicesCard />
          ) : (
            <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
              <BookingForm
                key={formKey}
                services={list}
                defaultEmail={defaultEmail}
                initialLines={preselectedLines(list, serviceId)}
              />
            </div>
          )
        }
      </Await>
    </Suspense>
  );
}
