import { useId, useLayoutEffect, useRef, useState } from "react";
import { formatServicePrice } from "~/lib/money";
import { ADD_SERVICE_INTENT, INTENT_FIELD, PICKED_SERVICE_FIELD } from "./booking-post-fields";
import type { BookableService } from "./cart";

/**
 * Adds a service to the booking: a select of the services not chosen yet and an Add button (a select that
 * acted on change would add whatever the arrow keys pass over). The button submits the form: without script
 * the page adds the service and comes back; with it, the form adds it (useBookingForm). A service left
 * picked when the form is posted without script is booked too.
 */
export function ServicePicker({
  services,
  chosenIds,
  error,
  autoFocus,
  hydrated,
  selectRef,
}: {
  services: readonly BookableService[];
  chosenIds: readonly number[];
  error?: string;
  autoFocus?: boolean;
  /** Until the form's code runs, the button is never disabled: the browser's own post adds the service. */
  hydrated: boolean;
  selectRef?: React.RefObject<HTMLSelectElement | null>;
}) {
  const id = useId();
  const [picked, setPicked] = useState("");
  const ownRef = useRef<HTMLSelectElement>(null);
  const select = selectRef ?? ownRef;
  const remaining = services.filter((service) => !chosenIds.includes(service.id));
  const current = remaining.some((service) => String(service.id) === picked) ? picked : "";

  // A service picked before the form's code ran is still the one picked.
  useLayoutEffect(() => {
    const shown = select.current?.value;
    if (shown) setPicked(shown);
    // Once, at hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (remaining.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">Every service is in your booking.</p>;
  }
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        Add a service
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <select
          ref={select}
          id={id}
          name={PICKED_SERVICE_FIELD}
          value={current}
          onChange={(event) => setPicked(event.target.value)}
          autoFocus={autoFocus || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="block h-10 w-full min-w-0 rounded-md border border-slate-500 bg-white px-3 text-base text-slate-900 aria-[invalid=true]:border-red-700 sm:text-sm dark:bg-slate-950 dark:text-slate-100 dark:aria-[invalid=true]:border-red-400"
        >
          <option value="">Select a service</option>
          {remaining.map((service) => (
            <option key={service.id} value={service.id}>
              {service.name} ({formatServicePrice(service.basePrice, service.priceUnit)})
            </option>
          ))}
        </select>
        <button
          type="submit"
          name={INTENT_FIELD}
          value={ADD_SERVICE_INTENT}
          disabled={hydrated && current === ""}
          className="inline-flex h-10 shrink-0 items-center justify-center rounded-md border-2 border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50 dark:border-accent-400 dark:text-accent-400 dark:hover:bg-slate-800"
        >
          Add Service
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
