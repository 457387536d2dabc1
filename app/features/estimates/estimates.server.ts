/**
 * The back office's estimates (docs/estimates.md): write, revise, send, delete, list. An estimate is edited
 * only while it is a draft; a sent one changes by a new revision, which voids the old one's link.
 */
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.server";
import { upsertCustomerByEmail } from "../../../db/customers";
import { containsPattern } from "../../../db/rows";
import {
  businessSettings,
  estimateLines,
  estimatePhotos,
  estimates,
  payments,
  quoteRequestPhotos,
} from "../../../db/schema";
import { businessToday } from "~/lib/dates";
import { DomainError, notFound } from "~/lib/domain-error";
import { fromCents } from "~/lib/deposit";
import { PAID_STATUSES, type DepositKind, type EstimateStatus, type Page } from "~/lib/vocabulary";
import type { EstimateBody, EstimateDefaultsBody } from "./estimate.schema";
import { estimateSums } from "./estimate-totals";
import { depositOf, estimateView, linesOf, pricedLine, type EstimateRow } from "./estimate-rows.server";
import { newEstimateLink } from "./estimate-token.server";
import type { EstimateListItem, EstimateView } from "./estimate-view";

/** The estimate cannot be changed that way in its state (409). */
export class EstimateStateError extends DomainError {
  constructor(message: string) {
    super("conflict", message);
  }
}

export const ONLY_DRAFTS_EDITED =
  "Only a draft can be edited. Create a new revision to change a sent estimate.";
export const APPROVED_IS_LOCKED = "An approved estimate cannot be changed.";
export const ESTIMATE_NOT_FOUND = "Estimate not found";

export interface EstimateDefaults {
  terms: string;
  deposit: { kind: DepositKind; value: string };
  validDays: number;
}

export async function estimateDefaults(db: Db): Promise<EstimateDefaults> {
  const [s] = await db.select().from(businessSettings).limit(1);
  return {
    terms: s?.estimateTerms ?? "",
    deposit: {
      kind: (s?.estimateDepositKind ?? "percent") as DepositKind,
      value: Number(s?.estimateDepositValue ?? 30).toString(),
    },
    validDays: s?.estimateValidDays ?? 30,
  };
}

export async function saveEstimateDefaults(db: Db, input: EstimateDefaultsBody) {
  await db
    .update(businessSettings)
    .set({
      estimateTerms: input.terms,
      estimateDepositKind: input.deposit.kind,
      estimateDepositValue: input.deposit.value,
      estimateValidDays: input.validDays,
    })
    .where(eq(businessSettings.id, 1));
}

/** Locks an estimate's row for the rest of the transaction; 404 when there is none. */
export async function lockEstimate(db: Db, id: number): Promise<EstimateRow> {
  const [row] = await db.select().from(estimates).where(eq(estimates.id, id)).for("update");
  if (!row) throw notFound(ESTIMATE_NOT_FOUND);
  return row;
}

export async function loadEstimate(db: Db, id: number, now = new Date()): Promise<EstimateView | undefined> {
  const [row] = await db.select().from(estimates).where(eq(estimates.id, id));
  return row && estimateView(db, row, businessToday(now));
}

async function contentOf(db: Db, body: EstimateBody) {
  const defaults = await estimateDefaults(db);
  const customer = await upsertCustomerByEmail(db, body.customer);
  return {
    quoteRequestId: body.quoteRequestId,
    customerId: customer.id,
    customerName: body.customer.name,
    customerEmail: customer.email,
    customerPhone: body.customer.phone,
    title: body.title,
    notes: body.notes,
    terms: body.terms || defaults.terms,
    validUntil: body.validUntil,
    depositKind: (body.deposit ?? defaults.deposit).kind,
    depositValue: (body.deposit ?? defaults.deposit).value,
  };
}

