/** How a change order's facts read in its PDF and its mail (docs/change-orders.md, "The texts"). */
import { hundredths } from "~/lib/priced-lines";
import type { ChangeOrderBilling } from "~/lib/vocabulary";

/** "Invoiced on approval"; on the next invoice, added to it (or, for a credit, taken off it). */
export function billingLabel(billing: ChangeOrderBilling, total: string): string {
  if (billing === "invoice_now") return "Invoiced on approval";
  return hundredths(total) < 0 ? "Taken off the next invoice" : "Added to the next invoice";
}
