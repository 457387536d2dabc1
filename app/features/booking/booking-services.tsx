import { Suspense } from "react";
import { Await } from "react-router";
import { DeferredBookingForm } from "./booking-form-gate";
import { BookingSpinner, NoServicesCard, ServicesErrorCard } from "./booking-states";
import type { BookableService } from "./cart";
import type { PostedBooking } from "./posted-booking";

/**
 * The booking page's body: a spinner while the services load, an error card when they
 * cannot, an empty card when none is offered, else the form.
 */
export function BookingServices({
  services,
  formKey,
  ...formProps
}: {
  services: Promise<BookableService[]>;
  serviceId: string | null;
  defaultEmail?: string;
  /** The first and last bookable dates, for the date field without script. */
  dates?: { min: string; max: string };
  /** The most a booking asks online as its deposit, in cents (null: no cap). */
  depositCapCents?: number | null;
  /** What a post of the form without script came back with. */
  posted?: PostedBooking;
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
              <DeferredBookingForm key={formKey} services={list} {...formProps} />
            </div>
          )
        }
      </Await>
    </Suspense>
  );
}
