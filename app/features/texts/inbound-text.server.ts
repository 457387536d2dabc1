/**
 * A text a customer sent the business (Twilio's inbound webhook, docs/texts.md). A keyword (STOP, START,
 * HELP and their synonyms) is acted on and answered; any other text lands in the inbox as a conversation with
 * the customer of that number, or with a new contact when no customer has it. Each provider message id is
 * stored once: a replay changes nothing and answers nothing.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~db/client.server";
import { businessSettings, customers, textConsents, textMessages } from "~db/schema";
import { textingBusiness, type Tx } from "./text-log.server";
import { formatPhoneNumber, keywordOf, keywordReply, type TextKeyword } from "./text-rules";

export interface InboundText {
  /** The sender, E.164. */
  from: string;
  /** The business's number it was sent to. */
  to: string;
  body: string;
  /** Twilio's message SID: a replay carries the same. */
  messageSid: string;
  /** Pictures or files attached (MMS), which the inbox does not show. */
  media: number;
}

/** The reply to send back in the webhook's answer, or null for none. */
export async function receiveText(
  db: Db,
  text: InboundText,
  now = new Date(),
): Promise<{ reply: string | null }> {
  return db.transaction(async (tx) => {
    const keyword = keywordOf(text.body);
    const matched = await customersOfNumber(tx, text.from);
    // A keyword from an unknown number makes no contact: there is nothing to talk about.
    const customerId = matched[0] ?? (keyword ? null : await newContact(tx, text.from));
    const [stored] = await tx
      .insert(textMessages)
      .values({
        customerId,
        direction: "inbound",
        kind: "inbound",
        toNumber: text.to,
        fromNumber: text.from,
        body: bodyOf(text),
        status: "received",
        providerId: text.messageSid,
        // A keyword is shown in the conversation, but is nothing for the owner to read.
        readAt: keyword ? now : null,
        createdAt: now,
      })
      .onConflictDoNothing({ target: textMessages.providerId })
      .returning({ id: textMessages.id });
    if (!stored || !keyword) return { reply: null };

    const business = await textingBusiness(tx);
    if (keyword !== "help") await recordConsent(tx, keyword, matched, text, now);
    if (keyword === "stop" && business.ownerMobile === text.from) {
      await tx.update(businessSettings).set({ alertTexts: false });
    }
    const reply = keywordReply(keyword, business);
    // The answer goes back in the webhook's answer (TwiML): it is logged as sent.
    await tx.insert(textMessages).values({
      customerId,
      direction: "outbound",
      kind: "keyword",
      toNumber: text.from,
      fromNumber: text.to,
      body: reply,
      status: "sent",
      dedupeKey: `keyword:${text.messageSid}`,
      sentAt: now,
      createdAt: now,
    });
    return { reply };
  });
}

function bodyOf(text: InboundText) {
  if (text.media === 0) return text.body;
  const attached = text.media === 1 ? "1 picture or file" : `${text.media} pictures or files`;
  return `${text.body}${text.body.trim() ? "\n" : ""}(${attached} attached, not shown here)`.trim();
}

/**
 * The customers with this number, the one the conversation belongs to first: the one last texted with,
 * else the newest.
 */
async function customersOfNumber(tx: Tx, phoneE164: string): Promise<number[]> {
  const rows = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.phoneE164, phoneE164))
    .orderBy(
      // Spelled out: drizzle leaves a one-table query's columns unqualified, which the subquery would misread.
      sql`(select max(m.created_at) from text_messages m where m.customer_id = customers.id) desc nulls last`,
      desc(customers.id),
    );
  return rows.map((row) => row.id);
}

/**
 * A contact for a number no customer has. A customer needs an email: theirs is an address at the reserved
 * `.invalid` domain, which can never be delivered and which the mailer never sends to (docs/texts.md).
 */
export const contactEmailOf = (phoneE164: string) => `sms-${phoneE164.replace(/\D/g, "")}@contacts.invalid`;

async function newContact(tx: Tx, phoneE164: string): Promise<number> {
  const email = contactEmailOf(phoneE164);
  const phone = formatPhoneNumber(phoneE164);
  await tx
    .insert(customers)
    .values({ email, name: `Text from ${phone}`, phone, phoneE164 })
    .onConflictDoNothing({ target: customers.email });
  const [contact] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.email, email));
  return contact!.id;
}

/**
 * STOP: every customer of the number stops getting texts at once, their texts still waiting are dropped, and
 * the word is kept with the time. START: they get texts again.
 */
async function recordConsent(
  tx: Tx,
  keyword: Exclude<TextKeyword, "help">,
  customerIds: number[],
  text: InboundText,
  now: Date,
) {
  if (customerIds.length === 0) return;
  const optIn = keyword === "start";
  await tx.update(customers).set({ textOptIn: optIn }).where(inArray(customers.id, customerIds));
  await tx.insert(textConsents).values(
    customerIds.map((customerId) => ({
      customerId,
      optIn,
      source: "keyword",
      wording: text.body.trim(),
      phoneE164: text.from,
      createdAt: now,
    })),
  );
  if (optIn) return;
  await tx
    .update(textMessages)
    .set({ status: "skipped", error: "The customer opted out of texts" })
    .where(
      and(
        inArray(textMessages.customerId, customerIds),
        eq(textMessages.direction, "outbound"),
        inArray(textMessages.status, ["queued", "held"]),
      ),
    );
}
