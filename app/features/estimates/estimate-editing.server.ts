/** The back office's writing of estimates (docs/estimates.md): create and edit a draft, revise a sent one. */
import { eq, sql } from "drizzle-orm";
import { FIX_FIELDS, invalid } from "~/lib/domain-error";
import { hundredths, pricedLineRow } from "~/lib/priced-lines";
import type { Db } from "~db/client.server";
import { upsertCustomerByEmail } from "~db/customers";
import { estimateLines, estimatePhotos, estimates, quoteRequestPhotos, quoteRequests } from "~db/schema";
import { estimateDefaults } from "./estimate-defaults.server";
import {
  APPROVED_IS_LOCKED,
  EstimateStateError,
  lockEstimate,
  ONLY_DRAFTS_EDITED,
} from "./estimate-lifecycle.server";
import { copyMilestones, writeMilestones } from "./estimate-milestones.server";
import { linesOf } from "./estimate-rows.server";
import type { EstimateBody } from "./estimate.schema";
import { SCHEDULE_TOO_LARGE, scheduleOverCents } from "./payment-schedule";

async function contentOf(db: Db, body: EstimateBody) {
  const defaults = await estimateDefaults(db);
  const deposit = body.deposit ?? defaults.deposit;
  // The schema checked the schedule against the deposit written; the settings' one is known only here.
  const lines = body.lines.map((line) => ({ ...line, unitPriceCents: hundredths(line.unitPrice) }));
  if (scheduleOverCents(lines, deposit, body.milestones) > 0)
    throw invalid(FIX_FIELDS, { milestones: SCHEDULE_TOO_LARGE });
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
    depositKind: deposit.kind,
    depositValue: deposit.value,
  };
}

/** The lines and the payment schedule, replacing a draft's. */
async function writeLines(db: Db, estimateId: number, body: EstimateBody) {
  await db.delete(estimateLines).where(eq(estimateLines.estimateId, estimateId));
  await db.insert(estimateLines).values(
    body.lines.map((line, position) => ({
      ...pricedLineRow(line, position),
      estimateId,
      optional: line.optional,
    })),
  );
  await writeMilestones(db, estimateId, body.milestones);
}

/**
 * A new draft. From a quote request, the request's photos come along, and the request is handled: the
 * estimate answers it (the inbox shows the estimate and no longer counts the request as new).
 */
export async function createEstimate(db: Db, body: EstimateBody): Promise<number> {
  return db.transaction(async (tx) => {
    const content = await contentOf(tx, body);
    const [row] = await tx
      .insert(estimates)
      .values({ ...content, number: 0 })
      .returning({ id: estimates.id });
    // The number is the first revision's id: revisions share it.
    await tx.update(estimates).set({ number: row.id }).where(eq(estimates.id, row.id));
    await writeLines(tx, row.id, body);
    if (body.quoteRequestId !== null) {
      await tx
        .update(quoteRequests)
        .set({ status: "handled" })
        .where(eq(quoteRequests.id, body.quoteRequestId));
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
    await writeLines(tx, id, body);
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
    await copyMilestones(tx, row.id, next.id);
    const photos = await tx.select().from(estimatePhotos).where(eq(estimatePhotos.estimateId, row.id));
    if (photos.length > 0) {
      await tx
        .insert(estimatePhotos)
        .values(photos.map(({ id: _id, ...p }) => ({ ...p, estimateId: next.id })));
    }
    return next.id;
  });
}
