/**
 * Reading an estimate and turning its rows into the API's view (estimate-view.ts). Shared by the back
 * office's functions and the customer's.
 */
import { asc, eq, sql } from "drizzle-orm";
import { formatLongDate } from "~/lib/dates";
import { fromCents } from "~/lib/deposit";
import { storedLineFields } from "~/lib/priced-lines";
import type { DepositKind, EstimateStatus } from "~/lib/vocabulary";
import { businessContact } from "~db/business-contact";
import type { Db } from "~db/client.server";
import {
  appointments,
  bookings,
  estimateApprovals,
  estimateLines,
  estimatePhotos,
  estimates,
  payments,
} from "~db/schema";
import { milestonesOf, milestoneViews } from "./estimate-milestones.server";
import { estimateSums, hundredths, lineTotalCents, type PricedLine } from "./estimate-totals";
import type { EstimateLineView, EstimateView, PublicEstimateView } from "./estimate-view";

export type EstimateRow = typeof estimates.$inferSelect;
export type EstimateLineRow = typeof estimateLines.$inferSelect;

/** The lines of an estimate in their order, priced as the totals module prices them. */
export async function linesOf(db: Db, estimateId: number) {
  return db
    .select()
    .from(estimateLines)
    .where(eq(estimateLines.estimateId, estimateId))
    .orderBy(asc(estimateLines.position));
}

export const pricedLine = (line: EstimateLineRow): PricedLine => ({
  id: line.id,
  quantity: Number(line.quantity),
  unitPriceCents: hundredths(line.unitPrice),
  optional: line.optional,
});

export const depositOf = (row: EstimateRow) => ({
  kind: row.depositKind as DepositKind,
  value: Number(row.depositValue).toString(),
});

/** What names an estimate wherever it is shown: its number, revision and status. */
export const estimateIdentity = (row: EstimateRow) => ({
  id: row.id,
  number: row.number,
  revision: row.revision,
  status: row.status as EstimateStatus,
});

const lineView = (line: EstimateLineRow): EstimateLineView => ({
  ...storedLineFields(line),
  optional: line.optional,
  total: fromCents(lineTotalCents(pricedLine(line))),
});

/** Whether an estimate that the customer has not answered has passed its valid-until date. */
export const isPastValidity = (row: EstimateRow, today: string) => row.validUntil < today;

/** Why the customer can no longer approve, or null while they can. */
export function closedReason(row: EstimateRow, today: string): string | null {
  const status = row.status as EstimateStatus;
  if (status === "approved" || status === "scheduled") return "This estimate has been approved.";
  if (status === "declined") return "This estimate was declined.";
  if (status === "draft") return "This estimate has not been sent yet.";
  if (status === "expired" || isPastValidity(row, today)) {
    return `This estimate expired on ${formatLongDate(row.validUntil)}. Please contact us for a new one.`;
  }
  return null;
}

/** Said for the link of an estimate replaced by a newer revision (the link no longer works). */
export const SUPERSEDED =
  "This estimate has been replaced by a newer version. Please use the link in our latest email.";

/** The estimate as the API answers it; `today` is the business's date (closedReason). */
export async function estimateView(db: Db, row: EstimateRow, today: string): Promise<EstimateView> {
  // One query after another: inside a transaction (scheduling, approving) they share one connection.
  const lines = await linesOf(db, row.id);
  const photos = await db
    .select({ url: estimatePhotos.url })
    .from(estimatePhotos)
    .where(eq(estimatePhotos.estimateId, row.id))
    .orderBy(asc(estimatePhotos.position));
  const business = await businessContact(db);
  const approvalRows =
    row.approvalId === null
      ? []
      : await db
          .select({ approval: estimateApprovals, paymentStatus: payments.status })
          .from(estimateApprovals)
          .leftJoin(payments, eq(payments.id, estimateApprovals.paymentId))
          .where(eq(estimateApprovals.id, row.approvalId));
  const visits = await db
    .select({
      appointmentId: sql<number>`min(${appointments.id})`,
      date: bookings.date,
      time: bookings.time,
      status: sql<string>`min(${appointments.status})`,
    })
    .from(bookings)
    .innerJoin(appointments, eq(appointments.bookingId, bookings.id))
    .where(eq(bookings.estimateId, row.id))
    .groupBy(bookings.id, bookings.date, bookings.time)
    .orderBy(asc(bookings.date), asc(bookings.time));
  const [next] = await db
    .select({ id: estimates.id })
    .from(estimates)
    .where(eq(estimates.previousId, row.id))
    .limit(1);
  const deposit = depositOf(row);
  const approval = approvalRows[0];
  const chosen = approval?.approval.optionalLineIds ?? [];
  const sums = estimateSums(lines.map(pricedLine), deposit, chosen);
  const totalCents = approval ? hundredths(approval.approval.total) : sums.totalCents;
  const schedule = milestoneViews(await milestonesOf(db, row.id), deposit, totalCents);
  return {
    ...estimateIdentity(row),
    quoteRequestId: row.quoteRequestId,
    customerId: row.customerId,
    business,
    customer: { name: row.customerName, email: row.customerEmail, phone: row.customerPhone },
    title: row.title,
    lines: lines.map(lineView),
    notes: row.notes,
    terms: row.terms,
    validUntil: row.validUntil,
    deposit,
    subtotal: fromCents(sums.requiredCents),
    total: fromCents(totalCents),
    depositDue: fromCents(approval ? hundredths(approval.approval.depositDue) : sums.depositCents),
    ...schedule,
    photos: photos.map((p) => p.url),
    approval: approval
      ? {
          signedName: approval.approval.signedName,
          signedAt: approval.approval.signedAt.toISOString(),
          optionalLineIds: approval.approval.optionalLineIds,
          total: approval.approval.total,
          depositDue: approval.approval.depositDue,
          contentHash: approval.approval.contentHash,
          ipAddress: approval.approval.ipAddress,
          userAgent: approval.approval.userAgent,
          paid: approval.paymentStatus === "succeeded",
        }
      : null,
    closedReason: row.supersededAt ? SUPERSEDED : closedReason(row, today),
    visits: visits.map((v) => ({ ...v, appointmentId: Number(v.appointmentId) })),
    sentAt: row.sentAt?.toISOString() ?? null,
    viewedAt: row.viewedAt?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    declineReason: row.declineReason,
    supersededById: next?.id ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The customer's part of the view: no internal ids, addresses or signature metadata. */
export function publicView(view: EstimateView): PublicEstimateView {
  return {
    number: view.number,
    revision: view.revision,
    status: view.status,
    business: view.business,
    customer: { name: view.customer.name },
    title: view.title,
    lines: view.lines,
    notes: view.notes,
    terms: view.terms,
    validUntil: view.validUntil,
    deposit: view.deposit,
    subtotal: view.subtotal,
    total: view.total,
    depositDue: view.depositDue,
    milestones: view.milestones,
    completionDue: view.completionDue,
    photos: view.photos,
    approval: view.approval && {
      signedName: view.approval.signedName,
      signedAt: view.approval.signedAt,
      optionalLineIds: view.approval.optionalLineIds,
      total: view.approval.total,
      depositDue: view.approval.depositDue,
      contentHash: view.approval.contentHash,
    },
    closedReason: view.closedReason,
    visits: view.visits,
  };
}
