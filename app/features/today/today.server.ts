/**
 * The visits of a day or a week (docs/today.md), read for the owner: each booking with its service lines,
 * its customer, notes and on-site state, and the photos of the customer's latest quote request. Three queries
 * whatever the number of visits. A job's balance is the jobs feature's: the workflow adds it
 * (app/workflows/today-visits.server.ts).
 */
import { and, asc, desc, eq, gte, inArray, lte } from "drizzle-orm";
import type { AppointmentStatus } from "~/lib/appointment-lifecycle";
import { addDays } from "~/lib/dates";
import { invalid } from "~/lib/domain-error";
import { isCalendarDate } from "~/lib/text-fields";
import type { Db } from "~db/client.server";
import { appointments, bookings, quoteRequestPhotos, quoteRequests } from "~db/schema";
import type { TodayVisit } from "./today-view";
import { visitStatus } from "./visit-status";

export const INVALID_DATE = "Please give a date like 2026-06-01";

/** `?date=`: a calendar date, or `fallback` (the business's today) when left out or empty; else a 400. */
export function dateParam(params: URLSearchParams, fallback: string): string {
  const value = params.get("date")?.trim() ?? "";
  if (value === "") return fallback;
  if (!isCalendarDate(value)) throw invalid(INVALID_DATE, { date: INVALID_DATE });
  return value;
}

/** The week (Monday to Sunday) that holds `date`. */
export function weekOf(date: string): { from: string; to: string } {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  const from = addDays(date, -((weekday + 6) % 7));
  return { from, to: addDays(from, 6) };
}

/** A visit as read here: the view without the job's balance. */
export type VisitRead = Omit<TodayVisit, "balance">;

type Row = Awaited<ReturnType<typeof visitRows>>[number];

const visitRows = (db: Db, from: string, to: string) =>
  db
    .select({
      bookingId: bookings.id,
      date: bookings.date,
      time: bookings.time,
      address: bookings.address,
      estimateId: bookings.estimateId,
      startedAt: bookings.startedAt,
      onMyWayAt: bookings.onMyWayAt,
      onMyWayMinutes: bookings.onMyWayMinutes,
      appointmentId: appointments.id,
      status: appointments.status,
      serviceName: appointments.serviceName,
      quantity: appointments.quantity,
      name: appointments.name,
      email: appointments.email,
      phone: appointments.phone,
      details: appointments.details,
    })
    .from(bookings)
    .innerJoin(appointments, eq(appointments.bookingId, bookings.id))
    .where(and(gte(bookings.date, from), lte(bookings.date, to)))
    .orderBy(asc(bookings.date), asc(bookings.time), asc(bookings.id), asc(appointments.id));

/** The photos of each customer's latest quote request, by the email it was sent from (stored lower-case). */
async function quotePhotosOf(db: Db, emails: string[]): Promise<Map<string, string[]>> {
  const photos = new Map<string, string[]>();
  if (emails.length === 0) return photos;
  const latest = await db
    .selectDistinctOn([quoteRequests.email], { email: quoteRequests.email, id: quoteRequests.id })
    .from(quoteRequests)
    .where(inArray(quoteRequests.email, emails))
    .orderBy(quoteRequests.email, desc(quoteRequests.createdAt), desc(quoteRequests.id));
  if (latest.length === 0) return photos;
  const emailOf = new Map(latest.map((request) => [request.id, request.email]));
  const rows = await db
    .select({ quoteRequestId: quoteRequestPhotos.quoteRequestId, url: quoteRequestPhotos.url })
    .from(quoteRequestPhotos)
    .where(inArray(quoteRequestPhotos.quoteRequestId, [...emailOf.keys()]))
    .orderBy(asc(quoteRequestPhotos.quoteRequestId), asc(quoteRequestPhotos.position));
  for (const { quoteRequestId, url } of rows) {
    const email = emailOf.get(quoteRequestId)!;
    photos.set(email, [...(photos.get(email) ?? []), url]);
  }
  return photos;
}

const serviceLine = (line: Row) =>
  line.quantity > 1 ? `${line.serviceName} × ${line.quantity}` : line.serviceName;

/** One booking's rows (its service lines, in order) as the visit the owner reads. */
function visitOf(lines: Row[]): Omit<VisitRead, "photos"> {
  const status = visitStatus(lines.map((line) => line.status as AppointmentStatus));
  // The lines still on say what the visit is; a visit called off altogether keeps all of them.
  const on = lines.filter((line) => line.status !== "cancelled");
  const shown = on.length > 0 ? on : lines;
  const first = shown[0]!;
  return {
    bookingId: first.bookingId,
    appointmentId: first.appointmentId,
    date: first.date,
    time: first.time,
    status,
    customer: { name: first.name, phone: first.phone, email: first.email },
    address: first.address,
    services: shown.map(serviceLine),
    notes: [...new Set(shown.map((line) => line.details.trim()).filter(Boolean))].join("\n\n"),
    ...(first.estimateId !== null && { estimateId: first.estimateId }),
    startedAt: first.startedAt?.toISOString() ?? null,
    onMyWayAt: first.onMyWayAt?.toISOString() ?? null,
    onMyWayMinutes: first.onMyWayMinutes,
  };
}

/** The visits from `from` through `to` (yyyy-MM-dd, inclusive), in time order, cancelled ones included. */
export async function visitsBetween(db: Db, from: string, to: string): Promise<VisitRead[]> {
  const rows = await visitRows(db, from, to);
  const byBooking = new Map<number, Row[]>();
  for (const row of rows) byBooking.set(row.bookingId, [...(byBooking.get(row.bookingId) ?? []), row]);
  const visits = [...byBooking.values()].map(visitOf);
  const photos = await quotePhotosOf(db, [...new Set(visits.map((visit) => visit.customer.email))]);
  return visits.map((visit) => ({ ...visit, photos: photos.get(visit.customer.email) ?? [] }));
}
