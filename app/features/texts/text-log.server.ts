/**
 * The text log (text_messages) as the texts' flows write it: an outbound text stored with its job announced
 * in the same transaction, the business's name and phone every text carries, and whether a customer may be
 * texted.
 */
import { desc, eq, sql } from "drizzle-orm";
import { enqueueInTransaction } from "~/lib/queue/enqueue-in-transaction.server";
import type { Db } from "~db/client.server";
import { businessSettings, customers, textConsents, textMessages } from "~db/schema";
import type { TextKind } from "./text-rules";

/** A transaction of the database: the flows take either. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface TextingBusiness {
  name: string;
  phone: string;
  /** The owner's alerts by text are on (Settings), to this mobile (E.164) when set. */
  alertTexts: boolean;
  ownerMobile: string | null;
}

export async function textingBusiness(db: Db | Tx): Promise<TextingBusiness> {
  const [row] = await db
    .select({
      name: businessSettings.businessName,
      phone: businessSettings.phone,
      alertTexts: businessSettings.alertTexts,
      ownerMobile: businessSettings.ownerMobile,
    })
    .from(businessSettings)
    .limit(1);
  // A database without its settings row yet (a fresh install before the seed) still names a sender.
  return row ?? { name: "Our business", phone: "", alertTexts: false, ownerMobile: null };
}

/** The job that sends a text, keyed by the text and the time it is due: a text held again gets a new one. */
export const sendJobKey = (textId: number, sendAfter: Date) => `text:${textId}:${sendAfter.toISOString()}`;

export interface NewOutboundText {
  customerId: number | null;
  kind: TextKind;
  toNumber: string;
  body: string;
  dedupeKey: string | null;
  /** When it was queued (the event's instant). */
  queuedAt: Date;
  /** When it may go: now, or the end of the quiet hours (then it is `held`). */
  sendAfter: Date;
  held: boolean;
}

/**
 * Stores an outbound text and announces its job, in the caller's transaction when there is one: both happen,
 * or neither. Null when a text with the same dedupe key was stored before.
 */
export async function storeOutboundText(db: Db | Tx, text: NewOutboundText): Promise<number | null> {
  const [row] = await db
    .insert(textMessages)
    .values({
      customerId: text.customerId,
      direction: "outbound",
      kind: text.kind,
      toNumber: text.toNumber,
      body: text.body,
      status: text.held ? "held" : "queued",
      dedupeKey: text.dedupeKey,
      sendAfter: text.sendAfter,
      createdAt: text.queuedAt,
    })
    .onConflictDoNothing({ target: textMessages.dedupeKey })
    .returning({ id: textMessages.id });
  if (!row) return null;
  await enqueueInTransaction(
    db,
    "texts.send",
    { textId: row.id },
    { key: sendJobKey(row.id, text.sendAfter), startAfter: text.sendAfter },
  );
  return row.id;
}

/** What decides whether a customer may be texted, and at which number. */
export interface TextingConsent {
  phoneE164: string | null;
  /** Asked for texts and has not said STOP since. */
  optedIn: boolean;
  /** Their latest word on texts is a no: STOP, or texts turned off in their account or by the owner. */
  optedOut: boolean;
  /** They have texted the business: the owner may answer them, unless they opted out. */
  hasTexted: boolean;
}

export async function textingConsent(db: Db | Tx, customerId: number): Promise<TextingConsent | null> {
  const [customer] = await db
    .select({
      phoneE164: customers.phoneE164,
      optedIn: customers.textOptIn,
      // Spelled out: drizzle leaves a one-table query's columns unqualified, which the subquery would misread.
      hasTexted: sql<boolean>`exists (select 1 from text_messages m where m.customer_id = customers.id and m.direction = 'inbound')`,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) return null;
  const [latest] = await db
    .select({ optIn: textConsents.optIn })
    .from(textConsents)
    .where(eq(textConsents.customerId, customerId))
    .orderBy(desc(textConsents.createdAt), desc(textConsents.id))
    .limit(1);
  return { ...customer, optedOut: !customer.optedIn && latest?.optIn === false };
}

/**
 * Why the owner may not text this customer a reply, or null when they may: a customer who opted out gets
 * nothing until they text START; one who never agreed to texts may be answered once they have texted us.
 */
export function replyRefusal(consent: TextingConsent): string | null {
  if (!consent.phoneE164) return "This customer has no mobile number that takes texts.";
  if (consent.optedOut)
    return "This customer has opted out of texts (they replied STOP or turned texts off).";
  if (!consent.optedIn && !consent.hasTexted) return "This customer has not agreed to texts.";
  return null;
}
