/**
 * The customer's side of an estimate (docs/estimates.md): opening it by its link, signing an approval,
 * declining, asking for changes; and the clock's side: expiry and the follow-up.
 */
import { and, eq, gte, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.server";
import { estimateApprovals, estimates, payments } from "../../../db/schema";
import { businessToday } from "~/lib/dates";
import { DomainError, invalid, notFound, FIX_FIELDS } from "~/lib/domain-error";
import { fromCents } from "~/lib/deposit";
import { UNKNOWN_OPTION, type approveSchema } from "./estimate.schema";
import { approvedContent, contentHash } from "./estimate-content.server";
import {
  closedReason,
  depositOf,
  estimateView,
  linesOf,
  pricedLine,
  publicView,
  SUPERSEDED,
  type EstimateRow,
} from "./estimate-rows.server";
import { hashEstimateToken, isEstimateToken } from "./estimate-token.server";
import { estimateSums } from "./estimate-totals";
import type { z } from "zod";

export const ESTIMATE_LINK_NOT_FOUND =
  "This estimate link is not valid. Please check the link in your email.";

/** The estimate of a link, locked when `lock`; a wrong token is a 404, a replaced revision's one says so. */
export async function estimateOfToken(db: Db, token: string, { lock = false } = {}): Promise<EstimateRow> {
  if (!isEstimateToken(token)) throw notFound(ESTIMATE_LINK_NOT_FOUND);
  const query = db
    .select()
    .from(estimates)
    .where(eq(estimates.tokenHash, hashEstimateToken(token)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound(ESTIMATE_LINK_NOT_FOUND);
  if (row.supersededAt) throw notFound(SUPERSEDED);
  return row;
}

/**
 * The customer's browser showed the estimate (its page posts this once shown), or the customer answered
 * it: a sent estimate becomes viewed (once). Never on a GET, which crawlers and link previews make too.
 */
export async function markViewed(db: Db, id: number) {
  await db
    .update(estimates)
    .set({ status: "viewed", viewedAt: sql`now()` })
    .where(and(eq(estimates.id, id), eq(estimates.status, "sent")));
}

/** The estimate can no longer be answered (409), with the reason the page gives. */
export class EstimateClosedError extends DomainError {
  constructor(message: string) {
    super("conflict", message);
  }
}

function assertOpen(row: EstimateRow, now: Date) {
  const reason = closedReason(row, businessToday(now));
  if (reason) throw new EstimateClosedError(reason);
}

export interface SignatureMeta {
  ipAddress: string;
  userAgent: string;
}

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
  const total = fromCents(sums.totalCents);
  const depositDue = fromCents(sums.depositCents);
  const hash = contentHash(approvedContent(shown, input.optionalLineIds, { total, depositDue }));
  const [approval] = await db
    .insert(estimateApprovals)
    .values({
      estimateId: row.id,
      signedName: input.name,
      ipAddress: meta.ipAddress,
      userAgent: meta.userAgent.slice(0, 1000),
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

/** An answer is a view too: the first time the estimate was seen, or now. */
const seenNow = sql`coalesce(${estimates.viewedAt}, now())`;

export async function declineEstimate(db: Db, token: string, reason: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const row = await estimateOfToken(tx, token, { lock: true });
    assertOpen(row, now);
    await tx
      .update(estimates)
      .set({ status: "declined", declineReason: reason || null, decidedAt: sql`now()`, viewedAt: seenNow })
      .where(eq(estimates.id, row.id));
    return row;
  });
}

export async function requestChanges(db: Db, token: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const row = await estimateOfToken(tx, token, { lock: true });
    assertOpen(row, now);
    await tx
      .update(estimates)
      .set({ status: "changes_requested", viewedAt: seenNow })
      .where(eq(estimates.id, row.id));
    return row;
  });
}

const UNANSWERED = ["sent", "viewed", "changes_requested"] as const;

/** Estimates still unanswered after their valid-until date become expired; answers their ids. */
export async function expireEstimates(db: Db, now = new Date()) {
  const rows = await db
    .update(estimates)
    .set({ status: "expired" })
    .where(
      and(
        inArray(estimates.status, [...UNANSWERED]),
        lt(estimates.validUntil, businessToday(now)),
        isNull(estimates.supersededAt),
      ),
    )
    .returning({ id: estimates.id });
  return rows.map((r) => r.id);
}

export const FOLLOW_UP_AFTER_DAYS = 3;

/**
 * Sent estimates nobody answered for three days and not followed up yet (still valid). The follow-up's job
 * is keyed by the estimate and its sending, so two runs that find the same one queue one mail.
 */
export async function dueFollowUps(db: Db, now = new Date()) {
  const cutoff = new Date(now.getTime() - FOLLOW_UP_AFTER_DAYS * 24 * 3600 * 1000);
  return db
    .select({ id: estimates.id, sentAt: estimates.sentAt })
    .from(estimates)
    .where(
      and(
        inArray(estimates.status, ["sent", "viewed"]),
        lte(estimates.sentAt, cutoff),
        isNull(estimates.followedUpAt),
        isNull(estimates.supersededAt),
        gte(estimates.validUntil, businessToday(now)),
      ),
    );
}

export async function markFollowedUp(db: Db, id: number, now = new Date()) {
  await db.update(estimates).set({ followedUpAt: now }).where(eq(estimates.id, id));
}

/** The estimate a follow-up or a sent mail is about, with the nonce its link is made from. */
export async function estimateForMail(db: Db, id: number) {
  const [row] = await db.select().from(estimates).where(eq(estimates.id, id));
  return row;
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
