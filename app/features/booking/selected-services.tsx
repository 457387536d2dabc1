import { fromCents } from "~/lib/deposit";
import { formatMoney, formatServicePrice } from "~/lib/money";
import { INTENT_FIELD, LINE_SERVICE_FIELD, removeIntent } from "./booking-post-fields";
import type { CartTotals } from "./cart";
import { QuantityStepper } from "./quantity-stepper";

/**
 * The chosen services with their quantities and subtotals, then the total and what is due today. Each line
 * posts its service and quantity with the form; Remove submits it (the form removes the line, or without
 * script the page does).
 */
export function SelectedServices({
  totals,
  onQuantity,
}: {
  totals: CartTotals;
  onQuantity: (serviceId: number, quantity: number) => void;
}) {
  if (totals.lines.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">No services selected yet.</p>;
  }
  return (
    <div>
      <ul aria-label="Selected services" className="divide-y divide-slate-200 dark:divide-slate-800">
        {totals.lines.map(({ service, quantity, subtotalCents }) => (
          <li key={service.id} className="flex flex-wrap items-center gap-x-4 gap-y-3 py-4">
            <input type="hidden" name={LINE_SERVICE_FIELD} value={service.id} />
            <div className="order-1 min-w-0 flex-1 basis-40">
              <p className="font-semibold">{service.name}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {formatServicePrice(service.basePrice, service.priceUnit)}
              </p>
            </div>
            {/* On phones Remove sits beside the name and the quantity shares a row with the subtotal. */}
            <div className="order-3 sm:order-2">
              <QuantityStepper
                serviceName={service.name}
                quantity={quantity}
                onChange={(next) => onQuantity(service.id, next)}
              />
            </div>
            <p className="order-4 ml-auto text-right font-semibold tabular-nums sm:order-3 sm:w-28">
              <span className="sr-only">Subtotal: </span>
              {formatMoney(fromCents(subtotalCents))}
            </p>
            <button
              type="submit"
              name={INTENT_FIELD}
              value={removeIntent(service.id)}
              aria-label={`Remove ${service.name}`}
              className="order-2 rounded-md px-2 py-1 text-sm font-semibold text-red-700 sm:order-4 underline-offset-2 hover:underline dark:text-red-400"
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-2 border-t border-slate-300 pt-4 dark:border-slate-700">
        <div className="flex justify-between text-lg font-bold">
          <dt>Total</dt>
          <dd className="tabular-nums">{formatMoney(fromCents(totals.totalCents))}</dd>
        </div>
        <div className="flex justify-between font-semibold text-brand-700 dark:text-accent-400">
          <dt>Due today</dt>
          <dd className="tabular-nums">{formatMoney(fromCents(totals.dueTodayCents))}</dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {totals.capped
          ? `Due today is the deposit paid at checkout, the most we ask online. The rest, ${formatMoney(
              fromCents(totals.totalCents - totals.dueTodayCents),
            )}, is billed by invoice after the visit.`
          : "Due today is the deposit paid at checkout: half the price of remodeling and installation services, the full price of other services."}
      </p>
    </div>
  );
}
