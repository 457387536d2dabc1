/**
 * The owner's alerts about records the customer touched (docs/mail.md): an estimate opened for the first
 * time, a review waiting for approval. Built from the row when the job runs; a row deleted meanwhile is
 * nothing to tell.
 */
import { eq } from "drizzle-orm";
import { formatInstantDate } from "~/lib/dates";
import type { MailMessage } from "~/lib/mail/mailer.server";
import type { Db } from "~db/client.server";
import { estimates, reviews } from "~db/schema";

/** Where an alert goes: the business's address in Settings. */
type Business = { email: string };

export async function estimateViewedMail(
  db: Db,
  business: Business,
  estimateId: number,
  siteUrl: string,
): Promise<MailMessage | undefined> {
  const [row] = await db.select().from(estimates).where(eq(estimates.id, estimateId));
  if (!row) return undefined;
  const name = `estimate #${row.number}${row.revision > 1 ? ` (revision ${row.revision})` : ""}`;
  const text = [
    `${row.customerName} (${row.customerEmail}, ${row.customerPhone}) opened ${name}: ${row.title}.`,
    ...(row.viewedAt ? [`Opened: ${formatInstantDate(row.viewedAt.toISOString())}`] : []),
    "",
    "A good moment to call and answer their questions.",
    "",
    `Admin: ${siteUrl}/admin?tab=estimates&estimate=${row.id}`,
  ].join("\n");
  return {
    to: business.email,
    subject: `Estimate #${row.number} opened by ${row.customerName}`,
    text,
  };
}

export async function reviewPendingMail(
  db: Db,
  business: Business,
  reviewId: number,
  siteUrl: string,
): Promise<MailMessage | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, reviewId));
  // Approved or rejected before the mail went: the owner has seen it.
  if (!row || row.status !== "pending") return undefined;
  const text = [
    `${row.author} wrote a review (${row.rating} of 5 stars). It shows on the site once you approve it.`,
    "",
    row.text,
    "",
    `Approve or reject it: ${siteUrl}/admin?tab=reviews`,
  ].join("\n");
  return { to: business.email, subject: `New review waiting for approval: ${row.rating} stars`, text };
}
