/** The customer's approval of an estimate (docs/estimates.md): the signature, then its paid deposit. */
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { businessToday } from "~/lib/dates";
import { fromCents } from "~/lib/deposit";
import { DomainError, invalid, FIX_FIELDS } from "~/lib/domain-error";
import { keptUserAgent, type SignatureMeta } from "~/lib/signature";
import type { Db } from "~db/client.server";
import { estimateApprovals, estimates, payments } from "~db/schema";
import { assertOpen, markViewed } from "./customer-estimates.server";
import { approvedContent, contentHash } from "./estimate-content.server";
import {
  depositOf,
  estimateView,
  linesOf,
  pricedLine,
  publicView,
  type EstimateRow,
} from "./estimate-rows.server";
import { estimateSums } from "./estimate-totals";
import { UNKNOWN_OPTION, type approveSchema } from "./estimate.schema";
import { SCHEDULE_OVER_TOTAL, scheduleOf } from "./payment-schedule";

export interface SignedApproval {
  approvalId: number;
  estimateId: number;
  totalCents: number;
  depositCents: number;
}

/**
 * Inside a transaction, with the estimate locked: records the customer's signature over the estimate as their
 * page shows it with their optional lines ticked. The estimate is approved once the deposit is paid
 * (approveWith), at once when none is due.
 */
export async function signApproval(
  db: Db,
  row: EstimateRow,
  input: z.output<typeof approveSchema>,
  meta: SignatureMeta,
  now = new Date(),
): Promise<SignedApproval> {
  assertOpen(row, now);
  // Signing is seeing: a customer whose browser never reported the view has still read it.
  await markViewed(db, row.id);
  const lines = await linesOf(db, row.id);
  const optionalIds = new Set(lines.filter((l) => l.optional).map((l) => l.id));
  if (input.optionalLineIds.some((id) => !optionalIds.has(id))) {
    throw invalid(FIX_FIELDS, { optionalLineIds: UNKNOWN_OPTION });
  }
  const sums = estimateSums(lines.map(pricedLine), depositOf(row), input.optionalLineIds);
  const shown = publicView(await estimateView(db, row, businessToday(now)));
  // The schedule fit the required lines when it was written; the percentages' rounding on the total
  // approved may still pass it by a cent, and nobody signs for more than the total.
  if (scheduleOf(shown, sums.totalCents).overCents > 0)
    throw new DomainError("conflict", SCHEDULE_OVER_TOTAL);
  const total = fromCents(sums.totalCents);
  const depositDue = fromCents(sums.depositCents);
  const hash = contentHash(approvedContent(shown, input.optionalLineIds, { total, depositDue }));
  const [approval] = await db
    .insert(estimateApprovals)
    .values({
      estimateId: row.id,
      signedName: input.name,
      ipAddress: meta.ipAddress,
      userAgent: keptUserAgent(meta.userAgent),
      contentHash: hash,
      optionalLineIds: input.optionalLineIds,
      total,
      depositDue,
    })
    .returning({ id: estimateApprovals.id });
  return {
    approvalId: approval.id,
    estimateId: row.id,
    totalCents: sums.totalCents,
    depositCents: sums.depositCents,
  };
}

/** Marks the estimate approved by this signature (its deposit paid, or none due). */
export async function approveWith(db: Db, estimateId: number, approvalId: number) {
  await db
    .update(estimates)
    .set({ status: "approved", approvalId, decidedAt: sql`now()` })
    .where(eq(estimates.id, estimateId));
}

/** The checkout of a signature's deposit, once it is opened. */
export async function attachPayment(db: Db, approvalId: number, paymentId: number) {
  await db.update(estimateApprovals).set({ paymentId }).where(eq(estimateApprovals.id, approvalId));
}

/**
 * Inside a transaction: a deposit was paid. Approves the estimate by the signature it pays for, unless the
 * estimate can no longer be approved (revised, declined or approved by another payment meanwhile): then the
 * money goes back ("void").
 */
export async function approveByPayment(
  db: Db,
  estimateId: number,
  paymentId: number,
): Promise<"approved" | "void"> {
  const [row] = await db.select().from(estimates).where(eq(estimates.id, estimateId)).for("update");
  const [approval] = await db
    .select({ id: estimateApprovals.id })
    .from(estimateApprovals)
    .where(and(eq(estimateApprovals.paymentId, paymentId), eq(estimateApprovals.estimateId, estimateId)));
  if (
    !row ||
    !approval ||
    row.supersededAt ||
    !["sent", "viewed", "changes_requested", "expired"].includes(row.status)
  ) {
    return "void";
  }
  await approveWith(db, estimateId, approval.id);
  return "approved";
}

/** The estimate a deposit's checkout session pays for, with that payment's status and the business's phone. */
export async function estimateOfSession(db: Db, provider: string, sessionId: string) {
  const [row] = await db
    .select({
      number: estimates.number,
      title: estimates.title,
      paymentStatus: payments.status,
      phone: sql<string>`(select phone from business_settings limit 1)`,
    })
    .from(payments)
    .innerJoin(estimates, eq(estimates.id, payments.estimateId))
    .where(and(eq(payments.provider, provider), eq(payments.providerSessionId, sessionId)));
  return row;
}
