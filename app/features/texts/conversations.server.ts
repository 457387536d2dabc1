/**
 * The inbox's text conversations (docs/texts.md): each customer's texts, in and out, with the count of theirs
 * the owner has not read, and the owner's reply, sent as a text through the queue. A reply is not held for
 * quiet hours nor counted in the daily limit: the owner answers a customer who wrote.
 */
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { DomainError, invalid, notFound } from "~/lib/domain-error";
import type { Db } from "~db/client.server";
import { customers, textMessages } from "~db/schema";
import type { ConversationMessage, ConversationSummary } from "./conversation";
import { sentBefore } from "./send-text.server";
import { replyRefusal, storeOutboundText, textingBusiness, textingConsent } from "./text-log.server";
import { composeText, TEXT_MAX_LENGTH } from "./text-rules";

/** The latest conversations the inbox lists. */
const CONVERSATIONS_SHOWN = 200;

/** The conversations, the one with the latest text first: the owner's alerts to their own mobile are not one. */
export async function listConversations(db: Db): Promise<ConversationSummary[]> {
  const last = db
    .selectDistinctOn([textMessages.customerId], {
      customerId: textMessages.customerId,
      body: textMessages.body,
      direction: textMessages.direction,
      at: textMessages.createdAt,
    })
    .from(textMessages)
    .where(sql`${textMessages.customerId} is not null`)
    .orderBy(textMessages.customerId, desc(textMessages.createdAt), desc(textMessages.id))
    .as("last");
  const rows = await db
    .select({
      id: customers.id,
      name: customers.name,
      phone: customers.phoneE164,
      body: last.body,
      direction: last.direction,
      at: last.at,
      unread: sql<number>`(select count(*)::int from text_messages m where m.customer_id = customers.id and m.direction = 'inbound' and m.read_at is null)`,
    })
    .from(last)
    .innerJoin(customers, eq(customers.id, last.customerId))
    .orderBy(desc(last.at), desc(customers.id))
    .limit(CONVERSATIONS_SHOWN);
  return rows.map(({ id, name, phone, body, direction, at, unread }) => ({
    customer: { id, name, phone },
    lastMessage: { body, direction: direction as ConversationMessage["direction"], at: at.toISOString() },
    unread,
  }));
}

/** Texts from customers the owner has not read yet (the inbox's Texts tab). */
export async function unreadTextCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(textMessages)
    .where(
      and(
        eq(textMessages.direction, "inbound"),
        isNull(textMessages.readAt),
        sql`${textMessages.customerId} is not null`,
      ),
    );
  return row?.count ?? 0;
}

const customerNotFound = () => notFound("Customer not found");

/** Who the conversation is with, and why the owner may not answer (null when they may). */
export async function conversationPartner(db: Db, customerId: number) {
  const [customer] = await db
    .select({ id: customers.id, name: customers.name, phone: customers.phoneE164 })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) throw customerNotFound();
  const consent = await textingConsent(db, customerId);
  return { ...customer, replyRefusal: consent ? replyRefusal(consent) : null };
}
export type ConversationPartner = Awaited<ReturnType<typeof conversationPartner>>;

/** A customer's texts, oldest first. Reading them changes nothing (markConversationRead does). */
export async function conversationThread(db: Db, customerId: number): Promise<ConversationMessage[]> {
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) throw customerNotFound();
  const rows = await db
    .select({
      id: textMessages.id,
      direction: textMessages.direction,
      body: textMessages.body,
      status: textMessages.status,
      at: textMessages.createdAt,
    })
    .from(textMessages)
    .where(eq(textMessages.customerId, customerId))
    .orderBy(asc(textMessages.createdAt), asc(textMessages.id));
  return rows.map(messageOf);
}

const messageOf = (row: { id: number; direction: string; body: string; status: string; at: Date }) =>
  ({ ...row, at: row.at.toISOString() }) as ConversationMessage;

export async function markConversationRead(db: Db, customerId: number, now = new Date()): Promise<void> {
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) throw customerNotFound();
  await markInboundRead(db, customerId, now);
}

/** The customer's texts to the business, all read by `now`. */
async function markInboundRead(db: Pick<Db, "update">, customerId: number, now: Date) {
  await db
    .update(textMessages)
    .set({ readAt: now })
    .where(
      and(
        eq(textMessages.customerId, customerId),
        eq(textMessages.direction, "inbound"),
        isNull(textMessages.readAt),
      ),
    );
}

/**
 * The owner's reply to a customer, queued as a text (the worker sends it at once) and the conversation
 * marked read. 404 for no such customer; 409 when they may not be texted (no number, opted out, never agreed
 * and never wrote); 400 when the business's name and the opt-out line make it longer than a text may be.
 */
export async function replyToCustomer(
  db: Db,
  customerId: number,
  text: string,
  now = new Date(),
): Promise<ConversationMessage> {
  return db.transaction(async (tx) => {
    // Locked: a STOP arriving meanwhile is applied before or after this reply, never across it.
    const [customer] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for("update");
    if (!customer) throw customerNotFound();
    const consent = await textingConsent(tx, customerId);
    const refusal = consent ? replyRefusal(consent) : null;
    if (refusal) throw new DomainError("conflict", refusal);
    const to = consent!.phoneE164!;
    const business = await textingBusiness(tx);
    const sent = composeText(business.name, text, { firstToNumber: !(await sentBefore(tx, to)) });
    if (sent.length > TEXT_MAX_LENGTH) {
      const room = TEXT_MAX_LENGTH - (sent.length - text.trim().length);
      const most = `With the business's name${sent.includes("\n") ? " and the opt-out line" : ""}, a reply has at most ${room.toLocaleString("en-US")} characters.`;
      throw invalid(most, { text: most });
    }
    const id = await storeOutboundText(tx, {
      customerId,
      kind: "reply",
      toNumber: to,
      body: text.trim(),
      dedupeKey: null,
      queuedAt: now,
      sendAfter: now,
      held: false,
    });
    await markInboundRead(tx, customerId, now);
    return { id: id!, direction: "outbound", body: text.trim(), status: "queued", at: now.toISOString() };
  });
}
