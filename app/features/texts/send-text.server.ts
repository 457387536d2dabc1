/**
 * Sending one text of the log, the `texts.send` job (docs/texts.md). The row is locked while it is decided
 * and handed to the provider, and only a `queued` or `held` row is sent, so a text goes once however many
 * jobs or workers reach it. The rules are applied again as it goes: the customer may have said STOP since it
 * was queued, the night may have come, or the day's limit been reached.
 */
import { and, eq, gte, inArray, lt, notInArray, sql } from "drizzle-orm";
import { enqueueInTransaction } from "~/lib/queue/enqueue-in-transaction.server";
import type { JobQueue } from "~/lib/queue/job-catalog";
import type { Db } from "~db/client.server";
import { textMessages } from "~db/schema";
import { sendJobKey, textingBusiness, textingConsent, replyRefusal, type Tx } from "./text-log.server";
import { TextRefused, type TextProvider } from "./text-provider.server";
import {
  businessDayOf,
  composeText,
  countsTowardDailyLimit,
  DAILY_TEXT_LIMIT,
  goesInQuietHours,
  isQuietHour,
  nextMorning,
  quietHoursEnd,
  TEXT_KINDS,
  TEXT_MAX_LENGTH,
  type TextKind,
} from "./text-rules";

export interface TextSendDeps {
  db: Db;
  texts: TextProvider;
  /** The site's public address: the provider reports delivery to its status webhook. */
  siteUrl: string;
}

/** A text that could not go for this long after it was due is not sent at all: it would come too late. */
const STALE_AFTER_MS = 12 * 60 * 60 * 1000;

/** Statuses of a text the provider took: what "sent before" and the day's count look at. */
const HANDED_OVER = ["sent", "delivered", "undelivered"] as const;
/** The kinds the daily limit leaves out. */
const UNLIMITED_KINDS = TEXT_KINDS.filter((kind) => !countsTowardDailyLimit(kind));

export type SendOutcome = "sent" | "held" | "skipped" | "failed" | "not_due" | "done";

type TextRow = typeof textMessages.$inferSelect;

export async function sendText(deps: TextSendDeps, textId: number, now = new Date()): Promise<SendOutcome> {
  try {
    return await deps.db.transaction((tx) => decideAndSend(tx, deps, textId, now));
  } catch (error) {
    // Rolled back, the text is still waiting: its row says why it did not go yet, its job tries again.
    const reason = error instanceof Error ? error.message.split("\n")[0]!.slice(0, 300) : String(error);
    await deps.db
      .update(textMessages)
      .set({ error: `Not sent yet: ${reason}` })
      .where(and(eq(textMessages.id, textId), inArray(textMessages.status, ["queued", "held"])))
      .catch(() => {});
    throw error;
  }
}

async function decideAndSend(tx: Tx, deps: TextSendDeps, textId: number, now: Date): Promise<SendOutcome> {
  const [text] = await tx.select().from(textMessages).where(eq(textMessages.id, textId)).for("update");
  if (!text || text.direction !== "outbound" || (text.status !== "queued" && text.status !== "held")) {
    return "done";
  }
  const due = text.sendAfter ?? text.createdAt;
  // A job that runs early (retried by hand) leaves the text to the job of its time.
  if (due > now) return "not_due";
  const kind = text.kind as TextKind;
  if (now.getTime() - due.getTime() > STALE_AFTER_MS) return skip(tx, text, "Not sent in time");

  const business = await textingBusiness(tx);
  let to = text.toNumber;
  if (kind === "owner_alert") {
    if (!business.alertTexts || !business.ownerMobile) {
      return skip(tx, text, "Alerts by text are off in Settings");
    }
    to = business.ownerMobile;
  } else if (text.customerId !== null) {
    // The customer's texts are decided one at a time: the day's count below cannot be read twice at once.
    await tx.execute(sql`select 1 from customers where id = ${text.customerId} for update`);
    const consent = await textingConsent(tx, text.customerId);
    if (!consent) return skip(tx, text, "The customer was deleted");
    const refusal =
      kind === "reply"
        ? replyRefusal(consent)
        : !consent.phoneE164
          ? "No number that takes texts"
          : consent.optedIn
            ? null
            : "The customer opted out of texts";
    if (refusal) return skip(tx, text, refusal);
    to = consent.phoneE164!;
  }

  if (!goesInQuietHours(kind) && isQuietHour(now)) return hold(tx, text, quietHoursEnd(now));
  if (text.customerId !== null && countsTowardDailyLimit(kind)) {
    const sentToday = await automatedTextsSentToday(tx, text.customerId, now);
    if (sentToday >= DAILY_TEXT_LIMIT) {
      // "On my way" tomorrow morning would be wrong: it is dropped instead.
      return kind === "on_my_way"
        ? skip(tx, text, `The day's limit of ${DAILY_TEXT_LIMIT} texts was reached`)
        : hold(tx, text, nextMorning(now));
    }
  }

  const firstToNumber = kind !== "owner_alert" && !(await sentBefore(tx, to));
  const body = composeText(business.name, text.body, { firstToNumber });
  if (body.length > TEXT_MAX_LENGTH) return fail(tx, text, `Longer than ${TEXT_MAX_LENGTH} characters`);
  let handedOver: { providerId: string; from: string };
  try {
    handedOver = await deps.texts.send({
      to,
      body,
      statusCallback: `${deps.siteUrl}/api/webhooks/sms/status`,
    });
  } catch (error) {
    if (error instanceof TextRefused) return fail(tx, text, error.message);
    throw error;
  }
  await tx
    .update(textMessages)
    .set({
      status: "sent",
      toNumber: to,
      fromNumber: handedOver.from,
      body,
      providerId: handedOver.providerId,
      sentAt: now,
      error: null,
    })
    .where(eq(textMessages.id, text.id));
  return "sent";
}

