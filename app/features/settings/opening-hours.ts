/**
 * Opening hours for search engines, derived from the hours text the admin edits
 * ("Mon-Fri: 8AM-5PM, Sat: 9AM-2PM, Sun: Closed"), so the text stays the one source of truth.
 * Parts that cannot be read with certainty are left out: no hours is better than wrong hours.
 */

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type DayOfWeek = (typeof DAYS)[number];

export interface OpeningHours {
  days: DayOfWeek[];
  /** 24-hour "HH:MM". */
  opens: string;
  closes: string;
}

const DAY_WORD = "[a-z]{3,9}\\.?";
const TIME = "\\d{1,2}(?::\\d{2})?\\s*[ap]\\.?m\\.?|noon|midnight";
const SEGMENT = new RegExp(
  `(${DAY_WORD}(?:\\s*(?:-|–|to|through|thru)\\s*${DAY_WORD})?)\\s*:?\\s*(closed|(?:${TIME})\\s*(?:-|–|to)\\s*(?:${TIME}))`,
  "gi",
);

function dayIndex(word: string): number | undefined {
  const w = word.toLowerCase().replace(/\.$/, "");
  const index = DAYS.findIndex((day) => day.toLowerCase().startsWith(w.slice(0, 3)));
  // "Tues", "Thurs", "Weds" and full names are fine; a word that is not a day prefix is not.
  if (index < 0) return undefined;
  const day = DAYS[index]!.toLowerCase();
  const known = [day, day.slice(0, 3), day.slice(0, 4), day.slice(0, 5), "weds"];
  return known.includes(w) ? index : undefined;
}

function dayRange(text: string): DayOfWeek[] | undefined {
  const [first, last] = text.split(/\s*(?:-|–|to|through|thru)\s*/i);
  const from = dayIndex(first!);
  const to = last === undefined ? from : dayIndex(last);
  if (from === undefined || to === undefined || to < from) return undefined;
  return DAYS.slice(from, to + 1);
}

function to24h(time: string): string | undefined {
  const t = time.toLowerCase().replace(/\s|\./g, "");
  if (t === "noon") return "12:00";
  if (t === "midnight") return "00:00";
  const match = /^(\d{1,2})(?::(\d{2}))?([ap])m$/.exec(t);
  if (!match) return undefined;
  const hour = Number(match[1]);
  const minute = Number(match[2] ?? "0");
  if (hour < 1 || hour > 12 || minute > 59) return undefined;
  const h24 = (hour % 12) + (match[3] === "p" ? 12 : 0);
  return `${String(h24).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

/** The open days and times the text states; closed days are simply absent. */
export function parseOpeningHours(text: string): OpeningHours[] {
  const result: OpeningHours[] = [];
  for (const [, daysText, timesText] of text.matchAll(SEGMENT)) {
    const days = dayRange(daysText!);
    if (!days || /^closed$/i.test(timesText!)) continue;
    const [opensText, closesText] = timesText!.split(/\s*(?:-|–|to)\s*(?=\d|noon|midnight)/i);
    const opens = to24h(opensText!);
    const closes = closesText === undefined ? undefined : to24h(closesText);
    if (opens && closes) result.push({ days, opens, closes });
  }
  return result;
}

/** schema.org openingHours text: "Mo-Fr 08:00-17:00". */
export function openingHoursText({ days, opens, closes }: OpeningHours): string {
  const short = (day: DayOfWeek) => day.slice(0, 2);
  const span = days.length === 1 ? short(days[0]!) : `${short(days[0]!)}-${short(days[days.length - 1]!)}`;
  return `${span} ${opens}-${closes}`;
}
