/**
 * The owner's day and week through the API (docs/today.md): a day's visits in time order with what the owner
 * needs on site (the customer's links, the services, their notes, the quote's photos, the job's balance),
 * the week that holds a day, refused dates, who may read them, and moving a visit to another slot under the
 * business's rules as warnings.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TodayView, WeekView } from "~/features/today/today-view";
import { addDays, businessToday } from "~/lib/dates";
import { selectRows } from "~db/rows";
import { appointments, bookings, quoteRequestPhotos, quoteRequests } from "~db/schema";
import { startAdminTestServer, type AdminTestServer } from "~tests/support/admin-session";
import { ensureSettings, freshWeekdays } from "~tests/support/booking";
import { makeVisit } from "~tests/support/fixtures";
import { approvedJobFor, scheduleVisit } from "~tests/support/job-fixtures";

let t: AdminTestServer;
const db = () => t.server.database.db;

beforeAll(async () => {
  t = await startAdminTestServer();
  await ensureSettings(db());
});
afterAll(() => t?.server.close());

/** An open weekday well ahead, whose visits are this file's alone; and the week's other open days. */
const DAY = freshWeekdays().find((date) => date >= addDays(businessToday(), 30))!;
const readDay = async (date: string) => {
  const res = await t.admin.fetch(`/api/admin/today?date=${date}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as TodayView;
};
const message = async (res: Response) => ((await res.json()) as { message: string }).message;

/** A quote request from `email` with its photos (site paths), sent `createdAt`. */
async function quoteWithPhotos(email: string, urls: string[], createdAt: Date) {
  const [request] = await db()
    .insert(quoteRequests)
    .values({
      name: "Quinn Quote",
      email,
      phone: "325-555-0111",
      serviceType: "Kitchen Remodeling",
      details: "Cabinets",
      preferredDate: DAY,
      createdAt,
    })
    .returning({ id: quoteRequests.id });
  if (urls.length > 0)
    await db()
      .insert(quoteRequestPhotos)
      .values(urls.map((url, position) => ({ quoteRequestId: request!.id, url, position })));
}

describe("GET /api/admin/today", () => {
  it("lists the day's visits in time order, each with what the owner needs on site", async () => {
    const late = await makeVisit(db(), {
      email: "late@example.com",
      name: "Lee Late",
      date: DAY,
      time: "15:00",
      serviceName: "Deck Building",
    });
    const early = await makeVisit(db(), {
      email: "early@example.com",
      name: "Erin Early",
      phone: "(325) 555-0123",
      date: DAY,
      time: "09:00",
      address: "12 Elm St, Abilene, TX",
      details: "Gate code 4412. The dog is friendly.",
    });
    // A second service line of the early visit, with the same notes: said once.
    await db().insert(appointments).values({
      bookingId: early.bookingId,
      customerId: early.customerId,
      serviceName: "Drywall Repair",
      name: "Erin Early",
      email: "early@example.com",
      phone: "(325) 555-0123",
      date: DAY,
      time: "09:00",
      quantity: 2,
      unitPrice: "50.00",
      estimatedCost: "100.00",
      status: "confirmed",
      details: "Gate code 4412. The dog is friendly.",
    });
    const cancelled = await makeVisit(db(), {
      email: "gone@example.com",
      name: "Cal Cancelled",
      date: DAY,
      time: "11:00",
      status: "cancelled",
    });
    await makeVisit(db(), { email: "other-day@example.com", date: addDays(DAY, 1), time: "09:00" });
    // The latest quote request's photos; an older request's are not shown.
    await quoteWithPhotos("early@example.com", ["/media/old.webp"], new Date("2030-01-01T00:00:00Z"));
    await quoteWithPhotos(
      "early@example.com",
      ["/media/kitchen-1.webp", "/media/kitchen-2.webp"],
      new Date("2030-02-01T00:00:00Z"),
    );

    const day = await readDay(DAY);
    expect(day.date).toBe(DAY);
    expect(day.visits.map((visit) => visit.bookingId)).toEqual([
      early.bookingId,
      cancelled.bookingId,
      late.bookingId,
    ]);
    expect(day.visits[0]).toEqual({
      bookingId: early.bookingId,
      appointmentId: early.appointmentId,
      date: DAY,
      time: "09:00",
      status: "confirmed",
      customer: { name: "Erin Early", phone: "(325) 555-0123", email: "early@example.com" },
      address: "12 Elm St, Abilene, TX",
      services: ["Fence Repair", "Drywall Repair × 2"],
      notes: "Gate code 4412. The dog is friendly.",
      photos: ["/media/kitchen-1.webp", "/media/kitchen-2.webp"],
      startedAt: null,
      onMyWayAt: null,
      onMyWayMinutes: null,
    });
    expect(day.visits[1]).toMatchObject({ status: "cancelled", customer: { name: "Cal Cancelled" } });
    expect(day.visits[2]).toMatchObject({ services: ["Deck Building"], photos: [], notes: "" });
    expect(day.visits[2]).not.toHaveProperty("estimateId");
    expect(day.visits[2]).not.toHaveProperty("balance");
  });

  it("gives a job's visit its job and the job's balance", async () => {
    const date = addDays(DAY, 2);
    const job = await approvedJobFor({ db: db(), admin: t.admin, anonymous: t.anonymous });
    await scheduleVisit(t.admin, job.id, date, "10:00");
    const [visit] = (await readDay(date)).visits;
    // $2,250.00 approved, its $675.00 deposit paid.
    expect(visit).toMatchObject({ estimateId: job.id, balance: "1575.00", status: "confirmed" });
  });

  it("reads today when no date is given, and refuses a date that is not one (400)", async () => {
    expect((await (await t.admin.fetch("/api/admin/today")).json()).date).toBe(businessToday());
    for (const date of ["2026-02-30", "tomorrow", "2026-1-5"]) {
      const res = await t.admin.fetch(`/api/admin/today?date=${date}`);
      expect(res.status, date).toBe(400);
      expect(await res.json()).toEqual({
        message: "Please give a date like 2026-06-01",
        errors: { date: "Please give a date like 2026-06-01" },
      });
    }
  });

  it("answers 401 to a visitor and 403 to a customer", async () => {
    for (const path of [`/api/admin/today?date=${DAY}`, `/api/admin/week?date=${DAY}`]) {
      expect((await t.anonymous.fetch(path)).status).toBe(401);
      expect((await t.customer.fetch(path)).status).toBe(403);
      expect((await t.admin.fetch(path)).status).toBe(200);
    }
  });
});

describe("GET /api/admin/week", () => {
  it("lists the visits from the Monday to the Sunday of the day's week, in time order", async () => {
    const res = await t.admin.fetch(`/api/admin/week?date=${DAY}`);
    expect(res.status).toBe(200);
    const week = (await res.json()) as WeekView;
    expect(new Date(`${week.from}T12:00:00Z`).getUTCDay()).toBe(1);
    expect(week.to).toBe(addDays(week.from, 6));
    expect(week.from <= DAY && DAY <= week.to).toBe(true);
    const starts = week.visits.map((visit) => `${visit.date}T${visit.time}`);
    expect(starts).toEqual([...starts].sort());
    expect(week.visits.every((visit) => visit.date >= week.from && visit.date <= week.to)).toBe(true);
    expect(week.visits.some((visit) => visit.date === DAY)).toBe(true);
  });
});

describe("POST /api/admin/visits/{bookingId}/move", () => {
  const move = (bookingId: number, body: object) => t.admin.post(`/api/admin/visits/${bookingId}/move`, body);
  const slotOf = async (bookingId: number) => {
    const [row] = await db()
      .select({ date: bookings.date, time: bookings.time })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    return row;
  };
  const queuedChangeMails = async (bookingId: number) => {
    const [{ count }] = await selectRows<{ count: number }>(
      db(),
      sql`select count(*)::int as count from pgboss.job
        where name = 'mail.visit-change' and (data->>'bookingId')::int = ${bookingId}`,
    );
    return count;
  };

  it("moves the visit and its appointments to a free slot, and tells the customer", async () => {
    const visit = await makeVisit(db(), { email: "mover@example.com", date: addDays(DAY, 7), time: "09:00" });
    const res = await move(visit.bookingId, { date: addDays(DAY, 7), time: "13:00" });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ bookingId: visit.bookingId, date: addDays(DAY, 7), time: "13:00" });
    expect(await slotOf(visit.bookingId)).toEqual({ date: addDays(DAY, 7), time: "13:00" });
    const [line] = await db().select().from(appointments).where(eq(appointments.id, visit.appointmentId));
    expect(line).toMatchObject({ date: addDays(DAY, 7), time: "13:00" });
    expect(await queuedChangeMails(visit.bookingId)).toBe(1);
  });

  it("warns of the business's rules (a closed day, a taken slot) until the owner confirms", async () => {
    const date = addDays(DAY, 8);
    const visit = await makeVisit(db(), { email: "warned@example.com", date, time: "09:00" });
    const taken = await makeVisit(db(), {
      email: "taken@example.com",
      name: "Tia Taken",
      date,
      time: "11:00",
    });
    const sunday = addDays(DAY, 7 - new Date(`${DAY}T12:00:00Z`).getUTCDay() + 7);

    const closed = await move(visit.bookingId, { date: sunday, time: "10:00" });
    expect(closed.status).toBe(409);
    expect(await closed.json()).toEqual({
      message:
        "That time falls on a day or at an hour the business does not take visits, or over another visit.",
      conflicts: [{ date: sunday, time: "10:00", reason: "Closed on Sundays" }],
    });
    const over = await move(visit.bookingId, { date, time: "11:00" });
    expect(over.status).toBe(409);
    expect(((await over.json()) as { conflicts: unknown[] }).conflicts).toEqual([
      { date, time: "11:00", reason: "Overlaps the visit of Tia Taken at 11:00 AM" },
    ]);
    expect(await slotOf(visit.bookingId)).toEqual({ date, time: "09:00" });
    expect(await queuedChangeMails(visit.bookingId)).toBe(0);

    const confirmed = await move(visit.bookingId, { date, time: "11:00", confirmOutsideHours: true });
    expect(confirmed.status).toBe(200);
    expect(await slotOf(visit.bookingId)).toEqual({ date, time: "11:00" });
    expect(await slotOf(taken.bookingId)).toEqual({ date, time: "11:00" });
  });

  it("refuses the past, a visit no longer to come, a missing visit and a bad slot", async () => {
    const done = await makeVisit(db(), {
      email: "done@example.com",
      date: addDays(DAY, 9),
      status: "completed",
    });
    const past = await move(done.bookingId, { date: businessToday(), time: "00:00" });
    expect(past.status).toBe(400);
    const finished = await move(done.bookingId, { date: addDays(DAY, 10), time: "10:00" });
    expect(finished.status).toBe(409);
    expect(await message(finished)).toBe("Only a visit still to come can be moved.");
    const missing = await move(999_999, { date: addDays(DAY, 10), time: "10:00" });
    expect(missing.status).toBe(404);
    expect(await message(missing)).toBe("Visit not found");
    const bad = await move(done.bookingId, { date: "2030-02-30", time: "25:00" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors).toEqual({
      date: "Please choose the new date",
      time: "Please choose the new time",
    });
  });
});
