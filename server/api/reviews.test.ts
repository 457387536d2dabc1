/**
 * Reviews: the request the job queue sends the morning after a completed visit (at fixed instants, summer
 * and winter time), the review its one-time link gives once, the owner's approval, and what the site shows.
 */
import { and, eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviewToken } from "~/features/reviews/review-token.server";
import { queueReviewRequests } from "~/workflows/review-requests.server";
import { selectRows } from "~db/rows";
import { appointments, reviewRequests, reviews } from "~db/schema";
import { startAdminTestServer, type AdminTestServer } from "~tests/support/admin-session";
import { ensureSettings } from "~tests/support/booking";
import { makeVisit } from "~tests/support/fixtures";
import { linkIn, MAIL_DEADLINE, mailsTo } from "~tests/support/outbox";
import { waitForIdleQueue } from "~tests/support/queue";
import { TEST_AUTH_SECRET } from "~tests/support/test-server";

const silentLogger = pino({ level: "silent" });

let t: AdminTestServer;
const db = () => t.server.database.db;
const deps = () => ({ db: db(), jobs: t.server.jobs, logger: silentLogger, linkSecret: TEST_AUTH_SECRET });
const run = (iso: string) => queueReviewRequests(deps(), new Date(iso));

beforeAll(async () => {
  t = await startAdminTestServer();
  await ensureSettings(db());
});
afterAll(() => t?.server.close());

let customerNumber = 0;

/** A booking whose visit was marked completed at `completedAt` (status `status` afterwards). */
async function completedVisit(
  completedAt: string,
  { status = "completed", serviceName = "Deck Building" } = {},
) {
  const email = `reviewer${++customerNumber}@example.com`;
  const { bookingId, appointmentId } = await makeVisit(db(), {
    email,
    name: "Pat Customer",
    status: "completed",
    serviceName,
    date: completedAt.slice(0, 10),
  });
  await db()
    .update(appointments)
    .set({ completedAt: new Date(completedAt) })
    .where(eq(appointments.id, appointmentId));
  if (status !== "completed") {
    await db().update(appointments).set({ status }).where(eq(appointments.id, appointmentId));
  }
  return { bookingId, email };
}

async function requestOf(bookingId: number) {
  const [row] = await db().select().from(reviewRequests).where(eq(reviewRequests.bookingId, bookingId));
  return row;
}

async function tokenOf(bookingId: number): Promise<string> {
  const row = await requestOf(bookingId);
  if (!row) throw new Error(`No review request for booking ${bookingId}`);
  return reviewToken(TEST_AUTH_SECRET, row.tokenNonce);
}

async function queuedMails(bookingId: number): Promise<number> {
  const [{ count }] = await selectRows<{ count: number }>(
    db(),
    sql`select count(*)::int as count from pgboss.job
      where name = 'mail.review-request' and (data->>'bookingId')::int = ${bookingId}`,
  );
  return count;
}

/** A visit with its request made (by the job at a fixed instant) and its link's token. */
async function requested() {
  const visit = await completedVisit("2031-03-10T18:00:00Z");
  await run("2031-03-11T15:00:00Z"); // 10:00 AM CDT the next day
  return { ...visit, token: await tokenOf(visit.bookingId) };
}

const review = (overrides: Record<string, unknown> = {}) => ({
  rating: 5,
  text: "The new deck is solid and the crew was friendly.",
  author: "Pat C.",
  ...overrides,
});
const put = (client: AdminTestServer["admin"], path: string, json: unknown) =>
  client.fetch(path, { method: "PUT", json });
const submit = (token: string, body: unknown) => t.anonymous.post(`/api/reviews/${token}`, body);
const publicReviews = async () =>
  (await (await t.anonymous.fetch("/api/reviews?pageSize=100")).json()) as {
    items: Array<{ author: string; rating: number; text: string; reviewedOn: string }>;
    total: number;
    summary: { ratingValue: number; reviewCount: number };
  };

