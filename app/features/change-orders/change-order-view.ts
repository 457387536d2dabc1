/**
 * A change order as the API answers it (docs/change-orders.md): amounts as decimal strings (negative for a
 * credit), dates yyyy-MM-dd, instants ISO. The back office's view carries everything; the customer's link gets
 * the public part. Client-safe.
 */
import { z } from "zod";
import { timestamp } from "~/lib/endpoint";
import { pricedLineView } from "~/lib/priced-lines";
import { CHANGE_ORDER_BILLINGS, CHANGE_ORDER_STATUSES } from "~/lib/vocabulary";

/** The signature of an approved change order, as an estimate's approval records it. */
export const changeOrderSignatureView = z.object({
  name: z.string(),
  signedAt: timestamp,
  ipAddress: z.string(),
  userAgent: z.string(),
  /** SHA-256 (hex) of the change order exactly as the customer's page showed it. */
  contentHash: z.string(),
});

/** What both sides read. */
const changeOrderFigures = {
  /** "CO-2": numbered per job. */
  number: z.string(),
  title: z.string(),
  reason: z.string(),
  status: z.enum(CHANGE_ORDER_STATUSES),
  lines: z.array(pricedLineView),
  /** The lines' sum; negative for a credit. */
  total: z.string(),
  daysAdded: z.number(),
  billing: z.enum(CHANGE_ORDER_BILLINGS),
  validUntil: z.string().nullable(),
  photos: z.array(z.string()),
  /** The job: its estimate's number and title. */
  estimate: z.object({ number: z.number(), title: z.string() }),
  decidedAt: timestamp.nullable(),
  declineReason: z.string().nullable(),
};

export const changeOrderView = z.object({
  id: z.number(),
  estimateId: z.number(),
  ...changeOrderFigures,
  customer: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  sentAt: timestamp.nullable(),
  viewedAt: timestamp.nullable(),
  signature: changeOrderSignatureView.nullable(),
  /** The invoice that bills it, once one does (its own, or the job's next). */
  invoice: z.object({ id: z.number(), number: z.string().nullable(), status: z.string() }).nullable(),
  createdAt: timestamp,
});
export type ChangeOrderView = z.infer<typeof changeOrderView>;

/** The customer's page: the change order, the business, and the terms they sign. */
export const publicChangeOrderView = z.object({
  ...changeOrderFigures,
  customer: z.object({ name: z.string() }),
  business: z.object({ name: z.string(), phone: z.string(), email: z.string(), address: z.string() }),
  /** The estimate's terms, which the change order is signed under. */
  terms: z.string(),
  signature: changeOrderSignatureView.pick({ name: true, signedAt: true }).nullable(),
});
export type PublicChangeOrderView = z.infer<typeof publicChangeOrderView>;

/** POST /api/admin/jobs/{estimateId}/change-orders answers 201 with the draft. */
export const createdChangeOrder = z.object({
  id: z.number(),
  number: z.string(),
  status: z.literal("draft"),
  total: z.string(),
});

/** Approving answers where to pay when the change order was invoiced at once. */
export const approvedChangeOrder = z.object({
  status: z.literal("approved"),
  /** The invoice's page (`/invoices/{token}`) for `invoice_now`. */
  invoiceUrl: z.string().optional(),
});
