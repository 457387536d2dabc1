/** Reading estimates (docs/estimates.md): one by id, the Estimates tab's list, My Projects' list. */
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { businessToday } from "~/lib/dates";
import { fromCents, toCents } from "~/lib/deposit";
import type { EstimateStatus, Page } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { containsPattern } from "~db/rows";
import { estimateLines, estimates } from "~db/schema";
import type { AdminEstimateView } from "./estimate-job-view";
import { jobOf } from "./estimate-job.server";
import { depositOf, estimateIdentity, estimateView, pricedLine } from "./estimate-rows.server";
import { estimateSums } from "./estimate-totals";
import type { EstimateListItem } from "./estimate-view";

/** One estimate as the back office reads it: with its job's invoices and money (estimate-job.server.ts). */
export async function loadEstimate(
  db: Db,
  id: number,
  now = new Date(),
): Promise<AdminEstimateView | undefined> {
  const [row] = await db.select().from(estimates).where(eq(estimates.id, id));
  if (!row) return undefined;
  const view = await estimateView(db, row, businessToday(now));
  return { ...view, ...(await jobOf(db, row, toCents(view.total))) };
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
      ...estimateIdentity(row),
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