async function writeLines(db: Db, estimateId: number, lines: EstimateBody["lines"]) {
  await db.delete(estimateLines).where(eq(estimateLines.estimateId, estimateId));
  await db.insert(estimateLines).values(
    lines.map((line, position) => ({
      estimateId,
      position,
      serviceId: line.serviceId,
      description: line.description,
      quantity: line.quantity.toFixed(2),
      unit: line.unit,
      unitPrice: line.unitPrice,
      optional: line.optional,
    })),
  );
}

/** A new draft. From a quote request, the request's photos come along. */
export async function createEstimate(db: Db, body: EstimateBody): Promise<number> {
  return db.transaction(async (tx) => {
    const content = await contentOf(tx, body);
    const [row] = await tx
      .insert(estimates)
      .values({ ...content, number: 0 })
      .returning({ id: estimates.id });
    // The number is the first revision's id: revisions share it.
    await tx.update(estimates).set({ number: row.id }).where(eq(estimates.id, row.id));
    await writeLines(tx, row.id, body.lines);
    if (body.quoteRequestId !== null) {
      const photos = await tx
        .select({ url: quoteRequestPhotos.url, position: quoteRequestPhotos.position })
        .from(quoteRequestPhotos)
        .where(eq(quoteRequestPhotos.quoteRequestId, body.quoteRequestId));
      if (photos.length > 0) {
        await tx.insert(estimatePhotos).values(photos.map((p) => ({ ...p, estimateId: row.id })));
      }
    }
    return row.id;
  });
}

/** Rewrites a draft; anything else is a 409. */
export async function updateEstimate(db: Db, id: number, body: EstimateBody) {
  await db.transaction(async (tx) => {
    const row = await lockEstimate(tx, id);
    if (row.status !== "draft" || row.supersededAt) throw new EstimateStateError(ONLY_DRAFTS_EDITED);
    await tx
      .update(estimates)
      .set(await contentOf(tx, body))
      .where(eq(estimates.id, id));
    await writeLines(tx, id, body.lines);
  });
}

/**
 * A new draft revision of a sent estimate, with the same content: the old one's link stops working at once
 * (its page says it was replaced). A draft is edited as it is; an approved estimate never changes.
 */
export async function reviseEstimate(db: Db, id: number): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await lockEstimate(tx, id);
    if (row.supersededAt)
      throw new EstimateStateError("This estimate was revised already: edit its latest revision.");
    if (row.status === "draft") throw new EstimateStateError("A draft is edited as it is.");
    if (row.status === "approved" || row.status === "scheduled")
      throw new EstimateStateError(APPROVED_IS_LOCKED);
    // A checkout opened for this revision's deposit can no longer approve it (the payment is given back).
    await tx
      .update(estimates)
      .set({ supersededAt: sql`now()` })
      .where(eq(estimates.id, id));
    const [next] = await tx
      .insert(estimates)
      .values({
        number: row.number,
        revision: row.revision + 1,
        previousId: row.id,
        quoteRequestId: row.quoteRequestId,
        customerId: row.customerId,
        customerName: row.customerName,
        customerEmail: row.customerEmail,
        customerPhone: row.customerPhone,
        title: row.title,
        notes: row.notes,
        terms: row.terms,
        validUntil: row.validUntil,
        depositKind: row.depositKind,
        depositValue: row.depositValue,
      })
      .returning({ id: estimates.id });
    const lines = await linesOf(tx, row.id);
    await tx
      .insert(estimateLines)
      .values(lines.map(({ id: _id, ...line }) => ({ ...line, estimateId: next.id })));
    const photos = await tx.select().from(estimatePhotos).where(eq(estimatePhotos.estimateId, row.id));
    if (photos.length > 0) {
      await tx
        .insert(estimatePhotos)
        .values(photos.map(({ id: _id, ...p }) => ({ ...p, estimateId: next.id })));
    }
    return next.id;
  });
}

/**
 * Marks a draft (or a sent estimate, sent again) as sent with a new link and answers when it was sent (the
 * mail job's key). A new link voids the last one.
 */
