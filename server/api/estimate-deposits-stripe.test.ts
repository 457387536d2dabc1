/**
 * An estimate's deposit through Stripe (the real SDK against the local stand-in): the checkout carries the
 * amount the server computed, and Stripe's webhook, delivered ten times and in any order, records one payment
 * and approves the estimate once.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEstimate } from "~/features/estimates/estimate-editing.server";
import { markSent } from "~/features/estimates/estimate-lifecycle.server";
import { estimateBodySchema } from "~/features/estimates/estimate.schema";
import { parseInput } from "~/lib/input";
import { estimates, payments } from "~db/schema";
import { postJson } from "~tests/support/booking";
import { estimateBody } from "~tests/support/estimate-body";
import { tokenOfEstimate } from "~tests/support/estimates";
import { MAIL_DEADLINE } from "~tests/support/outbox";
import { startStripeHarness, type StripeHarness } from "~tests/support/stripe-harness";
import { TEST_AUTH_SECRET } from "~tests/support/test-server";

let harness: StripeHarness;
const db = () => harness.server.database.db;

beforeAll(async () => {
  harness = await startStripeHarness();
});
afterAll(() => harness?.close());

async function approvedAtStripe() {
  const body = estimateBody();
  const id = await createEstimate(db(), parseInput(estimateBodySchema, body));
  await markSent(db(), id, TEST_AUTH_SECRET);
  const token = await tokenOfEstimate(db(), id);
  const res = await postJson(harness.server.url, `/api/estimates/${token}/approve`, {
    name: "Dana Estimate",
    acceptTerms: true,
  });
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  const session = [...harness.stripe.sessions.values()].find((s) => s.url === url)!;
  return { id, session, email: body.customer.email };
}

describe("an estimate's deposit at Stripe", () => {
  it("asks Stripe for the deposit the server computed, for the estimate", async () => {
    const { id, session } = await approvedAtStripe();
    expect(session.amount_total).toBe(67_500);
    expect(session.metadata).toEqual({ estimateId: String(id) });
    expect(session.success_url).toMatch(/\/estimates\/paid\?session_id=\{CHECKOUT_SESSION_ID\}$/);
  });

  it("records one payment and approves once when the webhook is delivered ten times", async () => {
    const { id, session, email } = await approvedAtStripe();
    const paid = harness.stripe.markPaid(session.id);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () =>
        harness.deliver("checkout.session.completed", paid, `evt_${id}_same`),
      ),
      ...Array.from({ length: 5 }, (_, i) =>
        harness.deliver("checkout.session.completed", paid, `evt_${id}_${i}`),
      ),
    ]);
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    const rows = await db().select().from(payments).where(eq(payments.estimateId, id));
    expect(rows.map((p) => [p.status, p.amount])).toEqual([["succeeded", "675.00"]]);
    const [estimate] = await db().select().from(estimates).where(eq(estimates.id, id));
    expect(estimate).toMatchObject({ status: "approved", approvalId: expect.any(Number) });
    // The customer's receipt, once.
    await expect.poll(() => harness.mailTo(email, /approved/i).length, MAIL_DEADLINE).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(harness.mailTo(email, /approved/i)).toHaveLength(1);
    expect(harness.stripe.refunds).toHaveLength(0);
  });

  it("refunds a deposit paid for an estimate revised meanwhile, once however often it is reported", async () => {
    const { id, session, email } = await approvedAtStripe();
    await db().update(estimates).set({ supersededAt: new Date() }).where(eq(estimates.id, id));
    const paid = harness.stripe.markPaid(session.id);
    for (let i = 0; i < 3; i++) {
      expect((await harness.deliver("checkout.session.completed", paid, `evt_${id}_late_${i}`)).status).toBe(
        200,
      );
    }
    const rows = await db().select().from(payments).where(eq(payments.estimateId, id));
    expect(rows.map((p) => [p.status, p.refundReason])).toEqual([["refunded", "estimate_closed"]]);
    expect(harness.stripe.refunds.filter((r) => r.payment_intent === paid.payment_intent)).toHaveLength(1);
    const [estimate] = await db().select().from(estimates).where(eq(estimates.id, id));
    expect(estimate!.status).not.toBe("approved");
    // The customer is told, once.
    await expect.poll(() => harness.mailTo(email, /was refunded/).length, MAIL_DEADLINE).toBe(1);
    expect(harness.mailTo(email, /was refunded/)[0]!.text).toContain("$675.00");
  });
});
