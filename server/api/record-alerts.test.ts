/**
 * The owner's alerts about what a customer did with a record: an estimate opened for the first time, a review
 * waiting for approval. Each is sent once however often it is told, and not while it is off in Settings.
 */
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviewToken } from "~/features/reviews/review-token.server";
import type { OwnerAlertSettings } from "~/features/settings/owner-alerts";
import { alertOwner } from "~/workflows/owner-alerts.server";
import { queueReviewRequests } from "~/workflows/review-requests.server";
import { demoSettings } from "~db/demo-data";
import { appointments, reviewRequests } from "~db/schema";
import { startAdminTestServer, type AdminTestServer } from "~tests/support/admin-session";
import { ensureSettings } from "~tests/support/booking";
import { estimateBody } from "~tests/support/estimate-body";
import { tokenOfEstimate } from "~tests/support/estimates";
import { makeVisit } from "~tests/support/fixtures";
import { mailsTo } from "~tests/support/outbox";
import { setOwnerAlerts } from "~tests/support/owner-alerts";
import { waitForIdleQueue } from "~tests/support/queue";
import { TEST_AUTH_SECRET } from "~tests/support/test-server";

let t: AdminTestServer;
const db = () => t.server.database.db;
const outbox = () => `${t.server.dataDir}/outbox`;
const deps = () => ({ db: db(), jobs: t.server.jobs, logger: pino({ level: "silent" }) });

beforeAll(async () => {
  t = await startAdminTestServer();
  await ensureSettings(db());
});
afterAll(() => t?.server.close());

/** The owner's mail whose subject matches (the owner gets every alert, so each test names its own). */
const ownerMails = (subject: RegExp) => mailsTo(outbox(), demoSettings.email, subject);

const setAlerts = (alerts: Partial<OwnerAlertSettings>) => setOwnerAlerts(t.admin, alerts);

describe("an estimate opened by its customer", () => {
  async function sentEstimate() {
    const created = await t.admin.post("/api/admin/estimates", estimateBody());
    const { id } = (await created.json()) as { id: number; number: number };
    expect((await t.admin.post(`/api/admin/estimates/${id}/send`)).status).toBe(200);
    return { id, token: await tokenOfEstimate(db(), id) };
  }

  it("is told to the owner once, however often the page reports it", async () => {
    const { id, token } = await sentEstimate();
    for (let i = 0; i < 3; i++)
      expect((await t.anonymous.post(`/api/estimates/${token}/view`)).status).toBe(204);
    await alertOwner(deps(), { kind: "estimate-viewed", estimateId: id });
    const alerts = () =>
      ownerMails(/^Estimate #\d+ opened by Dana Estimate/).filter((m) => m.text.includes(`estimate=${id}`));
    await expect.poll(() => alerts().length, { timeout: 10_000 }).toBe(1);
    await waitForIdleQueue(db());
    expect(alerts()).toHaveLength(1);
    expect(alerts()[0]!.text).toContain("Kitchen refresh");
  });

  it("is not told while estimate alerts are off", async () => {
    await setAlerts({ estimateViews: false });
    try {
      const { id, token } = await sentEstimate();
      expect((await t.anonymous.post(`/api/estimates/${token}/view`)).status).toBe(204);
      await waitForIdleQueue(db());
      expect(ownerMails(/^Estimate #/).filter((m) => m.text.includes(`estimate=${id}`))).toHaveLength(0);
    } finally {
      await setAlerts({});
    }
  });
});

describe("a review sent by its link", () => {
  let visitNumber = 0;
  /** A visit completed on a fixed day, its review request made by the job at a fixed instant, its token. */
  async function reviewLink() {
    const email = `alert-reviewer${++visitNumber}@example.com`;
    const day = `2031-04-${String(10 + visitNumber).padStart(2, "0")}`;
    const { bookingId, appointmentId } = await makeVisit(db(), { email, status: "completed", date: day });
    await db()
      .update(appointments)
      .set({ completedAt: new Date(`${day}T18:00:00Z`) })
      .where(eq(appointments.id, appointmentId));
    await queueReviewRequests(
      { ...deps(), linkSecret: TEST_AUTH_SECRET },
      new Date(`2031-04-${String(11 + visitNumber).padStart(2, "0")}T15:00:00Z`),
    );
    const [request] = await db().select().from(reviewRequests).where(eq(reviewRequests.bookingId, bookingId));
    return reviewToken(TEST_AUTH_SECRET, request!.tokenNonce);
  }
  const review = {
    rating: 5,
    text: "Showed up on time and left the yard cleaner than before.",
    author: "Pat C.",
  };

  it("is told to the owner once, waiting for approval", async () => {
    const token = await reviewLink();
    const res = await t.anonymous.post(`/api/reviews/${token}`, review);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    await alertOwner(deps(), { kind: "review-pending", reviewId: id });
    const alerts = () =>
      ownerMails(/^New review waiting for approval/).filter((m) => m.text.includes("cleaner than before"));
    await expect.poll(() => alerts().length, { timeout: 10_000 }).toBe(1);
    await waitForIdleQueue(db());
    expect(alerts()).toHaveLength(1);
    expect(alerts()[0]!.text).toContain("Pat C. wrote a review (5 of 5 stars)");
    expect(alerts()[0]!.text).toContain(`${t.server.url}/admin?tab=reviews`);
  });

  it("is not told while review alerts are off", async () => {
    await setAlerts({ reviews: false });
    try {
      const token = await reviewLink();
      const res = await t.anonymous.post(`/api/reviews/${token}`, {
        ...review,
        text: "Quiet review, no alert.",
      });
      expect(res.status).toBe(201);
      await waitForIdleQueue(db());
      expect(ownerMails(/^New review/).filter((m) => m.text.includes("Quiet review"))).toHaveLength(0);
    } finally {
      await setAlerts({});
    }
  });
});
