/**
 * How a job and its change orders are named and billed, in a few words; the badges of where they stand are
 * every record's (app/components/ui/status-badges.tsx). Client-safe.
 */
import type { ChangeOrderBilling } from "~/lib/vocabulary";

export { ChangeOrderStatusBadge, JobStageBadge } from "~/components/ui/status-badges";

/** How an approved change order is billed, in a few words. */
export const BILLING_LABELS: Record<ChangeOrderBilling, string> = {
  invoice_now: "Invoiced when approved",
  next_invoice: "On the next invoice",
};

/** "Estimate #12": how a job is named out of its table. */
export const jobName = (job: { number: number }) => `Estimate #${job.number}`;
