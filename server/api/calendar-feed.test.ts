/**
 * The owner's calendar feed and a visit's "Add to calendar" file, read back with an iCalendar parser
 * (ical.js) as a calendar app would: exactly the booked visits from today on, each at the right instant in
 * summer and winter time through the file's own VTIMEZONE, with UIDs that stay put; the secret address is
 * admin-only to see and to change, and a new one revokes the old.
 */
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, businessToday, businessYear } from "~/lib/dates";
import { demoSettings } from "~db/demo-data";
import { appointments, bookings } from "~db/schema";
import { startAdminTestServer, type AdminTestServer } from "~tests/support/admin-session";
import { signInCustomer } from "~tests/support/auth-helpers";
import { ensureSettings } from "~tests/support/booking";
import { makeVisit } from "~tests/support/fixtures";

/** The visits' year: two years on, so that January's and July's visits (winter and summer time) lie ahead on any date. */
const YEAR = businessYear() + 2;

let t: AdminTestServer;
const db = () => t.server.database.db;

interface ParsedEvent {
  uid: string;
  start: string;
  end: string;
  tzid: string | null;
  summary: string;
  description: string;
  location: string | null;
  status: string | null;
  sequence: number;
}

/** The events of an .ics text, their times resolved through the VTIMEZONE the file carries. */
function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents("vtimezone");
  for (const zone of zones) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const events: ParsedEvent[] = calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      tzid: component.getFirstProperty("dtstart")!.getParameter("tzid") as string | null,
      summary: event.summary,
      description: event.description,
      location: event.location || null,
      status: component.getFirstPropertyValue("status") as string | null,
      sequence: event.sequence,
    };
  });
  return { zones: zones.map((zone) => zone.getFirstPropertyValue("tzid")), events };
}

const host = () => new URL(t.server.url).hostname;
const feedUrl = async () => {
  const res = await t.admin.fetch("/api/admin/calendar-feed");
  expect(res.status).toBe(200);
  return ((await res.json()) as { url: string }).url;
};

beforeAll(async () => {
  t = await startAdminTestServer();
  await ensureSettings(db());
});
afterAll(() => t?.server.close());

