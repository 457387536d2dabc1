/** The texts' tests' own rows: the business that texts, customers with numbers, and the text log read back. */
import crypto from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { Db } from "~db/client.server";
import { demoSettings } from "~db/demo-data";
import { businessSettings, customers, textConsents, textMessages } from "~db/schema";

export const BUSINESS_NAME = demoSettings.businessName;

/** The demo business's settings row, with the owner's alerts by text as asked. */
export async function ensureTextingBusiness(
  db: Db,
  { alertTexts = false, ownerMobile = null as string | null } = {},
) {
  await db
    .insert(businessSettings)
    .values({ ...demoSettings, alertTexts, ownerMobile })
    .onConflictDoUpdate({ target: businessSettings.id, set: { alertTexts, ownerMobile } });
}

/** A customer with a fictional number (555-01xx), who ticked the box for texts unless told. */
export async function makeTextCustomer(
  db: Db,
  { phone, optIn = true, name = "Dana Reyes" }: { phone: string | null; optIn?: boolean; name?: string },
): Promise<number> {
  const [row] = await db
    .insert(customers)
    .values({
      email: `texts-${crypto.randomBytes(5).toString("hex")}@example.com`,
      name,
      phone: phone ?? "",
      phoneE164: phone,
      textOptIn: optIn,
    })
    .returning({ id: customers.id });
  if (optIn) {
    await db.insert(textConsents).values({
      customerId: row!.id,
      optIn: true,
      source: "booking",
      wording: "Text me reminders and updates about my visit",
      phoneE164: phone,
    });
  }
  return row!.id;
}

/** The log's texts of a customer (or to a number), oldest first. */
export function textsOf(db: Db, customerId: number) {
  return db
    .select()
    .from(textMessages)
    .where(eq(textMessages.customerId, customerId))
    .orderBy(asc(textMessages.createdAt), asc(textMessages.id));
}

export async function textRow(db: Db, id: number) {
  const [row] = await db.select().from(textMessages).where(eq(textMessages.id, id));
  return row!;
}