describe("the review request job", () => {
  it("asks at 9:00 AM (summer time) the morning after the visit was completed, not at 8:59", async () => {
    // Completed Tuesday July 14, 2026 at 3:00 PM CDT.
    const visit = await completedVisit("2026-07-14T20:00:00Z");
    await run("2026-07-14T23:00:00Z"); // the same evening
    await run("2026-07-15T13:59:00Z"); // 8:59 AM CDT
    expect(await requestOf(visit.bookingId)).toBeUndefined();
    expect(await queuedMails(visit.bookingId)).toBe(0);
    await run("2026-07-15T14:00:00Z"); // 9:00 AM CDT
    const request = await requestOf(visit.bookingId);
    expect(request?.sentAt).toEqual(new Date("2026-07-15T14:00:00Z"));
    expect(await queuedMails(visit.bookingId)).toBe(1);
    const mails = () => mailsTo(`${t.server.dataDir}/outbox`, visit.email, /^How did we do\?/);
    await expect.poll(() => mails().length, MAIL_DEADLINE).toBe(1);
    const mail = mails()[0]!;
    expect(linkIn(mail)).toBe(`${t.server.url}/reviews/${await tokenOf(visit.bookingId)}`);
    expect(mail.text).toContain("Hello Pat Customer,");
    expect(mail.text).toContain("Deck Building on July 14, 2026");
  });

  it("asks at 9:00 AM in winter time too (15:00 UTC), not at 8:59", async () => {
    const visit = await completedVisit("2027-01-14T22:00:00Z"); // 4:00 PM CST
    await run("2027-01-15T14:59:00Z"); // 8:59 AM CST
    expect(await requestOf(visit.bookingId)).toBeUndefined();
    await run("2027-01-15T14:00:00Z"); // 8:00 AM CST: 9:00 in summer, not now
    expect(await requestOf(visit.bookingId)).toBeUndefined();
    await run("2027-01-15T15:00:00Z"); // 9:00 AM CST
    expect(await requestOf(visit.bookingId)).toBeDefined();
    expect(await queuedMails(visit.bookingId)).toBe(1);
  });

  it("does not ask about a visit completed today until the next morning", async () => {
    const visit = await completedVisit("2027-02-10T13:30:00Z"); // 7:30 AM CST
    await run("2027-02-10T15:00:00Z"); // 9:00 AM the same day
    await run("2027-02-11T05:59:00Z"); // 11:59 PM the same day
    expect(await requestOf(visit.bookingId)).toBeUndefined();
    await run("2027-02-11T15:00:00Z");
    expect(await requestOf(visit.bookingId)).toBeDefined();
  });

  it("sends one mail however often and however concurrently the job runs", async () => {
    const visit = await completedVisit("2027-03-20T17:00:00Z");
    const at = "2027-03-21T15:30:00Z";
    await Promise.all([run(at), run(at)]);
    await run(at);
    await run("2027-03-22T15:30:00Z");
    expect(await queuedMails(visit.bookingId)).toBe(1);
    await waitForIdleQueue(db());
    expect(mailsTo(`${t.server.dataDir}/outbox`, visit.email, /^How did we do\?/)).toHaveLength(1);
    const [{ count }] = await selectRows<{ count: number }>(
      db(),
      sql`select count(*)::int as count from review_requests where booking_id = ${visit.bookingId}`,
    );
    expect(count).toBe(1);
  });

  it("never asks about a cancelled visit, nor one completed more than 14 days ago", async () => {
    const cancelled = await completedVisit("2027-04-05T17:00:00Z", { status: "cancelled" });
    const old = await completedVisit("2027-03-21T17:00:00Z");
    await run("2027-04-06T15:00:00Z");
    await run("2027-04-08T15:00:00Z");
    expect(await requestOf(cancelled.bookingId)).toBeUndefined();
    expect(await requestOf(old.bookingId)).toBeUndefined();
    expect(await queuedMails(cancelled.bookingId)).toBe(0);
  });
});

