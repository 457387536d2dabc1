/**
 * An estimate as the back office reads it once it is a job (docs/estimates.md): the estimate, when the job was
 * marked complete, the job's invoices, what was paid (the deposit and the invoices' payments, net of
 * refunds) and what is left of the approved total. Money as decimal strings. Client-safe.
 */
import { z } from "zod";
import { timestamp } from "~/lib/endpoint";
import { INVOICE_STATUSES } from "~/lib/vocabulary";
import { estimateView } from "./estimate-view";

/** One of the job's invoices, voided ones included (they say so by their status). */
export const jobInvoiceView = z.object({
  id: z.number(),
  /** Null while a draft. */
  number: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  total: z.string(),
  /** What is left to pay of it (0.00 for a voided one). */
  balance: z.string(),
  dueDate: z.string().nullable(),
  /** The completion invoice, issued when the job was marked complete. */
  completion: z.boolean(),
});
export type JobInvoiceView = z.infer<typeof jobInvoiceView>;

export const adminEstimateView = estimateView.extend({
  /** When the owner marked the job complete (and its completion invoice was issued). */
  completedAt: timestamp.nullable(),
  /** The invoices of the estimate's job, oldest first. */
  invoices: z.array(jobInvoiceView),
  /** The deposit and the job's invoices' payments, net of refunds. */
  paid: z.string(),
  /**
   * The contract (the approved total and the approved change orders; the total before approval) less `paid`:
   * negative when more was paid than the contract, what is owed back.
   */
  balance: z.string(),
  /**
   * What marking the job complete would issue: what the completion invoice would ask (the contract less its
   * credits) and whether it is sent at once (the settings) rather than kept as a draft; null unless approved or
   * scheduled and not complete, or when nothing is left to ask.
   */
  completionInvoice: z.object({ amount: z.string(), sentAtOnce: z.boolean() }).nullable(),
});
export type AdminEstimateView = z.infer<typeof adminEstimateView>;
