/** The customer opened the invoice's page (docs/invoices.md): what its page reports once a browser shows it. */
import { eq, sql } from "drizzle-orm";
import type { Db } from "~db/client.server";
import { invoices } from "~db/schema";
import { lockInvoiceOfLink } from "./invoice-queries.server";

/**
 * Records the first view of the invoice of `token`: a sent invoice becomes viewed; one partially paid or paid
 * keeps its status (it says more), and only the first view's time is kept. An unknown or voided link is a
 * 404, as its page is.
 */
export async function recordInvoiceView(db: Db, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockInvoiceOfLink(tx, token);
    if (row.viewedAt && row.status !== "sent") return;
    await tx
      .update(invoices)
      .set({
        viewedAt: sql`coalesce(${invoices.viewedAt}, now())`,
        ...(row.status === "sent" && { status: "viewed" }),
      })
      .where(eq(invoices.id, row.id));
  });
}
