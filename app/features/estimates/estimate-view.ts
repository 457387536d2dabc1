/**
 * An estimate as the API answers it (docs/estimates.md): amounts as decimal strings, dates yyyy-MM-dd,
 * instants ISO. The back office's view carries everything; the customer's page gets the public part only.
 * The schemas are the endpoints' answers (app/lib/endpoint.ts); the types are read from them. Client-safe.
 */
import { z } from "zod";
import { timestamp } from "~/lib/endpoint";
import { pricedLineView } from "~/lib/priced-lines";
import { DEPOSIT_KINDS, ESTIMATE_STATUSES, MILESTONE_DUES } from "~/lib/vocabulary";

export const estimateLineView = pricedLineView.extend({ optional: z.boolean() });
export type EstimateLineView = z.infer<typeof estimateLineView>;

export const approvalView = z.object({
  signedName: z.string(),
  signedAt: timestamp,
  optionalLineIds: z.array(z.number()),
  total: z.string(),
  depositDue: z.string(),
  /** SHA-256 (hex) of the estimate exactly as the customer's page showed it. */
  contentHash: z.string(),
});
export type ApprovalView = z.infer<typeof approvalView>;

/** A payment of the schedule between the deposit and completion; `amount` is its share of `total`. */
export const milestoneView = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(DEPOSIT_KINDS),
  value: z.string(),
  due: z.enum(MILESTONE_DUES),
  /** yyyy-MM-dd when due on a date, else null. */
  date: z.string().nullable(),
  amount: z.string(),
});
export type MilestoneView = z.infer<typeof milestoneView>;

export const estimateVisitView = z.object({
  appointmentId: z.number(),
  date: z.string(),
  time: z.string(),
  status: z.string(),
});
export type EstimateVisitView = z.infer<typeof estimateVisitView>;

export const publicEstimateView = z.object({
  number: z.number(),
  revision: z.number(),
  status: z.enum(ESTIMATE_STATUSES),
  business: z.object({ name: z.string(), phone: z.string(), email: z.string(), address: z.string() }),
  customer: z.object({ name: z.string() }),
  title: z.string(),
  lines: z.array(estimateLineView),
  notes: z.string(),
  terms: z.string(),
  validUntil: z.string(),
  deposit: z.object({ kind: z.enum(DEPOSIT_KINDS), value: z.string() }),
  /** The lines that are not optional. */
  subtotal: z.string(),
  /** Required lines plus the optional ones chosen at approval (none before). */
  total: z.string(),
  /** The deposit of `total`. */
  depositDue: z.string(),
  /** The payment schedule after the deposit, in its order (app/lib/payment-schedule.ts). */
  milestones: z.array(milestoneView),
  /** What is left of `total` after the deposit and the milestones: due on completion. */
  completionDue: z.string(),
  photos: z.array(z.string()),
  /** Set once approved: what the customer signed. */
  approval: approvalView.nullable(),
  /** Why it can no longer be approved, in the customer's words; null while it can be. */
  closedReason: z.string().nullable(),
  visits: z.array(estimateVisitView),
});
export type PublicEstimateView = z.infer<typeof publicEstimateView>;

export const estimateView = publicEstimateView.extend({
  id: z.number(),
  quoteRequestId: z.number().nullable(),
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  customerId: z.number(),
  approval: approvalView
    .extend({ ipAddress: z.string(), userAgent: z.string(), paid: z.boolean() })
    .nullable(),
  sentAt: timestamp.nullable(),
  viewedAt: timestamp.nullable(),
  decidedAt: timestamp.nullable(),
  declineReason: z.string().nullable(),
  /** The revision that replaced this one, when it was revised. */
  supersededById: z.number().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type EstimateView = z.infer<typeof estimateView>;

export const estimateListItem = z.object({
  id: z.number(),
  number: z.number(),
  revision: z.number(),
  status: z.enum(ESTIMATE_STATUSES),
  title: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  subtotal: z.string(),
  validUntil: z.string(),
  sentAt: timestamp.nullable(),
  createdAt: timestamp,
  superseded: z.boolean(),
});
export type EstimateListItem = z.infer<typeof estimateListItem>;

/**
 * Where an estimate's deposit stands, as its checkout's return page says it (`/estimates/paid`, and
 * `POST /api/estimates/paid`): `refunded` when the estimate changed meanwhile and the money went back.
 */
export type DepositReturn =
  | { state: "not-found" }
  | { state: "approved" | "pending" | "refunded" | "unpaid"; number: number; title: string; phone: string };