describe("the feed's address", () => {
  it("is for admins only, to see and to change", async () => {
    for (const [method, path] of [
      ["GET", "/api/admin/calendar-feed"],
      ["POST", "/api/admin/calendar-feed/rotate"],
    ] as const) {
      expect((await t.anonymous.fetch(path, { method })).status).toBe(401);
      expect((await t.customer.fetch(path, { method })).status).toBe(403);
    }
  });

  it("is the same secret address on every request, under the site's address", async () => {
    const url = await feedUrl();
    expect(url).toMatch(new RegExp(`^${t.server.url}/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(await feedUrl()).toBe(url);
  });
});

describe("the feed", () => {
  let visits: Record<string, Awaited<ReturnType<typeof makeVisit>>>;

  beforeAll(async () => {
    const today = businessToday();
    visits = {
      summer: await makeVisit(db(), {
        email: "summer@example.com",
        name: "Sam Summer",
        phone: "(325) 555-0171",
        date: `${YEAR}-07-15`,
        time: "14:00",
        serviceName: "Deck Repair",
        details: "Back yard; the dog is friendly.",
        address: "1402 Elm Street, Abilene, TX 79601",
      }),
      winter: await makeVisit(db(), {
        email: "winter@example.com",
        name: "Wynn Winter",
        date: `${YEAR}-01-14`,
        time: "09:00",
        status: "pending",
        serviceName: "Fence Repair",
      }),
      cancelled: await makeVisit(db(), {
        email: "gone@example.com",
        date: `${YEAR}-02-01`,
        status: "cancelled",
      }),
      unpaid: await makeVisit(db(), {
        email: "unpaid@example.com",
        date: `${YEAR}-02-02`,
        status: "payment_pending",
      }),
      past: await makeVisit(db(), { email: "past@example.com", date: addDays(today, -1), time: "16:00" }),
    };
    // The summer booking has a second service: still one event.
    await db()
      .insert(appointments)
      .values({
        bookingId: visits.summer!.bookingId,
        customerId: visits.summer!.customerId,
        serviceName: "Gutter Cleaning",
        name: "Sam Summer",
        email: "summer@example.com",
        phone: "(325) 555-0171",
        date: `${YEAR}-07-15`,
        time: "14:00",
        quantity: 2,
        unitPrice: "50.00",
        estimatedCost: "100.00",
        status: "confirmed",
      });
  });

  it("answers a calendar, private and not indexed", async () => {
    const res = await fetch(await feedUrl());
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    const text = await res.text();
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it("lists exactly the booked visits from today on, at their instants in summer and winter time", async () => {
    const { zones, events } = parseCalendar(await (await fetch(await feedUrl())).text());
    expect(zones).toEqual(["America/Chicago"]);
    expect(events.map((event) => event.uid).toSorted()).toEqual(
      [
        `booking-${visits.summer!.bookingId}@${host()}`,
        `booking-${visits.winter!.bookingId}@${host()}`,
      ].toSorted(),
    );
    const summer = events.find((event) => event.uid.startsWith(`booking-${visits.summer!.bookingId}@`))!;
    const winter = events.find((event) => event.uid.startsWith(`booking-${visits.winter!.bookingId}@`))!;
    // 2:00 PM CDT is 19:00 UTC; 9:00 AM CST is 15:00 UTC. Two hours each.
    expect(summer).toMatchObject({
      tzid: "America/Chicago",
      start: `${YEAR}-07-15T19:00:00.000Z`,
      end: `${YEAR}-07-15T21:00:00.000Z`,
      summary: "Sam Summer: Deck Repair, Gutter Cleaning",
      location: "1402 Elm Street, Abilene, TX 79601",
      status: "CONFIRMED",
    });
    for (const text of [
      "- Deck Repair × 1",
      "- Gutter Cleaning × 2",
      "Phone: (325) 555-0171",
      "Email: summer@example.com",
      "Details: Back yard; the dog is friendly.",
      "Address: 1402 Elm Street, Abilene, TX 79601",
    ]) {
      expect(summer.description).toContain(text);
    }
    expect(winter).toMatchObject({
      tzid: "America/Chicago",
      start: `${YEAR}-01-14T15:00:00.000Z`,
      end: `${YEAR}-01-14T17:00:00.000Z`,
      summary: "Wynn Winter: Fence Repair",
      // Booked without an address: no place is made up.
      location: null,
    });
    expect(winter.description).toContain("Address: Not given");
  });

  it("keeps its UIDs, and the whole text, from one fetch to the next", async () => {
    const url = await feedUrl();
    const first = await (await fetch(url)).text();
    const second = await (await fetch(url)).text();
    expect(second).toBe(first);
    expect(parseCalendar(second).events.map((event) => event.uid)).toEqual(
      parseCalendar(first).events.map((event) => event.uid),
    );
  });

  it("moves a changed visit under the same UID, with a higher SEQUENCE", async () => {
    const events = async () => parseCalendar(await (await fetch(await feedUrl())).text()).events;
    const uid = `booking-${visits.winter!.bookingId}@${host()}`;
    const before = (await events()).find((event) => event.uid === uid)!;
    // Moved to 11:00 AM the next day (as a reschedule writes it), an hour after it was booked.
    const moved = { date: `${YEAR}-01-15`, time: "11:00" };
    await db().update(bookings).set(moved).where(eq(bookings.id, visits.winter!.bookingId));
    await db()
      .update(appointments)
      .set({ ...moved, updatedAt: new Date(Date.now() + 3_600_000) })
      .where(eq(appointments.bookingId, visits.winter!.bookingId));
    const after = (await events()).find((event) => event.uid === uid)!;
    expect(after.start).toBe(`${YEAR}-01-15T17:00:00.000Z`);
    expect(after.sequence).toBeGreaterThan(before.sequence);
  });

  it("drops a visit once it is cancelled", async () => {
    const extra = await makeVisit(db(), { email: "soon-gone@example.com", date: `${YEAR}-03-01` });
    const uids = async () =>
      parseCalendar(await (await fetch(await feedUrl())).text()).events.map((e) => e.uid);
    expect(await uids()).toContain(`booking-${extra.bookingId}@${host()}`);
    await t.admin.fetch(`/api/appointments/${extra.appointmentId}`, {
      method: "PUT",
      json: { status: "cancelled" },
    });
    expect(await uids()).not.toContain(`booking-${extra.bookingId}@${host()}`);
  });

  it("answers 404 to a wrong or malformed token, and a new address revokes the old one", async () => {
    const old = await feedUrl();
    const wrong = old.replace(/\/calendar\/(.)/, (_m, c: string) => `/calendar/${c === "A" ? "B" : "A"}`);
    expect((await fetch(wrong)).status).toBe(404);
    expect((await fetch(`${t.server.url}/calendar/not-a-token.ics`)).status).toBe(404);

    const rotated = await t.admin.post("/api/admin/calendar-feed/rotate");
    expect(rotated.status).toBe(200);
    const { url } = (await rotated.json()) as { url: string };
    expect(url).not.toBe(old);
    expect(await feedUrl()).toBe(url);
    expect((await fetch(old)).status).toBe(404);
    const fresh = await fetch(url);
    expect(fresh.status).toBe(200);
    expect(parseCalendar(await fresh.text()).events.length).toBeGreaterThan(0);
  });
});

describe("the feed's rate limit", () => {
  it("answers 429 with Retry-After once a client has tried too many addresses", async () => {
    let res: Response | undefined;
    for (let i = 0; i < 70; i++) {
      res = await fetch(`${t.server.url}/calendar/${"x".repeat(43)}.ics`);
      if (res.status === 429) break;
      expect(res.status).toBe(404);
    }
    expect(res!.status).toBe(429);
    expect(Number(res!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await res!.text()).toMatch(/^Too many requests\. Please try again in \d+ minutes?\.$/);
  });
});

describe("Add to calendar", () => {
  it("downloads the visit's file for its owner and an admin, at its instant, and 404 for anyone else", async () => {
    const mine = await makeVisit(db(), {
      email: "customer@example.com",
      date: `${YEAR}-07-20`,
      time: "11:00",
      serviceName: "Window Installation",
      address: "88 Pine Road, Abilene, TX 79602",
    });
    const path = `/api/appointments/${mine.appointmentId}/calendar.ics`;
    const res = await t.customer.fetch(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="visit-${YEAR}-07-20.ics"`);
    const { zones, events } = parseCalendar(await res.text());
    expect(zones).toEqual(["America/Chicago"]);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      tzid: "America/Chicago",
      // 11:00 AM CDT.
      start: `${YEAR}-07-20T16:00:00.000Z`,
      status: "CONFIRMED",
    });
    expect(events[0]!.uid).toMatch(new RegExp(`^booking-${mine.bookingId}-\\d+@${host()}$`));
    expect(events[0]!.summary).toContain("Window Installation");
    expect(events[0]!.location).toBe("88 Pine Road, Abilene, TX 79602");

    expect((await t.admin.fetch(path)).status).toBe(200);
    expect((await t.anonymous.fetch(path)).status).toBe(401);
    const stranger = await signInCustomer(t.server, "stranger@example.com");
    expect((await stranger.fetch(path)).status).toBe(404);
    expect((await t.customer.fetch("/api/appointments/999999/calendar.ics")).status).toBe(404);
  });

  it("marks a cancelled visit cancelled, so a calendar that has it shows it so", async () => {
    const mine = await makeVisit(db(), {
      email: "customer@example.com",
      date: `${YEAR}-01-25`,
      status: "cancelled",
    });
    const res = await t.customer.fetch(`/api/appointments/${mine.appointmentId}/calendar.ics`);
    const { events } = parseCalendar(await res.text());
    // 10:00 AM CST.
    expect(events[0]).toMatchObject({ start: `${YEAR}-01-25T16:00:00.000Z`, status: "CANCELLED" });
    // Booked without an address: the business's, as the confirmation's invitation has it.
    expect(events[0]!.location).toBe(
      `${demoSettings.streetAddress}, ${demoSettings.city}, ${demoSettings.region} ${demoSettings.postalCode}`,
    );
  });
});
