/**
 * Refunds of an invoice paid by card through Stripe (docs/invoices.md, "Refunds"): the back office's refund
 * goes to Stripe once with its key, and a refund made in Stripe's own dashboard, reported by its webhook,
 * brings the invoice's paid amount, balance and status along too.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceToken } from "~/features/invoices/invoice-token.server";
import type { InvoiceView } from "~/features/invoices/invoice-view";
import { invoices } from "~db/schema";
import { createAdmin, signInAdmin } from "~tests/support/auth-helpers";
import { browserLikeClient, type Client } from "~tests/support/browser-like-client";
import { startStripeHarness, type StripeHarness } from "~tests/support/stripe-harness";
import { TEST_AUTH_SECRET } from "~tests/support/test-server";

let harness: StripeHarness;
let admin: Client;
const db = () => harness.server.database.db;

beforeAll(async () => {
  harness = await startStripeHarness();
  const { email } = await createAdmin(harness.server, "invoice-refunds-admin@example.com");
  admin = (await signInAdmin(harness.server, email)).client;
});
afterAll(() => harness?.close());

let emails = 0;

/** A sent invoice of $800.00 paid in full by card: Stripe's checkout completed and its webhook delivered. */
async function paidInvoice() {
  const created = await admin.post("/api/admin/invoices", {
    customer: { name: "Rosa Jimenez", email: `stripe-refund-${++emails}@example.com`, phone: "325-555-0142" },
    lines: [{ description: "Replace the water heater", quantity: 1, unit: "job", unitPrice: "800.00" }],
  });
  const { id } = (await created.json()) as InvoiceView;
  expect((await admin.post(`/api/admin/invoices/${id}/send`)).status).toBe(200);
  const [row] = await db().select({ nonce: invoices.tokenNonce }).from(invoices).where(eq(invoices.id, id));
  const token = invoiceToken(TEST_AUTH_SECRET, row!.nonce!);
  const pay = await browserLikeClient(harness.server.url).post(`/api/invoices/${token}/pay`, {
    method: "card",
  });
  expect(pay.status, await pay.clone().text()).toBe(200);
  const { url } = (await pay.json()) as { url: string };
  const session = [...harness.stripe.sessions.values()].find((s) => s.url === url)!;
  const paid = harness.stripe.markPaid(session.id);
  expect((await harness.deliver("checkout.session.completed", paid)).status).toBe(200);
  const view = await invoice(id);
  expect(view).toMatchObject({ status: "paid", amountPaid: "800.00" });
  return { view, intent: paid.payment_intent! };
}

const invoice = async (id: number) =>
  (await (await admin.fetch(`/api/admin/invoices/${id}`)).json()) as InvoiceView;

describe("an invoice paid through Stripe", () => {
  it("is refunded in part by the back office through Stripe, once under a repeated key", async () => {
    const { view, intent } = await paidInvoice();
    const body = {
      amount: "300.00",
      reason: "Old heater hauled by the customer",
      requestKey: "stripe-key-0001",
    };
    const path = `/api/admin/invoices/${view.id}/payments/${view.payments[0]!.id}/refunds`;
    expect((await admin.post(path, body)).status).toBe(201);
    expect((await admin.post(path, body)).status).toBe(200);
    expect(harness.stripe.refunds.filter((r) => r.payment_intent === intent)).toHaveLength(1);
    expect(await invoice(view.id)).toMatchObject({
      status: "partially_paid",
      amountPaid: "500.00",
      balance: "300.00",
    });
  });

  it("follows a refund made in Stripe's dashboard, reported by the webhook (replays change nothing)", async () => {
    const { view, intent } = await paidInvoice();
    harness.stripe.refundInDashboard(intent, 12_500);
    for (let i = 0; i < 3; i++) {
      expect((await harness.deliver("charge.refunded", harness.stripe.charge(intent))).status).toBe(200);
    }
    expect(await invoice(view.id)).toMatchObject({
      status: "partially_paid",
      amountPaid: "675.00",
      balance: "125.00",
      payments: [{ refunded: "125.00", refundable: "675.00" }],
    });
  });
});
