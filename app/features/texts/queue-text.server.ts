/**
 * Queuing a text (docs/texts.md): the flows of the events the site texts about call these, inside their own
 * transaction when they have one, so that the text is stored (and its job announced) with the event or not
 * at all. The text is sent by the job queue (send-text.server.ts), which applies the rules again when it goes.
 */
import { eq } from "drizzle-orm";
import type { Db } from "~db/client.server";
import { customers } from "~db/schema";
import { storeOutboundText, textingBusiness, type Tx } from "./text-log.server";
import { goesInQuietHours, isQuietHour, quietHoursEnd, type TextKind } from "./text-rules";

export type { TextKind } from "./text-rules";

/** When a text of this kind queued at `now` may go: now, or held until 8 AM. */
function timing(kind: TextKind, now: Date): { sendAfter: Date; held: boolean } {
  if (goesInQuietHours(kind) || !isQuietHour(now)) return { sendAfter: now, held: false };
  return { sendAfter: quietHoursEnd(now), held: true };
}

function checkBody(body: string) {
  // The callers write these texts: an empty one is a bug, not a customer's input.
  if (body.trim() === "") throw new Error("A text needs a body");
}

/**
 * Queues a text to a customer if they opted in and have a number that takes texts; else writes nothing and
 * says why. `dedupeKey` makes it once per customer and reason (a replayed event queues nothing new). `body`
 * is the message without the business name prefix or the STOP footer: the sender adds them. Call it inside
 * the caller's transaction when there is one. In quiet hours (9 PM to 8 AM business time) the text is held
 * until 8 AM, but "on my way"; over the day's limit it is held until the next morning when it is sent.
 */
export async function queueCustomerText(
  db: Db | Tx,
  input: { customerId: number; kind: TextKind; body: string; dedupeKey: string; now?: Date },
): Promise<{ queued: boolean; reason?: "no_consent" | "no_number" | "duplicate" }> {
  const { customerId, kind, body, dedupeKey, now = new Date() } = input;
  checkBody(body);
  const [customer] = await db
    .select({ phoneE164: customers.phoneE164, optedIn: customers.textOptIn })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer?.phoneE164) return { queued: false, reason: "no_number" };
  if (!customer.optedIn) return { queued: false, reason: "no_consent" };
  const id = await storeOutboundText(db, {
    customerId,
    kind,
    toNumber: customer.phoneE164,
    body: body.trim(),
    dedupeKey: `customer:${customerId}:${dedupeKey}`,
    queuedAt: now,
    ...timing(kind, now),
  });
  return id === null ? { queued: false, reason: "duplicate" } : { queued: true };
}

/**
 * Queues a text to the owner's mobile (Settings: alerts by text on, and the number) about an event the
 * owner's mail alerts also tell. No consent rule and no daily limit: the owner chose these. Quiet hours are
 * kept (an alert at 11 PM is held until 8 AM); Settings is checked again when it goes.
 */
export async function queueOwnerText(
  db: Db | Tx,
  input: { body: string; dedupeKey: string; now?: Date },
): Promise<{ queued: boolean }> {
  const { body, dedupeKey, now = new Date() } = input;
  checkBody(body);
  const business = await textingBusiness(db);
  if (!business.alertTexts || !business.ownerMobile) return { queued: false };
  const id = await storeOutboundText(db, {
    customerId: null,
    kind: "owner_alert",
    toNumber: business.ownerMobile,
    body: body.trim(),
    dedupeKey: `owner:${dedupeKey}`,
    queuedAt: now,
    ...timing("owner_alert", now),
  });
  return { queued: id !== null };
}
