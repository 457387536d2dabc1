/** GET /api/availability: the day's slots, taken and past ones unavailable, and the dates it takes. */
import { describe, expect, it } from "vitest";
import { TIME_SLOTS } from "../../app/features/booking/booking.schema";
import { bookingBody, freshDate, makeService } from "../../tests/support/booking";
import { bookingTestServer } from "../../tests/support/booking-server";

const t = bookingTestServer();
const { db, book } = t;

describe("GET /api/availability", () => {
  it("lists the 9 slots with taken ones unavailable", async () => {
    const service = await makeService(db());
    const date = freshDate();
    await book(bookingBody([{ serviceId: service }], { date, time: "13:00" }));
    const res = await fetch(`${t.server().url}/api/availability?date=${date}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.date).toBe(date);
    expect(body.slots.map((s: { time: string }) => s.time)).toEqual(TIME_SLOTS);
    expect(body.slots.filter((s: { available: boolean }) => !s.available)).toEqual([
      { time: "13:00", available: false },
    ]);
  });

  it("marks every slot of a past date unavailable", async () => {
    const body = await (await fetch(`${t.server().url}/api/availability?date=2020-01-06`)).json();
    expect(body.slots.every((s: { available: boolean }) => !s.available)).toBe(true);
  });

  it("answers 400 for a bad or missing date", async () => {
    for (const query of ["?date=2030-13-01", "?date=tomorrow", ""]) {
      const res = await fetch(`${t.server().url}/api/availability${query}`);
      expect(res.status, query).toBe(400);
      expect((await res.json()).message).toEqual(expect.any(String));
    }
  });

  it("takes dates from 1900-01-01 to 9999-12-31 and answers 400 for others, year 0000 included", async () => {
    for (const date of ["1900-01-01", "9999-12-31"]) {
      expect((await fetch(`${t.server().url}/api/availability?date=${date}`)).status, date).toBe(200);
    }
    for (const date of ["0000-01-01", "1899-12-31"]) {
      const res = await fetch(`${t.server().url}/api/availability?date=${date}`);
      expect(res.status, date).toBe(400);
      expect(await res.json()).toEqual({
        message: "Please select a date",
        errors: { date: "Please select a date" },
      });
    }
  });
});