describe("POST /api/reviews/{token}", () => {
  it("stores the review once, pending the owner's approval, and marks the link used", async () => {
    const { bookingId, token } = await requested();
    const res = await submit(token, review({ text: "  Great deck, great crew.  " }));
    expect(res.status).toBe(201);
    const { id, status } = (await res.json()) as { id: number; status: string };
    expect(status).toBe("pending");
    const [row] = await db().select().from(reviews).where(eq(reviews.id, id));
    expect(row).toMatchObject({
      rating: 5,
      text: "Great deck, great crew.",
      author: "Pat C.",
      status: "pending",
    });
    expect((await requestOf(bookingId))?.usedAt).not.toBeNull();
    expect((await publicReviews()).items.map((r) => r.text)).not.toContain("Great deck, great crew.");
  });

  it("refuses a second submission with one link: 409 with a clear message, one review stored", async () => {
    const { bookingId, token } = await requested();
    expect((await submit(token, review())).status).toBe(201);
    const again = await submit(token, review({ rating: 1, text: "Trying a second time with this link." }));
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: "You have already reviewed this visit. Thank you!" });
    const request = await requestOf(bookingId);
    const stored = await db().select().from(reviews).where(eq(reviews.requestId, request!.id));
    expect(stored.map((r) => r.rating)).toEqual([5]);
  });

  it("stores one of two submissions sent at the same moment", async () => {
    const { bookingId, token } = await requested();
    const answers = await Promise.all([
      submit(token, review({ rating: 5 })),
      submit(token, review({ rating: 4 })),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const request = await requestOf(bookingId);
    const stored = await db().select().from(reviews).where(eq(reviews.requestId, request!.id));
    expect(stored).toHaveLength(1);
  });

  it("answers 400 with a message on each field for bad input, storing nothing", async () => {
    const { bookingId, token } = await requested();
    for (const body of [
      { rating: 0, text: "short", author: "" },
      { rating: 6, text: "x".repeat(2001), author: "y".repeat(61) },
      { rating: 4.5, text: 12, author: null },
      {},
    ]) {
      const res = await submit(token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const { errors } = (await res.json()) as { errors: Record<string, string> };
      expect(Object.keys(errors).sort()).toEqual(["author", "rating", "text"]);
    }
    const { errors } = (await (await submit(token, { rating: "9", text: "short", author: "P" })).json()) as {
      errors: Record<string, string>;
    };
    expect(errors).toEqual({
      rating: "Please choose a rating from 1 to 5 stars",
      text: "Please tell us about your visit in at least 10 characters",
      author: "Please enter the name to show with your review",
    });
    expect((await requestOf(bookingId))?.usedAt).toBeNull();
    // The link still works after a refused attempt; "3" from the form's radio buttons is a rating.
    expect((await submit(token, review({ rating: "3" }))).status).toBe(201);
  });

  it("answers 404 to an unknown or malformed link", async () => {
    const unknown = await submit("A".repeat(43), review());
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: expect.stringContaining("not valid") });
    expect((await submit("not-a-token", review())).status).toBe(404);
  });
});

