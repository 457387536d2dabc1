/** /api/admin/availability: the weekly hours and the rest of when visits may be booked, and the days off. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { END_BEFORE_START, SLOT_ORDER_MESSAGE } from "~/features/availability/availability.schema";
import { hoursText, type WeekdayHours } from "~/features/availability/visit-rules";
import { parseOpeningHours } from "~/features/settings/opening-hours";
import { HOURS_FOLLOW_OPENING_HOURS } from "~/features/settings/settings.schema";
import { addDays, businessToday } from "~/lib/dates";
import { seedDemoData } from "~db/seed";
import { startAdminTestServer, type AdminTestServer } from "~tests/support/admin-session";

let t: AdminTestServer;
beforeAll(async () => {
  t = await startAdminTestServer();
});
afterAll(() => t?.server.close());

const DEMO_HOURS = "Mon-Fri: 9AM-5PM, Sat: 9AM-1PM, Sun: Closed";
const weekday = (n: number, open: boolean, firstSlot = "09:00", lastSlot = "17:00") => ({
  weekday: n,
  open,
  firstSlot,
  lastSlot,
});
const DEMO_DAYS = [
  weekday(0, false),
  ...[1, 2, 3, 4, 5].map((n) => weekday(n, true)),
  weekday(6, true, "09:00", "13:00"),
];
const DEMO_SETTINGS = {
  days: DEMO_DAYS,
  minNoticeDays: 1,
  horizonDays: 90,
  reminderLeadHours: 24,
  cancelWindowHours: 24,
};

const put = (body: unknown) => t.admin.fetch("/api/admin/availability", { method: "PUT", json: body });

describe("/api/admin/availability guards", () => {
  it("answers 401 to anonymous and 403 to customers on every route", async () => {
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/admin/availability"],
      ["PUT", "/api/admin/availability", DEMO_SETTINGS],
      ["GET", "/api/admin/availability/days-off"],
      ["POST", "/api/admin/availability/days-off", { startsOn: "2030-01-01", endsOn: "2030-01-01" }],
      ["DELETE", "/api/admin/availability/days-off/1"],
    ];
    for (const [method, path, json] of calls) {
      expect((await t.anonymous.fetch(path, { method, json })).status, `${method} ${path}`).toBe(401);
      expect((await t.customer.fetch(path, { method, json })).status, `${method} ${path}`).toBe(403);
    }
  });
});

describe("the weekly hours and limits", () => {
  it("answer 404 before the business is set up, then the demo's hours and limits", async () => {
    expect((await t.admin.fetch("/api/admin/availability")).status).toBe(404);
    expect((await put(DEMO_SETTINGS)).status).toBe(404);
    await seedDemoData(t.server.database.db);
    const res = await t.admin.fetch("/api/admin/availability");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ...DEMO_SETTINGS, hours: DEMO_HOURS });
  });

  it("saves a change and rewrites the hours the site shows", async () => {
    const days = DEMO_DAYS.map((d) => (d.weekday === 6 ? { ...d, lastSlot: "14:00" } : d));
    const changed = { days, minNoticeDays: 2, horizonDays: 60, reminderLeadHours: 48, cancelWindowHours: 12 };
    const res = await put(changed);
    expect(res.status).toBe(200);
    const hours = "Mon-Fri: 9AM-5PM, Sat: 9AM-2PM, Sun: Closed";
    expect(await res.json()).toEqual({ ...changed, hours });
    expect(await (await t.admin.fetch("/api/admin/availability")).json()).toEqual({ ...changed, hours });
    expect((await (await fetch(`${t.server.url}/api/contact-info`)).json()).hours).toBe(hours);
    expect((await (await t.admin.fetch("/api/admin/contact-info")).json()).hours).toBe(hours);

    // Back to the demo's hours: Saturday's 2:00 PM is no longer offered.
    expect((await put(DEMO_SETTINGS)).status).toBe(200);
    expect((await (await fetch(`${t.server.url}/api/contact-info`)).json()).hours).toBe(DEMO_HOURS);
  });

  it("refuses a last slot before the first, times off the grid and limits out of range, changing nothing", async () => {
    const before = await (await t.admin.fetch("/api/admin/availability")).json();
    const days = DEMO_DAYS.map((d) =>
      d.weekday === 2
        ? { ...d, firstSlot: "15:00", lastSlot: "10:00" }
        : d.weekday === 3
          ? { ...d, firstSlot: "08:00" }
          : d,
    );
    const res = await put({
      days,
      minNoticeDays: 61,
      horizonDays: 0,
      reminderLeadHours: 0,
      cancelWindowHours: 169,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({
      "days.2.lastSlot": SLOT_ORDER_MESSAGE,
      "days.3.firstSlot": "Please choose a time",
      minNoticeDays: "Minimum notice must be between 0 and 60 days",
      horizonDays: "Booking horizon must be between 1 and 365 days",
      reminderLeadHours: "Reminder lead time must be between 1 and 168 hours",
      cancelWindowHours: "Cancellation window must be between 0 and 168 hours",
    });
    // A closed day's slots are not checked for order.
    const closedBackwards = DEMO_DAYS.map((d) =>
      d.weekday === 0 ? { ...d, firstSlot: "17:00", lastSlot: "09:00" } : d,
    );
    expect((await put({ ...DEMO_SETTINGS, days: closedBackwards })).status).toBe(200);
    expect((await put({ ...DEMO_SETTINGS, days: DEMO_DAYS.slice(1) })).status).toBe(400);
    expect((await put({ ...DEMO_SETTINGS, reminderLeadHours: 168, cancelWindowHours: 0 })).status).toBe(200);
    expect((await put(DEMO_SETTINGS)).status).toBe(200);
    expect(await (await t.admin.fetch("/api/admin/availability")).json()).toEqual(before);
  });
});

describe("days off", () => {
  const path = "/api/admin/availability/days-off";
  // The seeded demo's holidays, listed while they are still to come.
  const listed = async () => (await t.admin.fetch(path)).json();

  it("adds, lists upcoming ones and deletes", async () => {
    const before = await listed();
    const from = addDays(businessToday(), 10);
    const through = addDays(from, 2);
    const past = { startsOn: "2020-12-24", endsOn: "2020-12-26", note: "Long gone" };
    expect((await t.admin.post(path, past)).status).toBe(201);
    const res = await t.admin.post(path, { startsOn: from, endsOn: through, note: "  Vacation  " });
    expect(res.status).toBe(201);
    const added = await res.json();
    expect(added).toEqual({ id: expect.any(Number), startsOn: from, endsOn: through, note: "Vacation" });
    const withAdded = await listed();
    expect(withAdded).toHaveLength(before.length + 1);
    expect(withAdded).toContainEqual(added);
    expect(withAdded).not.toContainEqual(expect.objectContaining({ note: "Long gone" }));

    const deleted = await t.admin.fetch(`${path}/${added.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(204);
    expect(await listed()).toEqual(before);
    expect((await t.admin.fetch(`${path}/${added.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await t.admin.fetch(`${path}/nope`, { method: "DELETE" })).status).toBe(400);
  });

  it("refuses bad dates and an end before the start, with field messages", async () => {
    const before = await listed();
    const bad = await t.admin.post(path, { startsOn: "2030-02-30", endsOn: "tomorrow" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual({
      startsOn: "Please enter a date",
      endsOn: "Please enter a date",
    });
    const backwards = await t.admin.post(path, { startsOn: "2030-03-02", endsOn: "2030-03-01", note: "" });
    expect(backwards.status).toBe(400);
    expect((await backwards.json()).errors).toEqual({ endsOn: END_BEFORE_START });
    expect((await t.admin.post(path, {})).status).toBe(400);
    expect(await listed()).toEqual(before);
  });
});

describe("POST /api/admin/contact-info and the hours", () => {
  it("takes the hours text only as the opening hours give it", async () => {
    const current = await (await t.admin.fetch("/api/admin/contact-info")).json();
    expect(current.hours).toBe(DEMO_HOURS);
    // What GET answered goes back unchanged; no hours at all is the same.
    expect(await (await t.admin.post("/api/admin/contact-info", current)).json()).toEqual(current);
    const { hours: _hours, ...withoutHours } = current;
    expect(await (await t.admin.post("/api/admin/contact-info", withoutHours)).json()).toEqual(current);

    const res = await t.admin.post("/api/admin/contact-info", {
      ...current,
      phone: "(325) 555-0001",
      hours: "Mon-Sun: 24 hours",
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ hours: HOURS_FOLLOW_OPENING_HOURS });
    expect(await (await t.admin.fetch("/api/admin/contact-info")).json()).toEqual(current);
  });
});

// The hours text is read back by the parser that gives search engines the opening hours (business-json-ld).
describe("the hours text", () => {
  const asRows = (days: typeof DEMO_DAYS): WeekdayHours[] =>
    days.filter((d) => d.open).map(({ weekday, firstSlot, lastSlot }) => ({ weekday, firstSlot, lastSlot }));
  const DEMO_ROWS = asRows(DEMO_DAYS);

  it("is read back to the same hours by the opening-hours parser", () => {
    const hours = [...DEMO_ROWS, { weekday: 0, firstSlot: "11:00", lastSlot: "15:00" }].map((h) =>
      h.weekday === 3 ? { ...h, firstSlot: "10:00", lastSlot: "16:00" } : h,
    );
    for (const weekly of [DEMO_ROWS, hours]) {
      const parsed = parseOpeningHours(hoursText(weekly));
      const read = parsed.flatMap(({ days, opens, closes }) => days.map((day) => ({ day, opens, closes })));
      const names = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
      const expected = weekly.map((h) => ({ day: names[h.weekday], opens: h.firstSlot, closes: h.lastSlot }));
      const byDay = (a: { day?: string }, b: { day?: string }) => String(a.day).localeCompare(String(b.day));
      expect(read.sort(byDay)).toEqual(expected.sort(byDay));
    }
  });
});
