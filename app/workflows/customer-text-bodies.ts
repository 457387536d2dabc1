/**
 * What each text to a customer says (docs/texts.md, "What is texted"): short, naming what and when, with the
 * link the matching mail carries. The sender puts the business's name in front and, the first time, the
 * STOP footer after: neither is written here.
 */
import { formatLongDate, formatTime12h, formatWeekdayDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";

/** "Friday, September 18, 2026 at 9:00 AM" */
const when = (date: string, time: string) => `${formatWeekdayDate(date)} at ${formatTime12h(time)}`;

/** A visit's services as one phrase: "Plumbing Repair", "Plumbing Repair and 2 more". */
export function servicesPhrase(services: readonly string[]): string {
  const [first, ...rest] = services;
  if (!first) return "your visit";
  return rest.length === 0 ? first : `${first} and ${rest.length} more`;
}

export const reminderText = (v: { date: string; time: string; services: readonly string[]; link: string }) =>
  `Reminder: your visit (${servicesPhrase(v.services)}) is ${when(v.date, v.time)}. See, move or cancel it: ${v.link}`;

export const visitMovedText = (v: { date: string; time: string; link?: string }) =>
  `We moved your visit to ${when(v.date, v.time)}.${v.link ? ` See it: ${v.link}` : ""}`;

export const visitCancelledText = (v: { date: string; time: string; service: string; phone: string }) =>
  `We cancelled your visit (${v.service}) of ${when(v.date, v.time)}. Questions? Call us at ${v.phone}.`;

export const estimateText = (e: { number: number; title: string; link: string }) =>
  `Your estimate #${e.number} (${e.title}) is ready. See and approve it: ${e.link}`;

export const changeOrderText = (c: { number: string; title: string; link: string }) =>
  `Change order ${c.number} (${c.title}) is ready for your approval: ${c.link}`;

export const invoiceText = (i: { number: string; balance: string; dueDate: string; link: string }) =>
  `Invoice ${i.number} for ${formatMoney(i.balance)} is ready, due ${formatLongDate(i.dueDate)}. Pay online: ${i.link}`;

export const paymentReminderText = (i: {
  number: string;
  balance: string;
  dueDate: string;
  overdue: boolean;
  link: string;
}) =>
  `Reminder: invoice ${i.number} has ${formatMoney(i.balance)} to pay, ${i.overdue ? "was due" : "due"} ${formatLongDate(i.dueDate)}. Pay online: ${i.link}`;