describe("approving and showing reviews", () => {
  it("shows approved reviews only, newest first, with the summary of all approved ones", async () => {
    const first = await requested();
    const second = await requested();
    await submit(first.token, review({ rating: 4, text: "Fence is straight and strong, good value." }));
    await submit(second.token, review({ rating: 2, text: "The job ran late and nobody called me." }));
    const [a] = await db()
      .select()
      .from(reviews)
      .where(eq(reviews.text, "Fence is straight and strong, good value."));
    const [b] = await db()
      .select()
      .from(reviews)
      .where(eq(reviews.text, "The job ran late and nobody called me."));

    const before = await publicReviews();
    expect((await put(t.admin, `/api/admin/reviews/${a!.id}`, { status: "approved" })).status).toBe(200);
    const hide = await put(t.admin, `/api/admin/reviews/${b!.id}`, { status: "hidden" });
    expect(hide.status).toBe(200);
    expect(await hide.json()).toMatchObject({ id: b!.id, status: "hidden" });

    const after = await publicReviews();
    const texts = after.items.map((r) => r.text);
    expect(texts).toContain("Fence is straight and strong, good value.");
    expect(texts).not.toContain("The job ran late and nobody called me.");
    expect(after.total).toBe(before.total + 1);
    // Computed from every approved review in the database.
    const [{ count, sum }] = await selectRows<{ count: number; sum: number }>(
      db(),
      sql`select count(*)::int as count, coalesce(sum(rating), 0)::int as sum from reviews where status = 'approved'`,
    );
    expect(after.summary).toEqual({ ratingValue: Math.round((sum / count) * 10) / 10, reviewCount: count });
    const dates = after.items.map((r) => r.reviewedOn);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("computes the summary to one decimal from the approved reviews", async () => {
    await db().delete(reviews).where(eq(reviews.status, "approved"));
    expect((await publicReviews()).summary).toEqual({ ratingValue: 0, reviewCount: 0 });
    await db()
      .insert(reviews)
      .values(
        [5, 5, 4, 3, 1].map((rating, i) => ({
          author: `Summary ${i}`,
          rating,
          text: "A review for the summary.",
          reviewedOn: `2025-01-0${i + 1}`,
          status: i === 4 ? "hidden" : "approved",
        })),
      );
    // 17 / 4 = 4.25 -> 4.3 (the hidden one-star review does not count).
    const { summary, items } = await publicReviews();
    expect(summary).toEqual({ ratingValue: 4.3, reviewCount: 4 });
    expect(items.map((r) => r.author)).toEqual(["Summary 3", "Summary 2", "Summary 1", "Summary 0"]);
  });

  it("lists reviews for the owner, pending first, with the visit, and filters by status", async () => {
    const { token } = await requested();
    await submit(token, review({ text: "Waiting for the owner to read it." }));
    const res = await t.admin.fetch("/api/admin/reviews");
    expect(res.status).toBe(200);
    const all = (await res.json()) as {
      items: Array<{ status: string; text: string; visit: { services: string[]; date: string } | null }>;
      counts: Record<string, number>;
    };
    expect(all.items[0]!.status).toBe("pending");
    const mine = all.items.find((r) => r.text === "Waiting for the owner to read it.");
    expect(mine?.visit).toEqual({ services: ["Deck Building"], date: "2031-03-10" });
    expect(all.counts.pending).toBeGreaterThan(0);
    const approved = (await (await t.admin.fetch("/api/admin/reviews?status=approved")).json()) as {
      items: Array<{ status: string }>;
    };
    expect(approved.items.every((r) => r.status === "approved")).toBe(true);
    expect((await t.admin.fetch("/api/admin/reviews?status=deleted")).status).toBe(400);
  });

  it("refuses a bad decision (400) and an unknown review (404)", async () => {
    const [any] = await db().select().from(reviews).limit(1);
    const bad = await put(t.admin, `/api/admin/reviews/${any!.id}`, { status: "pending" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: { status: "Status must be approved or hidden" } });
    expect((await put(t.admin, "/api/admin/reviews/999999", { status: "approved" })).status).toBe(404);
    expect((await put(t.admin, "/api/admin/reviews/abc", { status: "approved" })).status).toBe(400);
  });

  it("is the owner's alone: 401 anonymous, 403 for a customer, nothing changed", async () => {
    const [row] = await db().select().from(reviews).where(eq(reviews.status, "pending")).limit(1);
    for (const [client, status] of [
      [t.anonymous, 401],
      [t.customer, 403],
    ] as const) {
      expect((await client.fetch("/api/admin/reviews")).status).toBe(status);
      expect((await put(client, `/api/admin/reviews/${row!.id}`, { status: "approved" })).status).toBe(
        status,
      );
    }
    const [after] = await db()
      .select()
      .from(reviews)
      .where(and(eq(reviews.id, row!.id)));
    expect(after!.status).toBe("pending");
  });
});
