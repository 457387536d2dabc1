/**
 * An invoice paid through Stripe (the real SDK against the local stand-in), by card or by US bank account
 * (docs/invoices.md): a bank payment is processing until Stripe reports the money, then paid like a card's,
 * or failed, owed again and told to both sides. Events replayed and out of order change things once.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInvoice } from "~/features/invoices/invoice-editing.server";
import { markInvoiceSent } from "~/features/invoices/invoice-lifecycle.server";
import { invoiceToken } from "~/features/invoices/invoice-token.server";
import type { PublicInvoiceView } from "~/features/invoices/invoice-view";
import { invoiceBodySchema } from "~/features/invoices/invoice.schema";
import { parseInput } from "~/lib/input";
import { businessSettings, invoices, payments } from "~db/schema";
import { postJson } from "~tests/support/booking";
import type { FakeSession } from "~tests/support/fake-stripe";
import { MAIL_DEADLINE } from "~tests/support/outbox";
import { waitForIdleQueue } from "~tests/support/queue";
import { startStripeHarness, type StripeHarness } from "~tests/support/stripe-harness";
import { TEST_AUTH_SECRET } from "~tests/support/test-server";

let harness: StripeHarness;
const db = () => harness.server.database.db;

beforeAll(async () => {
  harness = await startStripeHarness();
});
afterAll(() => harness?.close());

let count = 0;

/** A sent invoice of $1,250.00, its link's token and its customer's email. */
async function sentInvoice() {
  const email = `ach-${++count}-${Date.now()}@example.com`;
  const id = await createInvoice(
    db(),
    parseInput(invoiceBodySchema, {
      customer: { name: "Lupe Garza", email, phone: "325-555-0199" },
      lines: [{ description: "Deck rebuild", quantity: 1, unit: "job", unitPrice: "1250.00" }],
    }),
  );
  const { number } = await markInvoiceSent(db(), id, TEST_AUTH_SECRET);
  const [row] = await db().select().from(invoices).where(eq(invoices.id, id));
  return { id, number, email, token: invoiceToken(TEST_AUTH_SECRET, row!.tokenNonce!) };
}

const pay = (token: string, body?: Record<string, unknown>) =>
  postJson(harness.server.url, `/api/invoices/${token}/pay`, body ?? {});

/** Pay by `method`: the session Stripe was asked for. */
async function checkout(token: string, method: "card" | "us_bank_account"): Promise<FakeSession> {
  const res = await pay(token, { method });
  expect(res.status, await res.clone().text()).toBe(200);
  const { url } = (await res.json()) as { url: string };
  return [...harness.stripe.sessions.values()].find((s) => s.url === url)!;
}

/** The same event ten times: five redeliveries of one event and five events of their own, at once. */
async function tenTimes(type: string, session: FakeSession, tag: string) {
  const answers = await Promise.all([
    ...Array.from({ length: 5 }, () => harness.deliver(type, session, `evt_${tag}_same`)),
    ...Array.from({ length: 5 }, (_, i) => harness.deliver(type, session, `evt_${tag}_${i}`)),
  ]);
  expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
}

const paymentsOf = (id: number) => db().select().from(payments).where(eq(payments.invoiceId, id));

async function invoiceRow(id: number) {
  const [row] = await db().select().from(invoices).where(eq(invoices.id, id));
  return row!;
}

async function publicView(token: string) {
  const res = await fetch(`${harness.server.url}/api/invoices/${token}`);
  return (await res.json()) as PublicInvoiceView;
}

/** A bank payment the customer completed: Stripe's session is complete and not paid yet. */
const completedUnpaid = (session: FakeSession) =>
  harness.stripe.markPaid(session.id, { payment_status: "unpaid" });

const settled = (session: FakeSession) => ({ ...session, payment_status: "paid" as const });

describe("an invoice paid by card at Stripe", () => {
  it("asks Stripe for a card checkout of the balance; the webhook ten times records one payment and one receipt", async () => {
    const { id, email, token, number } = await sentInvoice();
    const session = await checkout(token, "card");
    expect(session.amount_total).toBe(125_000);
    expect(session.allowed_payment_method_types).toEqual(["card"]);
    expect(session.metadata).toEqual({ invoiceId: String(id) });

    await tenTimes("checkout.session.completed", harness.stripe.markPaid(session.id), `card_${id}`);
    const rows = await paymentsOf(id);
    expect(rows.map((p) => [p.status, p.amount, p.method])).toEqual([["succeeded", "1250.00", "card"]]);
    expect(await invoiceRow(id)).toMatchObject({ status: "paid", amountPaid: "1250.00" });
    await waitForIdleQueue(db());
    const receipts = harness.mailTo(email, /^Receipt/);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toBe(`Receipt: $1,250.00 for invoice ${number}`);
  });

  it("takes card when the body names no method, and refuses an unknown one with its field's message", async () => {
    const { token } = await sentInvoice();
    const bare = await fetch(`${harness.server.url}/api/invoices/${token}/pay`, { method: "POST" });
    expect(bare.status).toBe(200);
    const { url } = (await bare.json()) as { url: string };
    const session = [...harness.stripe.sessions.values()].find((s) => s.url === url)!;
    expect(session.allowed_payment_method_types).toEqual(["card"]);

    const wrong = await pay(token, { method: "bitcoin" });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      errors: { method: "Please choose to pay by card or by bank account" },
    });
  });
});

