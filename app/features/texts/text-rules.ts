/**
 * The rules of the site's texts (docs/texts.md): what each kind may do, quiet hours, the daily limit, the
 * words every text carries and the keywords a customer may send. Client-safe: no database here.
 */
import { addDays, businessClock, businessInstant, businessToday } from "~/lib/dates";

/** Why a text is sent: each event the site texts about, the owner's reply, a keyword's answer, an owner alert. */
export const TEXT_KINDS = [
  "reminder",
  "on_my_way",
  "visit_change",
  "estimate",
  "change_order",
  "invoice",
  "payment_reminder",
  "reply",
  "keyword",
  "owner_alert",
] as const;
export type TextKind = (typeof TEXT_KINDS)[number];

/** A text's longest body, Twilio's own limit (ten segments); the business's name and the footer included. */
export const TEXT_MAX_LENGTH = 1600;

/** Automated texts a customer gets at most in one business day (the owner's replies are not counted). */
export const DAILY_TEXT_LIMIT = 5;

/** No text goes from 9 PM to 8 AM business time, but those of the kinds below. */
const QUIET_FROM = "21:00";
const QUIET_UNTIL = "08:00";

/** The words the first text ever sent to a number ends with. */
export const STOP_FOOTER = "Reply STOP to opt out";

/**
 * Never held until morning: "on my way" is worthless later, the owner's reply answers the customer, and a
 * keyword's answer goes back at once (in the webhook's answer).
 */
export const goesInQuietHours = (kind: TextKind) =>
  kind === "on_my_way" || kind === "reply" || kind === "keyword";

/** The automated texts to a customer, which the daily limit counts. */
export const countsTowardDailyLimit = (kind: string) =>
  kind !== "reply" && kind !== "keyword" && kind !== "owner_alert";

export function isQuietHour(now: Date): boolean {
  const clock = businessClock(now);
  return clock >= QUIET_FROM || clock < QUIET_UNTIL;
}

/** The end of the quiet hours `now` is in: 8 AM business time, today before it, tomorrow after 9 PM. */
export function quietHoursEnd(now: Date): Date {
  const today = businessToday(now);
  const day = businessClock(now) < QUIET_UNTIL ? today : addDays(today, 1);
  return businessInstant(day, QUIET_UNTIL);
}

/** 8 AM business time on the day after `now`'s: when a text over the day's limit goes. */
export function nextMorning(now: Date): Date {
  return businessInstant(addDays(businessToday(now), 1), QUIET_UNTIL);
}

/** The business day `now` is in, as the instants it starts and ends at. */
export function businessDayOf(now: Date): { start: Date; end: Date } {
  const today = businessToday(now);
  return { start: businessInstant(today, "00:00"), end: businessInstant(addDays(today, 1), "00:00") };
}

/**
 * The text as sent: the business's name first (unless the body already names it: "Alex from … is on the
 * way"), then the body, and the way to stop on the first text ever sent to the number. The owner's own
 * alerts carry no footer: Settings turns them off.
 */
export function composeText(
  businessName: string,
  body: string,
  { firstToNumber }: { firstToNumber: boolean },
) {
  const named = body.includes(businessName) ? body.trim() : `${businessName}: ${body.trim()}`;
  return firstToNumber ? `${named}\n${STOP_FOOTER}` : named;
}

/** The keywords, matched on the whole text, trimmed, in any case (carriers' and Twilio's lists). */
const KEYWORDS = {
  stop: ["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"],
  start: ["START", "UNSTOP"],
  help: ["HELP"],
} as const;
export type TextKeyword = keyof typeof KEYWORDS;

export function keywordOf(body: string): TextKeyword | null {
  const word = body.trim().toUpperCase();
  for (const [keyword, words] of Object.entries(KEYWORDS) as [TextKeyword, readonly string[]][]) {
    if (words.includes(word)) return keyword;
  }
  return null;
}

/** The answer to each keyword, naming the business (and its phone, for HELP). */
export function keywordReply(keyword: TextKeyword, business: { name: string; phone: string }): string {
  switch (keyword) {
    case "stop":
      return `${business.name}: You have been unsubscribed and will get no more texts from us. Reply START to resubscribe.`;
    case "start":
      return `${business.name}: You have been resubscribed to our texts. Reply HELP for help. ${STOP_FOOTER}.`;
    case "help":
      return `${business.name}: For help, call us at ${business.phone} or reply to this text. ${STOP_FOOTER}.`;
  }
}

/** A number as people read it: +13255550123 -> (325) 555-0123; other countries' numbers as they are. */
export function formatPhoneNumber(e164: string): string {
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : e164;
}

/** An E.164 number as Twilio sends it: a plus and 8 to 15 digits. */
export const E164 = /^\+[1-9]\d{7,14}$/;
