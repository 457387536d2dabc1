/**
 * The Today section drawn on the server and used without script (docs/today.md): a phone's /admin opens it,
 * its cards carry the customer's call, text and map links and the on-site steps' forms, which post natively
 * to the page's action: accepted, the browser is sent back to the page; refused, the page says why with the
 * API's status. Runs the production build (`npm run build` first).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobView } from "~/features/jobs/job-view";
import { addDays, businessToday } from "~/lib/dates";
import { bookings } from "~db/schema";
import { createAdmin, signInAdmin } from "~tests/support/auth-helpers";
import { ensureSettings } from "~tests/support/booking";
import { browserLikeClient, type Client } from "~tests/support/browser-like-client";
import { makeVisit } from "~tests/support/fixtures";
import { approvedJobFor, bookingsOf, scheduleVisit } from "~tests/support/job-fixtures";
import { startTestServer, type TestServer } from "~tests/support/test-server";

const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
const DESKTOP =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

let server: TestServer;
let admin: Client;
const DAY = addDays(businessToday(), 20);
const page = `/admin?tab=today&date=${DAY}`;
let visit: { bookingId: number };

beforeAll(async () => {
  server = await startTestServer({ env: { PAYMENTS_PROVIDER: "test" }, withPages: true });
  await ensureSettings(server.database.db);
  await createAdmin(server, "office@example.com");
  admin = (await signInAdmin(server, "office@example.com")).client;
  visit = await makeVisit(server.database.db, {
    email: "rowan.field@example.com",
    name: "Rowan Field",
    phone: "(325) 555-0175",
    date: DAY,
    time: "10:00",
    address: "88 Sayles Blvd, Abilene, TX",
    details: "Side gate is open.",
  });
});
afterAll(() => server?.close());

/** The page's HTML as a browser without script gets it (React's empty comments between texts removed). */
async function html(path: string, headers: Record<string, string> = {}) {
  const response = await admin.fetch(path, { headers: { accept: "text/html", ...headers } });
  return { status: response.status, html: (await response.text()).replaceAll("<!-- -->", "") };
}

/** Posts a step's form as the browser does, to the address the form names. */
const post = (action: string, fields: Record<string, string>) =>
  admin.fetch(action.replaceAll("&amp;", "&"), { method: "POST", body: new URLSearchParams(fields) });

/** The steps offered for the visit: its forms' `step`, in order, those that post to `action`. */
function stepsOf(body: string, bookingId: number, action = `/admin?index&amp;tab=today&amp;date=${DAY}`) {
  return [...body.matchAll(/<form [^>]*action="([^"]*)"[^>]*>(.*?)<\/form>/gs)]
    .filter(([form, to]) => to === action && form.includes(`name="bookingId" value="${bookingId}"`))
    .map(([form]) => /name="step" value="([^"]+)"/.exec(form)?.[1]);
}

const stampsOf = async () => {
  const [row] = await server.database.db
    .select({
      onMyWayAt: bookings.onMyWayAt,
      onMyWayMinutes: bookings.onMyWayMinutes,
      startedAt: bookings.startedAt,
    })
    .from(bookings)
    .where(eq(bookings.id, visit.bookingId));
  return row!;
};

describe("the back office's first screen", () => {
  it("is Today on a phone and the dashboard on a desktop", async () => {
    const phone = await admin.fetch("/admin", { headers: { accept: "text/html", "user-agent": PHONE } });
    expect(phone.status).toBe(302);
    expect(phone.headers.get("location")).toBe("/admin?tab=today");
    const desktop = await html("/admin", { "user-agent": DESKTOP });
    expect(desktop.status).toBe(200);
    expect(desktop.html).toMatch(/<h1[^>]*>Dashboard<\/h1>/);
    // The dashboard's own address opens it on a phone too.
    expect((await html("/admin?tab=dashboard", { "user-agent": PHONE })).html).toMatch(
      /<h1[^>]*>Dashboard<\/h1>/,
    );
  });
});