export async function markSent(db: Db, id: number, linkSecret: string): Promise<{ sentAt: Date }> {
  return db.transaction(async (tx) => {
    const row = await lockEstimate(tx, id);
    if (row.supersededAt) throw new EstimateStateError("This estimate was replaced by a newer revision.");
    if (!["draft", "sent", "viewed"].includes(row.status)) {
      throw new EstimateStateError(
        `A ${row.status.replace("_", " ")} estimate cannot be sent. Create a new revision.`,
      );
    }
    if (row.validUntil < businessToday()) {
      throw new EstimateStateError("Its valid-until date has passed: change it before sending.");
    }
    const { nonce, hash } = newEstimateLink(linkSecret);
    const [sent] = await tx
      .update(estimates)
      .set({
        tokenNonce: nonce,
        tokenHash: hash,
        status: row.status === "draft" ? "sent" : row.status,
        sentAt: sql`now()`,
        followedUpAt: null,
      })
      .where(eq(estimates.id, id))
      .returning({ sentAt: estimates.sentAt });
    return { sentAt: sent.sentAt! };
  });
}

/** Inside a transaction: an approved estimate's visits are set. */
export async function markScheduled(db: Db, id: number) {
  await db.update(estimates).set({ status: "scheduled" }).where(eq(estimates.id, id));
}

/** Deletes an estimate nobody paid for; one with a payment is kept (409), as the money's record. */
export async function deleteEstimate(db: Db, id: number) {
  await db.transaction(async (tx) => {
    const row = await lockEstimate(tx, id);
    const paid = await tx.$count(
      payments,
      and(eq(payments.estimateId, id), inArray(payments.status, ["pending", ...PAID_STATUSES])),
    );
    if (paid > 0 || row.status === "approved" || row.status === "scheduled") {
      throw new EstimateStateError("An estimate with a deposit cannot be deleted.");
    }
    await tx.delete(estimates).where(eq(estimates.id, id));
  });
}

/** The Estimates tab's list, newest first; `status` filters, `q` finds a customer or a title. */
export async function listEstimates(
  db: Db,
  { page, pageSize, status, q }: { page: number; pageSize: number; status?: EstimateStatus; q?: string },
): Promise<Page<EstimateListItem>> {
  const pattern = q ? containsPattern(q.toLowerCase()) : undefined;
  const where = and(
    status ? eq(estimates.status, status) : undefined,
    pattern
      ? sql`lower(${estimates.customerName} || ' ' || ${estimates.customerEmail} || ' ' || ${estimates.title}) like ${pattern}`
      : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(estimates)
      .where(where)
      .orderBy(desc(estimates.createdAt), desc(estimates.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(estimates).where(where),
  ]);
  // The page's lines in one query, summed by the totals module as everywhere else.
  const lines =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(estimateLines)
          .where(
            inArray(
              estimateLines.estimateId,
              rows.map((row) => row.id),
            ),
          );
  const items = rows.map((row) => {
    const own = lines.filter((line) => line.estimateId === row.id);
    return {
      id: row.id,
      number: row.number,
      revision: row.revision,
      status: row.status as EstimateStatus,
      title: row.title,
      customerName: row.customerName,
      customerEmail: row.customerEmail,
      subtotal: fromCents(estimateSums(own.map(pricedLine), depositOf(row)).requiredCents),
      validUntil: row.validUntil,
      sentAt: row.sentAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      superseded: row.supersededAt !== null,
    };
  });
  return { items, total: Number(total), page, pageSize };
}

/** The estimates of a customer's email, latest revision of each, for My Projects. */
export async function estimatesOfEmail(db: Db, email: string, now = new Date()) {
  const rows = await db
    .select()
    .from(estimates)
    .where(
      and(
        eq(estimates.customerEmail, email.toLowerCase()),
        isNull(estimates.supersededAt),
        sql`${estimates.status} <> 'draft'`,
      ),
    )
    .orderBy(desc(estimates.createdAt));
  return Promise.all(rows.map((row) => estimateView(db, row, businessToday(now))));
}
