/**
 * How a change order reads, on the customer's page and in the back office alike: how it is billed, its
 * total (a credit reads as one) and the days it adds (its status: app/lib/vocabulary.ts). Client-safe.
 */
import { formatMoney } from "~/lib/money";
import type { ChangeOrderBilling } from "~/lib/vocabulary";

/** The customer's words for how an approved change order is billed. */
export const CUSTOMER_BILLING_LABELS: Record<ChangeOrderBilling, string> = {
  invoice_now: "Invoiced when you approve",
  next_invoice: "Added to your next invoice",
};

/** The owner's words, as the editor offers them. */
export const BILLING_LABELS: Record<ChangeOrderBilling, string> = {
  invoice_now: "Invoice when approved",
  next_invoice: "Add to the next invoice",
};

/** A credit (a negative total) is taken off the next invoice, whatever the billing says. */
export const isCredit = (amount: string) => Number(amount) < 0;

/** "$1,200.00", or "Credit $300.00" for a negative total. */
export const changeOrderTotalText = (total: string) =>
  isCredit(total) ? `Credit ${formatMoney(Math.abs(Number(total)))}` : formatMoney(total);

/** How the customer's page says it is billed: a credit always comes off the next invoice. */
export const customerBillingText = (order: { total: string; billing: ChangeOrderBilling }) =>
  isCredit(order.total) ? "Taken off your next invoice" : CUSTOMER_BILLING_LABELS[order.billing];

/** "None", "1 day", "3 days". */
export const daysAddedText = (days: number) => (days === 0 ? "None" : days === 1 ? "1 day" : `${days} days`);

/** "Change order CO-2". */
export const changeOrderName = (order: { number: string }) => `Change order ${order.number}`;