describe("the Today section without script", () => {
  it("draws the day's visit with its links, its notes and its steps' forms", async () => {
    const { status, html: body } = await html(page, { "user-agent": PHONE });
    expect(status).toBe(200);
    expect(body).toMatch(/<h1[^>]*>Today<\/h1>/);
    expect(body).toContain("Rowan Field");
    expect(body).toContain("Side gate is open.");
    expect(body).toContain('href="tel:3255550175"');
    expect(body).toContain('href="sms:3255550175"');
    expect(body).toContain(
      `href="https://maps.google.com/?q=${encodeURIComponent("88 Sayles Blvd, Abilene, TX")}"`,
    );
    // The days before and after are links.
    expect(body).toContain(`href="/admin?tab=today&amp;date=${addDays(DAY, -1)}"`);
    expect(body).toContain(`href="/admin?tab=today&amp;date=${addDays(DAY, 1)}"`);
    expect(stepsOf(body, visit.bookingId)).toEqual(["on-my-way", "start", "complete"]);
    expect(body).toMatch(/<form [^>]*action="\/admin\?index&amp;tab=today&amp;date=[^"]+" method="post">/);
  });

  it("posts on my way once: sent back to the page, then the page says when it was sent (409)", async () => {
    const action = `/admin?index&tab=today&date=${DAY}`;
    const fields = { step: "on-my-way", bookingId: String(visit.bookingId), minutes: "45" };
    const sent = await post(action, fields);
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(page);
    expect(await stampsOf()).toMatchObject({ onMyWayMinutes: 45, onMyWayAt: expect.any(Date) });

    const shown = await html(page);
    // The visit is another day's: the stamp names its date.
    expect(shown.html).toMatch(
      /On my way: Sent at [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M \(45 minutes\)/,
    );
    expect(stepsOf(shown.html, visit.bookingId)).toEqual(["start", "complete"]);

    const again = await post(action, fields);
    expect(again.status).toBe(409);
    expect((await again.text()).replaceAll("<!-- -->", "")).toMatch(/On my way was already sent at /);
  });

  it("refuses minutes off the list (400), saying which, and changes nothing", async () => {
    const other = await makeVisit(server.database.db, {
      email: "minutes@example.com",
      date: DAY,
      time: "14:00",
    });
    const res = await post(`/admin?index&tab=today&date=${DAY}`, {
      step: "on-my-way",
      bookingId: String(other.bookingId),
      minutes: "25",
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Please choose 10, 20, 30, 45 or 60 minutes");
  });

  it("posts the start: sent back to the page, which shows when it started", async () => {
    const started = await post(`/admin?index&tab=today&date=${DAY}`, {
      step: "start",
      bookingId: String(visit.bookingId),
    });
    expect(started.status).toBe(303);
    expect((await stampsOf()).startedAt).toBeInstanceOf(Date);
    const shown = await html(page);
    expect(shown.html).toMatch(/Started at /);
    expect(stepsOf(shown.html, visit.bookingId)).toEqual(["complete"]);
  });
});

describe("a job's page without script", () => {
  it("offers the steps under each visit, and completing the last one completes the job", async () => {
    const db = server.database.db;
    const job = await approvedJobFor({ db, admin, anonymous: browserLikeClient(server.url) });
    await scheduleVisit(admin, job.id, addDays(DAY, 3), "10:00");
    const [booking] = await bookingsOf(db, job.id);
    const jobPage = `/admin?tab=jobs&job=${job.id}`;
    const action = `/admin?index&amp;tab=jobs&amp;job=${job.id}`;
    expect(stepsOf((await html(jobPage)).html, booking!.id, action)).toEqual([
      "on-my-way",
      "start",
      "complete",
    ]);

    const done = await post(action, { step: "complete", bookingId: String(booking!.id) });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(jobPage);
    const view = (await (await admin.fetch(`/api/admin/jobs/${job.id}`)).json()) as JobView;
    expect(view.status).toBe("completed");
    expect(view.visits.map((visit) => visit.status)).toEqual(["completed"]);
    expect(view.invoices.map((invoice) => invoice.status)).toEqual(["draft"]);
    expect(stepsOf((await html(jobPage)).html, booking!.id, action)).toEqual([]);
  });
});
