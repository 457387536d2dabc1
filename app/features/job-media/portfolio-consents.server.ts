/**
 * The customer's consent to photos of their job on the site (docs/job-media.md, decision 0025): who gave
 * it, when, how, and the exact words agreed to. Ticked by the customer from their link (`customer`, with the
 * address and browser it came from) or recorded by the owner from a consent given in writing (`written`).
 */
import { and, desc, eq } from "drizzle-orm";
import { businessInstant } from "~/lib/dates";
import type { PortfolioConsentKind } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { portfolioConsents } from "~db/schema";
import type { ConsentView } from "./job-media-view";
import type { MediaOwner } from "./media-owner";
import { ofOwner, ownerColumns } from "./owner-columns.server";

const consentColumns = {
  id: portfolioConsents.id,
  kind: portfolioConsents.kind,
  givenAt: portfolioConsents.givenAt,
  givenBy: portfolioConsents.givenBy,
  wording: portfolioConsents.wording,
};
type ConsentRow = Pick<typeof portfolioConsents.$inferSelect, keyof typeof consentColumns>;

const viewOf = (row: ConsentRow): ConsentView => ({
  ...row,
  kind: row.kind as PortfolioConsentKind,
  givenAt: row.givenAt.toISOString(),
});

/** Newest first. */
export async function listConsents(db: Db, owner: MediaOwner): Promise<ConsentView[]> {
  const rows = await db
    .select(consentColumns)
    .from(portfolioConsents)
    .where(ofOwner(portfolioConsents, owner))
    .orderBy(desc(portfolioConsents.givenAt), desc(portfolioConsents.id));
  return rows.map(viewOf);
}

async function latestOfKind(db: Db, owner: MediaOwner, kind: PortfolioConsentKind) {
  const [row] = await db
    .select(consentColumns)
    .from(portfolioConsents)
    .where(and(ofOwner(portfolioConsents, owner), eq(portfolioConsents.kind, kind)))
    .orderBy(desc(portfolioConsents.givenAt), desc(portfolioConsents.id))
    .limit(1);
  return row && viewOf(row);
}

/** The customer's own tick, if they gave it. */
export const customerConsentOf = (db: Db, owner: MediaOwner) => latestOfKind(db, owner, "customer");

/**
 * Stores the customer's tick, with what the server saw of the request. Ticked already: that consent is
 * answered again and nothing more is stored (a form posted twice, a reload).
 */
export async function giveCustomerConsent(
  db: Db,
  owner: MediaOwner,
  given: { givenBy: string; wording: string; clientAddress: string; userAgent: string; at?: Date },
): Promise<ConsentView> {
  const earlier = await customerConsentOf(db, owner);
  if (earlier) return earlier;
  const [row] = await db
    .insert(portfolioConsents)
    .values({
      ...ownerColumns(owner),
      kind: "customer",
      givenAt: given.at ?? new Date(),
      givenBy: given.givenBy,
      wording: given.wording,
      clientAddress: given.clientAddress || null,
      userAgent: given.userAgent || null,
    })
    .returning(consentColumns);
  return viewOf(row!);
}

/**
 * The owner's record of a consent given in writing on `givenOn` (noon of that business day stands for the
 * day). The same day recorded again is the same consent.
 */
export async function recordWrittenConsent(
  db: Db,
  owner: MediaOwner,
  written: { givenOn: string; givenBy: string; wording: string },
): Promise<ConsentView> {
  const givenAt = businessInstant(written.givenOn, "12:00");
  const [same] = await db
    .select(consentColumns)
    .from(portfolioConsents)
    .where(
      and(
        ofOwner(portfolioConsents, owner),
        eq(portfolioConsents.kind, "written"),
        eq(portfolioConsents.givenAt, givenAt),
      ),
    )
    .limit(1);
  if (same) return viewOf(same);
  const [row] = await db
    .insert(portfolioConsents)
    .values({
      ...ownerColumns(owner),
      kind: "written",
      givenAt,
      givenBy: written.givenBy,
      wording: written.wording,
    })
    .returning(consentColumns);
  return viewOf(row!);
}
