/**
 * The estimate page's answers and the review page's form posted as a browser without script posts them, to
 * the pages' actions (docs/decisions/0020-forms-post-natively.md): refused with the page, the messages, the
 * values and the focus; taken with a redirect (the deposit's checkout, the page saying where things stand).
 * Runs the production build (`npm run build` first).
 */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EstimateView } from "~/features/estimates/estimate-view";
import { ACCEPT_TERMS, NAME_TO_SIGN } from "~/features/estimates/estimate.schema";
import { reviewToken } from "~/features/reviews/review-token.server";
import { RATING_MESSAGE } from "~/features/reviews/review.schema";
import { queueReviewRequests } from "~/workflows/review-requests.server";
import { appointments, estimateApprovals, estimates, reviewRequests, reviews } from "~db/schema";
import { createAdmin, signInAdmin } from "~tests/support/auth-helpers";
import { ensureSettings } from "~tests/support/booking";
import type { Client } from "~tests/support/browser-like-client";
import { estimateBody } from "~tests/support/estimate-body";
import { tokenOfEstimate } from "~tests/support/estimates";
import { makeVisit } from "~tests/support/fixtures";
import { formPoster, visitor } from "~tests/support/form-post";
import { startTestServer, TEST_AUTH_SECRET, type TestServer } from "~tests/support/test-server";

let server: TestServer;
let admin: Client;
const db = () => server.database.db;

beforeAll(async () => {
  // TRUST_PROXY: the signature records the address the proxy reported.
  server = await startTestServer({ env: { TRUST_PROXY: "1", PAYMENTS_PROVIDER: "test" }, withPages: true });
  await ensureSettings(db());
  await createAdmin(server, "admin@example.com");
  admin = (await signInAdmin(server, "admin@example.com")).client;
});
afterAll(() => server?.close());

const postForm = formPoster(() => server.url);

/** A sent estimate (a 30% deposit, one optional item) and its link's page. */
async function sentEstimate() {
  const created = await admin.post("/api/admin/estimates", estimateBody());
  const estimate = (await created.json()) as EstimateView;
  expect((await admin.post(`/api/admin/estimates/${estimate.id}/send`)).status).toBe(200);
  const optionalId = estimate.lines.find((line) => line.optional)!.id;
  return { id: estimate.id, optionalId, page: `/estimates/${await tokenOfEstimate(db(), estimate.id)}` };
}

const statusOf = async (id: number) =>
  (await db().select({ status: estimates.status }).from(estimates).where(eq(estimates.id, id)))[0]?.status;

describe("POST /estimates/{token}", () => {
  it("approve refused: 400, the fields' messages, the ticked item kept and the name focused", async () => {
    const { id, optionalId, page } = await sentEstimate();
    const body = new URLSearchParams({ intent: "approve", name: "", optionalLineIds: String(optionalId) });
    const res = await postForm(page, body);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(NAME_TO_SIGN);
    expect(html).toContain(ACCEPT_TERMS);
    expect(/<input[^>]*name="optionalLineIds"[^>]*>/.exec(html)?.[0]).toContain('checked=""');
    expect(/<input[^>]*name="name"[^>]*>/.exec(html)?.[0]).toContain('autofocus=""');
    expect(await statusOf(id)).toBe("sent");
  });

  it("approved: the signature with the trusted address, then the deposit's checkout", async () => {
    const { id, optionalId, page } = await sentEstimate();
    const address = visitor();
    const body = new URLSearchParams({
      intent: "approve",
      name: "Dana Estimate",
      acceptTerms: "on",
      optionalLineIds: String(optionalId),
    });
    // The client's own claim to an address is not the one recorded.
    const headers = {
      "x-forwarded-for": address,
      "x-site-client-ip": "203.0.113.9",
      "user-agent": "Posted/1.0",
    };
    const res = await postForm(page, body, headers);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/\/checkout\/test\/[\w-]+$/);
    const [approval] = await db()
      .select()
      .from(estimateApprovals)
      .where(eq(estimateApprovals.estimateId, id));
    expect(approval).toMatchObject({
      signedName: "Dana Estimate",
      ipAddress: address,
      userAgent: "Posted/1.0",
      optionalLineIds: [optionalId],
      total: "2650.00",
    });
  });

  it("declined: a redirect to the page, which says so", async () => {
    const { id, page } = await sentEstimate();
    const res = await postForm(page, new URLSearchParams({ intent: "decline", reason: "Over our budget" }));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(page);
    expect(await statusOf(id)).toBe("declined");
    const again = await postForm(page, new URLSearchParams({ intent: "decline", reason: "" }));
    expect(again.status).toBe(409);
  });

  it("changes: refused too short with the text kept, then sent and said on the page", async () => {
    const { id, page } = await sentEstimate();
    const short = await postForm(page, new URLSearchParams({ intent: "changes", message: "Cheaper?" }));
    expect(short.status).toBe(400);
    const html = await short.text();
    expect(html).toContain("at least 10 characters");
    expect(/<textarea[^>]*>Cheaper\?<\/textarea>/.test(html)).toBe(true);
    const body = new URLSearchParams({ intent: "changes", message: "Could the lighting be LED strips?" });
    const res = await postForm(page, body);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`${page}?changes=1`);
    expect(await statusOf(id)).toBe("changes_requested");
    const after = await fetch(`${server.url}${page}?changes=1`, {
      headers: { "x-forwarded-for": visitor() },
    });
    expect(await after.text()).toContain("Your message was sent.");
  });
});

/** A completed visit and its review link's page, as the morning job makes it. */
async function reviewPage() {
  const visit = await makeVisit(db(), {
    email: `poster${crypto.randomInt(1e9)}@example.com`,
    name: "Pat Customer",
    status: "completed",
    serviceName: "Deck Building",
    date: "2031-03-10",
  });
  const completedAt = new Date("2031-03-10T18:00:00Z");
  await db().update(appointments).set({ completedAt }).where(eq(appointments.id, visit.appointmentId));
  const deps = {
    db: db(),
    jobs: server.jobs,
    logger: pino({ level: "silent" }),
    linkSecret: TEST_AUTH_SECRET,
  };
  await queueReviewRequests(deps, new Date("2031-03-11T15:00:00Z")); // 10:00 AM the next day
  const [row] = await db().select().from(reviewRequests).where(eq(reviewRequests.bookingId, visit.bookingId));
  return { requestId: row!.id, page: `/reviews/${reviewToken(TEST_AUTH_SECRET, row!.tokenNonce)}` };
}

describe("POST /reviews/{token}", () => {
  it("refused without a rating, then stored and thanked", async () => {
    const { requestId, page } = await reviewPage();
    const text = "The new deck is solid and the crew was friendly.";
    const refused = await postForm(page, new URLSearchParams({ text, author: "Pat C." }));
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain(RATING_MESSAGE);
    expect(html).toContain(text);
    expect(/<input[^>]*value="1"[^>]*>/.exec(html)?.[0]).toContain('autofocus=""');

    const res = await postForm(page, new URLSearchParams({ rating: "4", text, author: "Pat C." }));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`${page}?sent=1`);
    const [stored] = await db().select().from(reviews).where(eq(reviews.requestId, requestId));
    expect(stored).toMatchObject({ rating: 4, text, author: "Pat C.", status: "pending" });
    const thanked = await fetch(`${server.url}${page}?sent=1`, { headers: { "x-forwarded-for": visitor() } });
    expect(await thanked.text()).toContain("Thank you for your review!");
  });
});
