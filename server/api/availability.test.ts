/**
 * GET /api/availability and POST /api/book against the rules of when visits may be booked: the day's slots,
 * taken and past ones unavailable; closed days, days off, too soon and too far refused.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { CLOSED_DAY, DAY_OFF, OUTSIDE_HOURS, TOO_FAR } from "~/features/availability/visit-rules";
import { TIME_SLOTS } from "~/features/booking/booking.schema";
import { addDays, businessToday } from "~/lib/dates";
import { daysOff } from "~db/schema";
import { bookingBody, freshDate, FRESH_DATES_UNTIL, makeService } from "~tests/support/booking";
import { bookingTestServer } from "~tests/support/booking-server";

const t = bookingTestServer();
const { db, book } = t;
const get = async (query: string) => {
  const res = await fetch(`${t.server().url}/api/availability${query}`);
  return { status: res.status, body: await res.json() };
};

/** The first date from `from` days ahead on that falls on `weekday` (0 Sunday .. 6 Saturday). */
function nextWeekday(weekday: number, from: number): string {
  let date = addDays(businessToday(), from);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== weekday) date = addDays(date, 1);
  return date;
}

let service: number;
// A Wednesday in the last days of the horizon, past the dates the other tests book, made a day off.
const dayOff = nextWeekday(3, FRESH_DATES_UNTIL + 1);
beforeAll(async () => {
  service = await makeService(db());
  await db().insert(daysOff).values({ startsOn: dayOff, endsOn: dayOff, note: "Staff training" });
});

describe("GET /api/availability?date=", () => {
  it("lists a weekday's 9 slots with taken ones unavailable", async () => {
    const date = freshDate();
    await book(bookingBody([{ serviceId: service }], { date, time: "13:00" }));
    const { status, body } = await get(`?date=${date}`);
    expect(status).toBe(200);
    expect(body.date).toBe(date);
    expect(body.slots.map((s: { time: string }) => s.time)).toEqual(TIME_SLOTS);
    expect(body.slots.filter((s: { available: boolean }) => !s.available)).toEqual([
      { time: "13:00", available: false },
    ]);
  });

  it("offers Saturday until 1:00 PM, nothing on Sunday or a day off", async () => {
    const saturday = await get(`?date=${nextWeekday(6, 2)}`);
    expect(saturday.body.slots).toEqual(
      ["09:00", "10:00", "11:00", "12:00", "13:00"].map((time) => ({ time, available: true })),
    );
    const sunday = await get(`?date=${nextWeekday(0, 2)}`);
    expect(sunday.body).toMatchObject({ slots: [], reason: CLOSED_DAY });
    expect((await get(`?date=${dayOff}`)).body).toMatchObject({ slots: [], reason: DAY_OFF });
  });

  it("marks every slot unavailable before the notice and past the horizon", async () => {
    const past = await get("?date=2020-01-06");
    expect(past.body.slots).toHaveLength(9);
    expect(past.body.slots.every((s: { available: boolean }) => !s.available)).toBe(true);
    const far = await get(`?date=${nextWeekday(1, 91)}`);
    expect(far.body.reason).toBe(TOO_FAR);
    expect(far.body.slots.every((s: { available: boolean }) => !s.available)).toBe(true);
  });

  it("answers 400 for a bad or empty date", async () => {
    for (const query of ["?date=2030-13-01", "?date=tomorrow", "?date="]) {
      const { status, body } = await get(query);
      expect(status, query).toBe(400);
      expect(body.message).toEqual(expect.any(String));
    }
  });

  it("takes dates from 1900-01-01 to 9999-12-31 and answers 400 for others, year 0000 included", async () => {
    for (const date of ["1900-01-01", "9999-12-31"]) {
      expect((await get(`?date=${date}`)).status, date).toBe(200);
    }
    for (const date of ["0000-01-01", "1899-12-31"]) {
      const { status, body } = await get(`?date=${date}`);
      expect(status, date).toBe(400);
      expect(body).toEqual({ message: "Please select a date", errors: { date: "Please select a date" } });
    }
  });
});

describe("GET /api/availability (the calendar's window)", () => {
  it("runs from the notice to the horizon; closed days, days off and full days are not available", async () => {
    const date = freshDate();
    for (const time of TIME_SLOTS) {
      expect((await book(bookingBody([{ serviceId: service }], { date, time }))).status, time).toBe(201);
    }
    const { status, body } = await get("");
    expect(status).toBe(200);
    expect(body.lastDate).toBe(addDays(businessToday(), 90));
    expect(body.firstDate > businessToday()).toBe(true);
    expect(body.firstDate <= addDays(businessToday(), 2)).toBe(true);
    const days = new Map(body.days.map((d: { date: string; available: boolean }) => [d.date, d.available]));
    expect(body.days[0].date).toBe(body.firstDate);
    expect(body.days.at(-1).date).toBe(body.lastDate);
    expect(days.get(date)).toBe(false);
    expect(days.get(dayOff)).toBe(false);
    expect(days.get(nextWeekday(0, 2))).toBe(false);
    expect(days.get(nextWeekday(6, 2))).toBe(true);
    // A Tuesday other than the one filled above (the fresh dates may land on the first one).
    const tuesday = [nextWeekday(2, 2), nextWeekday(2, 9)].find((d) => d !== date);
    expect(days.get(tuesday)).toBe(true);
  });
});

describe("POST /api/book follows the rules", () => {
  const refused = async (date: string, time: string, errors: Record<string, string>) => {
    const res = await book(bookingBody([{ serviceId: service }], { date, time }));
    expect(res.status, `${date} ${time}`).toBe(400);
    expect((await res.json()).errors).toEqual(errors);
  };

  it("refuses Sunday, a day off, past the horizon and Saturday after 1:00 PM", async () => {
    await refused(nextWeekday(0, 2), "10:00", { date: CLOSED_DAY });
    await refused(dayOff, "10:00", { date: DAY_OFF });
    await refused(nextWeekday(1, 91), "10:00", { date: TOO_FAR });
    const saturday = nextWeekday(6, 9);
    await refused(saturday, "14:00", { time: OUTSIDE_HOURS });
    expect(
      (await book(bookingBody([{ serviceId: service }], { date: saturday, time: "13:00" }))).status,
    ).toBe(201);
  });
});
