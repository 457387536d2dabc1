/**
 * A booked visit's notes and photos opened on Today, drawn on the server and used without script
 * (docs/today.md, docs/job-media.md): `visit=<bookingId>` draws the job-media panel inside that visit's card
 * only, its note form posts natively to the admin page's action and comes back to Today (303), and a
 * `visit=` that names no visit, or is not an id at all, shows the day as usual without a panel. Runs the
 * production build (`npm run build` first).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, businessToday } from "~/lib/dates";
import { jobNotes } from "~db/schema";
import { createAdmin, signInAdmin } from "~tests/support/auth-helpers";
import { ensureSettings } from "~tests/support/booking";
import type { Client } from "~tests/support/browser-like-client";
import { makeVisit } from "~tests/support/fixtures";
import { startTestServer, type TestServer } from "~tests/support/test-server";

let server: TestServer;
let admin: Client;
const DAY = addDays(businessToday(), 12);
const dayPage = `/admin?tab=today&date=${DAY}`;
let opened: { bookingId: number };
let other: { bookingId: number };

beforeAll(async () => {
  server = await startTestServer({ env: { PAYMENTS_PROVIDER: "test" }, withPages: true });
  const db = server.database.db;
  await ensureSettings(db);
  await createAdmin(server, "office@example.com");
  admin = (await signInAdmin(server, "office@example.com")).client;
  opened = await makeVisit(db, {
    email: "sam.okafor@example.com",
    name: "Sam Okafor",
    date: DAY,
    time: "09:00",
    address: "14 Pine St, Abilene, TX",
    serviceName: "Gutter Cleaning",
  });
  other = await makeVisit(db, {
    email: "lee.brandt@example.com",
    name: "Lee Brandt",
    date: DAY,
    time: "13:00",
    serviceName: "Fence Repair",
  });
});
afterAll(() => server?.close());

const visitPage = (visit: string) => `${dayPage}&visit=${visit}`;

/** The page's HTML as a browser without script gets it (React's empty comments between texts removed). */
async function html(path: string) {
  const response = await admin.fetch(path, { headers: { accept: "text/html" } });
  return { status: response.status, html: (await response.text()).replaceAll("<!-- -->", "") };
}

/** The HTML of one visit's card on the day's list (the cards hold no article of their own). */
function cardOf(body: string, bookingId: number) {
  const start = body.indexOf(`<article aria-labelledby="visit-${bookingId}"`);
  expect(start, `the card of visit ${bookingId}`).toBeGreaterThanOrEqual(0);
  return body.slice(start, body.indexOf("</article>", start) + "</article>".length);
}

/** The opening tag of the form with this accessible name, if any. */
const formTag = (body: string, name: string) =>
  new RegExp(`<form[^>]*aria-label="${name}"[^>]*>`).exec(body)?.[0];

/** The link to a visit's notes and photos, as the card draws it. */
const mediaLink = (bookingId: number) =>
  `href="/admin?tab=today&amp;date=${DAY}&amp;visit=${bookingId}#visit-media-${bookingId}"`;

describe("a visit's notes and photos on Today without script", () => {
  it("draws the panel in the opened visit's card, and the others keep their link", async () => {
    const { status, html: body } = await html(visitPage(String(opened.bookingId)));
    expect(status).toBe(200);
    const card = cardOf(body, opened.bookingId);
    expect(card).toContain(`id="visit-media-${opened.bookingId}"`);
    expect(card).toContain("Notes and photos");
    const target = `/admin?index&amp;tab=today&amp;date=${DAY}&amp;visit=${opened.bookingId}&amp;post=job-media`;
    const noteForm = formTag(card, "Add a note");
    expect(noteForm).toContain(`action="${target}"`);
    expect(noteForm).toContain('method="post"');
    const photoForm = formTag(card, "Add a photo");
    expect(photoForm).toContain(`action="${target}"`);
    expect(photoForm).toMatch(/enctype="multipart\/form-data"/i);
    expect(card).toContain(`name="bookingId" value="${opened.bookingId}"`);
    expect(card).not.toContain(mediaLink(opened.bookingId));

    // The panel is drawn once, in that card: the day's other visit offers its link instead.
    expect(body.match(/aria-label="Add a note"/g)).toHaveLength(1);
    const otherCard = cardOf(body, other.bookingId);
    expect(otherCard).toContain(mediaLink(other.bookingId));
    expect(otherCard).not.toContain('aria-label="Add a note"');
  });

  it("takes a note posted from the panel and sends the browser back to Today, where the card shows it", async () => {
    const text = "Downspout on the north side is cracked: internal";
    const form = new FormData();
    form.append("intent", "add-note");
    form.append("bookingId", String(opened.bookingId));
    form.append("text", text);
    const posted = await admin.fetch(
      `/admin?index&tab=today&date=${DAY}&visit=${opened.bookingId}&post=job-media`,
      { method: "POST", body: form, headers: { accept: "text/html" } },
    );
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe(`${visitPage(String(opened.bookingId))}#job-media`);

    const notes = await server.database.db
      .select()
      .from(jobNotes)
      .where(eq(jobNotes.bookingId, opened.bookingId));
    expect(notes).toMatchObject([{ text, shared: false, estimateId: null }]);
    const card = cardOf((await html(visitPage(String(opened.bookingId)))).html, opened.bookingId);
    expect(card).toContain(text);
    expect(card).toContain("Internal note");
  });

  it.each([
    ["a visit that does not exist", "987654"],
    ["a number too big for an id", "99999999999"],
    ["zero", "0"],
    ["a negative number", "-3"],
    ["a word", "gutters"],
    ["nothing", ""],
  ])("shows the day without a panel for %s", async (_, visit) => {
    const { status, html: body } = await html(visitPage(encodeURIComponent(visit)));
    expect(status).toBe(200);
    expect(body).toMatch(/<h1[^>]*>Today<\/h1>/);
    expect(body).not.toContain('aria-label="Add a note"');
    expect(body).not.toContain("Failed to load the day's visits");
    expect(cardOf(body, opened.bookingId)).toContain(mediaLink(opened.bookingId));
    expect(cardOf(body, other.bookingId)).toContain(mediaLink(other.bookingId));
  });
});
