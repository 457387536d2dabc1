/**
 * The owner's side of the availability rules: a day off over booked visits is refused (409) with the list of
 * those visits unless the owner keeps them, and a weekday closed and opened again gets its hours back.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VISITS_ON_DAY_OFF } from "~/features/availability/visit-settings.server";
import { startAdminTestServer, type AdminTestServer } from "~tests/support/admin-session";
import { bookingBody, ensureSettings, makeService, postJson } from "~tests/support/booking";

let t: AdminTestServer;
beforeAll(async () => {
  t = await startAdminTestServer();
  await ensureSettings(t.server.database.db);
});
afterAll(() => t?.server.close());

const DAYS_OFF = "/api/admin/availability/days-off";

describe("a day off over booked visits", () => {
  it("answers 409 with the visits (customer, time, service) and adds nothing, then adds it when kept", async () => {
    const service = await makeService(t.server.database.db, { name: "Gate Repair", basePrice: "0.00" });
    const body = bookingBody([{ serviceId: service }], { name: "Maria Lopez" });
    const booked = await postJson(t.server.url, "/api/book", body);
    expect(booked.status).toBe(201);
    const { appointmentId } = (await booked.json()) as { appointmentId: number };
    const before = await (await t.admin.fetch(DAYS_OFF)).json();

    const dayOff = { startsOn: body.date, endsOn: body.date, note: "Family wedding" };
    const refused = await t.admin.post(DAYS_OFF, dayOff);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message: VISITS_ON_DAY_OFF,
      visits: [
        { appointmentId, date: body.date, time: body.time, customer: "Maria Lopez", service: "Gate Repair" },
      ],
    });
    expect(await (await t.admin.fetch(DAYS_OFF)).json()).toEqual(before);

    const kept = await t.admin.post(DAYS_OFF, { ...dayOff, affectedVisits: "keep" });
    expect(kept.status).toBe(201);
    expect(await kept.json()).toEqual({ id: expect.any(Number), ...dayOff });
    // The visit stays as it was.
    const visit = await t.admin.fetch(`/api/admin/appointments/${appointmentId}`);
    expect(await visit.json()).toMatchObject({ status: "pending", date: body.date, time: body.time });
  });

  it("refuses another answer than keep with a field message", async () => {
    const res = await t.admin.post(DAYS_OFF, {
      startsOn: "2031-03-03",
      endsOn: "2031-03-03",
      affectedVisits: "cancel",
    });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).errors)).toEqual(["affectedVisits"]);
  });
});

describe("a weekday closed and opened again", () => {
  it("gets back the hours it had, and the site's hours text follows", async () => {
    const settings = await (await t.admin.fetch("/api/admin/availability")).json();
    const { hours: _text, ...form } = settings;
    const withSaturday = (open: boolean) => ({
      ...form,
      days: form.days.map((d: { weekday: number }) => (d.weekday === 6 ? { ...d, open } : d)),
    });
    const closed = await t.admin.fetch("/api/admin/availability", {
      method: "PUT",
      json: withSaturday(false),
    });
    expect(closed.status).toBe(200);
    const answer = await closed.json();
    expect(answer.hours).toBe("Mon-Fri: 9AM-5PM, Sat-Sun: Closed");
    // The closed Saturday still shows the hours it had, so opening it again brings them back.
    expect(answer.days[6]).toEqual({ weekday: 6, open: false, firstSlot: "09:00", lastSlot: "13:00" });

    const { hours: _closedText, ...reopen } = answer;
    const reopened = await t.admin.fetch("/api/admin/availability", {
      method: "PUT",
      json: {
        ...reopen,
        days: reopen.days.map((d: { weekday: number }) => (d.weekday === 6 ? { ...d, open: true } : d)),
      },
    });
    expect(reopened.status).toBe(200);
    expect((await reopened.json()).hours).toBe("Mon-Fri: 9AM-5PM, Sat: 9AM-1PM, Sun: Closed");
    expect((await (await fetch(`${t.server.url}/api/contact-info`)).json()).hours).toBe(
      "Mon-Fri: 9AM-5PM, Sat: 9AM-1PM, Sun: Closed",
    );
  });
});