async function skip(tx: Tx, text: TextRow, reason: string): Promise<SendOutcome> {
  await tx.update(textMessages).set({ status: "skipped", error: reason }).where(eq(textMessages.id, text.id));
  return "skipped";
}

async function fail(tx: Tx, text: TextRow, reason: string): Promise<SendOutcome> {
  await tx.update(textMessages).set({ status: "failed", error: reason }).where(eq(textMessages.id, text.id));
  return "failed";
}

/** Held until `until`: the text's job for then is queued when this transaction commits. */
async function hold(tx: Tx, text: TextRow, until: Date): Promise<SendOutcome> {
  await tx
    .update(textMessages)
    .set({ status: "held", sendAfter: until, error: null })
    .where(eq(textMessages.id, text.id));
  await enqueueInTransaction(
    tx,
    "texts.send",
    { textId: text.id },
    { key: sendJobKey(text.id, until), startAfter: until },
  );
  return "held";
}

/** The automated texts (countsTowardDailyLimit) handed over to the customer in `now`'s business day. */
async function automatedTextsSentToday(tx: Tx, customerId: number, now: Date): Promise<number> {
  const { start, end } = businessDayOf(now);
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(textMessages)
    .where(
      and(
        eq(textMessages.customerId, customerId),
        eq(textMessages.direction, "outbound"),
        notInArray(textMessages.kind, UNLIMITED_KINDS),
        inArray(textMessages.status, [...HANDED_OVER]),
        gte(textMessages.sentAt, start),
        lt(textMessages.sentAt, end),
      ),
    );
  return row?.count ?? 0;
}

/** Whether anything was ever texted to this number (the STOP footer goes on the first text only). */
export async function sentBefore(tx: Db | Tx, to: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: textMessages.id })
    .from(textMessages)
    .where(
      and(
        eq(textMessages.toNumber, to),
        eq(textMessages.direction, "outbound"),
        inArray(textMessages.status, [...HANDED_OVER]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Texts due and still waiting, oldest first, at most this many a run. */
const DUE_BATCH = 500;

/**
 * The `texts.send-due` sweep: each text due by `now` and not sent gets its job (keyed as when it was queued,
 * so one already queued is not queued again). It catches the announcements no worker heard.
 */
export async function queueDueTexts({ db, jobs }: { db: Db; jobs: JobQueue }, now = new Date()) {
  const due = await db
    .select({ id: textMessages.id, sendAfter: textMessages.sendAfter, createdAt: textMessages.createdAt })
    .from(textMessages)
    .where(
      and(
        eq(textMessages.direction, "outbound"),
        inArray(textMessages.status, ["queued", "held"]),
        sql`coalesce(${textMessages.sendAfter}, ${textMessages.createdAt}) <= ${now}`,
      ),
    )
    .orderBy(textMessages.id)
    .limit(DUE_BATCH);
  let queued = 0;
  for (const text of due) {
    const key = sendJobKey(text.id, text.sendAfter ?? text.createdAt);
    if (await jobs.enqueue("texts.send", { textId: text.id }, { key })) queued++;
  }
  return queued;
}