describe("an invoice paid by bank account at Stripe", () => {
  it("is processing once completed, then paid when Stripe reports the money: one payment, one receipt", async () => {
    const { id, email, token } = await sentInvoice();
    const session = await checkout(token, "us_bank_account");
    expect(session.allowed_payment_method_types).toEqual(["us_bank_account"]);
    expect(session.payment_method_options).toMatchObject({
      us_bank_account: {
        verification_method: "automatic",
        financial_connections: { permissions: { 0: "payment_method" } },
      },
    });

    await tenTimes("checkout.session.completed", completedUnpaid(session), `bank_done_${id}`);
    expect((await paymentsOf(id)).map((p) => [p.status, p.method])).toEqual([
      ["processing", "us_bank_account"],
    ]);
    // Not money yet: nothing paid, the balance stands, and no second payment is opened over it.
    expect(await invoiceRow(id)).toMatchObject({ status: "sent", amountPaid: "0.00" });
    expect(await publicView(token)).toMatchObject({ balance: "1250.00", processing: "1250.00" });
    const again = await pay(token, { method: "card" });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      message: expect.stringMatching(/^A bank payment of \$1,250\.00 for this invoice is processing/),
    });

    await tenTimes("checkout.session.async_payment_succeeded", settled(session), `bank_paid_${id}`);
    const rows = await paymentsOf(id);
    expect(rows.map((p) => [p.status, p.amount, p.method])).toEqual([
      ["succeeded", "1250.00", "us_bank_account"],
    ]);
    expect(await invoiceRow(id)).toMatchObject({ status: "paid", amountPaid: "1250.00" });
    expect(await publicView(token)).toMatchObject({ balance: "0.00", processing: null });
    await waitForIdleQueue(db());
    const receipts = harness.mailTo(email, /^Receipt/);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain("We received $1,250.00 by bank account");
  });

  it("failed: the balance is owed again, Pay comes back, and both sides are told once", async () => {
    const { id, email, token, number } = await sentInvoice();
    const session = await checkout(token, "us_bank_account");
    await harness.deliver("checkout.session.completed", completedUnpaid(session));
    await tenTimes("checkout.session.async_payment_failed", session, `bank_failed_${id}`);

    expect((await paymentsOf(id)).map((p) => p.status)).toEqual(["failed"]);
    expect(await invoiceRow(id)).toMatchObject({ status: "sent", amountPaid: "0.00" });
    expect(await publicView(token)).toMatchObject({ balance: "1250.00", processing: null });

    await expect.poll(() => harness.mailTo(email, /failed/).length, MAIL_DEADLINE).toBe(1);
    const [business] = await db().select({ email: businessSettings.email }).from(businessSettings);
    await expect
      .poll(
        () => harness.mailTo(business!.email, new RegExp(`failed: invoice ${number}`)).length,
        MAIL_DEADLINE,
      )
      .toBe(1);
    await waitForIdleQueue(db());
    const [toCustomer] = harness.mailTo(email, /failed/);
    expect(toCustomer!.subject).toBe(`Your bank payment for invoice ${number} failed`);
    expect(toCustomer!.text).toContain(`The bank payment of $1,250.00 for invoice ${number} failed`);
    expect(toCustomer!.text).toContain(`/invoices/${token}`);
    expect(harness.mailTo(email, /failed/)).toHaveLength(1);
    expect(harness.mailTo(business!.email, new RegExp(`failed: invoice ${number}`))).toHaveLength(1);
    expect(harness.mailTo(email, /^Receipt/)).toHaveLength(0);

    // Pay is possible again.
    expect((await pay(token, { method: "card" })).status).toBe(200);
  });

  it("the money's report before the completed one, each ten times: paid once, one receipt, never back to processing", async () => {
    const { id, email, token } = await sentInvoice();
    const session = await checkout(token, "us_bank_account");
    await tenTimes(
      "checkout.session.async_payment_succeeded",
      settled(completedUnpaid(session)),
      `early_${id}`,
    );
    await tenTimes("checkout.session.completed", { ...session, payment_status: "unpaid" }, `late_${id}`);

    const rows = await paymentsOf(id);
    expect(rows.map((p) => [p.status, p.method])).toEqual([["succeeded", "us_bank_account"]]);
    expect(await invoiceRow(id)).toMatchObject({ status: "paid", amountPaid: "1250.00" });
    // A failure reported after the money changes nothing either.
    await harness.deliver("checkout.session.async_payment_failed", session);
    expect((await paymentsOf(id)).map((p) => p.status)).toEqual(["succeeded"]);
    await waitForIdleQueue(db());
    expect(harness.mailTo(email, /^Receipt/)).toHaveLength(1);
    expect(harness.mailTo(email, /failed/)).toHaveLength(0);
  });
});
