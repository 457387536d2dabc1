import { useId, useState } from "react";
import { formatServicePrice } from "~/lib/money";
import type { BookableService } from "./cart";

/**
 * Adds a service to the booking: a select of the services not chosen yet and an Add button (a select that
 * acted on change would add whatever the arrow keys pass over).
 */
export function ServicePicker({
  services,
  chosenIds,
  error,
  onAdd,
  selectRef,
}: {
  services: readonly BookableService[];
  chosenIds: readonly number[];
  error?: string;
  onAdd: (serviceId: number) => void;
  selectRef?: React.Ref<HTMLSelectElement>;
}) {
  const id = useId();
  const [picked, setPicked] = useState("");
  const remaining = services.filter((service) => !chosenIds.includes(service.id));
  const current = remaining.some((service) => String(service.id) === picked) ? picked : "";

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
          ref={selectRef}
          id={id}
          value={current}
          onChange={(event) => setPicked(event.target.value)}
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
          type="button"
          disabled={current === ""}
          onClick={() => {
            onAdd(Number(current));
            setPicked("");
          }}
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
