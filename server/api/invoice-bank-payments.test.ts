/**
 * An invoice paid by bank account through the test checkout (docs/invoices.md): the payment is processing
 * until the test checkout's stand-in for the bank settles or fails it, by the same paths as Stripe's events
 * (their replays and order: invoice-bank-payments-stripe.test.ts). And the page's report that the invoice
 * was viewed.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reminderStillDue } from "~/features/invoices/invoice-reminders.server";
import { invoiceToken } from "~/features/invoices/invoice-token.server";
import type { InvoiceView, PublicInvoiceView } from "~/features/invoices/invoice-view";
import { invoicesOfEmail } from "~/features/invoices/my-invoices.server";
import { businessToday } from "~/lib/dates";
import { businessSettings, invoices, payments } from "~db/schema";
import { draftInvoice, invoiceTestServer } from "~tests/support/invoice-server";
import { mailsTo, waitForMail } from "~tests/support/outbox";
import { waitForIdleQueue } from "~tests/support/queue";
import { TEST_AUTH_SECRET } from "~tests/support/test-server";

const { site, db, outbox } = invoiceTestServer();

let count = 0;

/** A draft of $640.00 for a customer of its own. */
async function draft() {
  const email = `bank-${++count}-${Date.now()}@example.com`;
  const invoice = await draftInvoice(site(), {
    customer: { name: "Ana Villarreal", email, phone: "325-555-0123" },
    lines: [{ description: "Water heater install", quantity: 1, unit: "job", unitPrice: "640.00" }],
  });
  return { invoice, email };
}

/** A sent invoice of $640.00 and its link's token. */
async function sentInvoice() {
  const { invoice, email } = await draft();
  const { number } = (await (await site().admin.post(`/api/admin/invoices/${invoice.id}/send`)).json()) as {
    number: string;
  };
  const [row] = await db().select().from(invoices).where(eq(invoices.id, invoice.id));
  return { id: invoice.id, email, number, token: invoiceToken(TEST_AUTH_SECRET, row!.tokenNonce!) };
}

const pay = (token: string, method: string) =>
  site().anonymous.post(`/api/invoices/${token}/pay`, { method });
const adminView = async (id: number) =>
  (await (await site().admin.fetch(`/api/admin/invoices/${id}`)).json()) as InvoiceView;
const publicView = async (token: string) =>
  (await (await site().anonymous.fetch(`/api/invoices/${token}`)).json()) as PublicInvoiceView;
const testCheckout = (sessionId: string, step: "pay" | "settle" | "fail") =>
  site().anonymous.post(`/api/test-checkout/${sessionId}/${step}`);

/** Pays the invoice by bank account at the test checkout: answers the session, now processing. */
async function bankPaymentProcessing(token: string) {
  const opened = await pay(token, "us_bank_account");
  expect(opened.status, await opened.clone().text()).toBe(200);
  const { url } = (await opened.json()) as { url: string };
  expect(url).toMatch(/^\/checkout\/test\//);
  const sessionId = url.split("/").at(-1)!;
  const paid = await testCheckout(sessionId, "pay");
  expect(paid.status).toBe(200);
  expect(await paid.json()).toEqual({ redirectUrl: `/invoices/paid?session_id=${sessionId}` });
  return sessionId;
}

describe("a bank payment at the test checkout", () => {
  it("is processing, shown on both sides and in My Projects, then settled: paid, one receipt", async () => {
    const { id, email, token, number } = await sentInvoice();
    const sessionId = await bankPaymentProcessing(token);

    const processing = await adminView(id);
    expect(processing).toMatchObject({ status: "sent", amountPaid: "0.00", balance: "640.00" });
    expect(processing.processing).toBe("640.00");
    expect(processing.payments).toMatchObject([
      { amount: "640.00", method: "us_bank_account", status: "processing", paidAt: null },
    ]);
    expect(await publicView(token)).toMatchObject({ balance: "640.00", processing: "640.00" });
    // No payment reminder goes while the bank payment is on its way.
    expect(await reminderStillDue(db(), id)).toBe(false);
    const [mine] = await invoicesOfEmail(db(), email, TEST_AUTH_SECRET);
    expect(mine).toMatchObject({ number, processing: "640.00", receipts: [] });
    // No second payment while one is on its way, by either way.
    for (const method of ["card", "us_bank_account"]) {
      const again = await pay(token, method);
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({ message: expect.stringContaining("is processing") });
    }

    const settled = await testCheckout(sessionId, "settle");
    expect(settled.status).toBe(200);
    expect(await settled.json()).toEqual({ redirectUrl: `/invoices/paid?session_id=${sessionId}` });
    const paid = await adminView(id);
    expect(paid).toMatchObject({ status: "paid", amountPaid: "640.00", balance: "0.00", processing: null });
    expect(paid.payments).toMatchObject([{ method: "us_bank_account", status: "succeeded" }]);
    const receipt = await waitForMail(outbox(), email, { subject: /^Receipt/ });
    expect(receipt.text).toContain("We received $640.00 by bank account");

    // Settled again, or failed after the money: nothing changes.
    expect((await testCheckout(sessionId, "settle")).status).toBe(409);
    expect((await testCheckout(sessionId, "fail")).status).toBe(409);
    await waitForIdleQueue(db());
    expect(mailsTo(outbox(), email, /^Receipt/)).toHaveLength(1);
    expect(mailsTo(outbox(), email, /failed/)).toHaveLength(0);
  });

  it("failed: the balance is owed again, both sides are told once, and the invoice can be paid again", async () => {
    const { id, email, token, number } = await sentInvoice();
    const sessionId = await bankPaymentProcessing(token);
    const failed = await testCheckout(sessionId, "fail");
    expect(failed.status).toBe(200);
    expect((await testCheckout(sessionId, "fail")).status).toBe(409);

    const view = await adminView(id);
    expect(view).toMatchObject({ status: "sent", amountPaid: "0.00", balance: "640.00", processing: null });
    expect(view.payments).toMatchObject([{ status: "failed" }]);
    expect(await reminderStillDue(db(), id)).toBe(true);
    const mail = await waitForMail(outbox(), email, { subject: /failed/ });
    expect(mail.subject).toBe(`Your bank payment for invoice ${number} failed`);
    expect(mail.text).toContain(`The bank payment of $640.00 for invoice ${number} failed`);
    expect(mail.text).toContain("Balance due: $640.00");
    expect(mail.text).toContain(`${site().server.url}/invoices/${token}`);
    const [business] = await db().select({ email: businessSettings.email }).from(businessSettings);
    const notice = await waitForMail(outbox(), business!.email, { subject: new RegExp(number) });
    expect(notice.subject).toBe(`Bank payment failed: invoice ${number} (Ana Villarreal)`);
    expect(notice.text).toContain(
      `The bank payment of $640.00 from Ana Villarreal for invoice ${number} failed.`,
    );
    await waitForIdleQueue(db());
    expect(mailsTo(outbox(), email, /failed/)).toHaveLength(1);
    expect(mailsTo(outbox(), business!.email, new RegExp(number))).toHaveLength(1);

    const again = await pay(token, "card");
    expect(again.status).toBe(200);
  });

  it("settles or fails only a bank payment processing: a card checkout is a 409, an unknown one a 404", async () => {
    const { token } = await sentInvoice();
    const { url } = (await (await pay(token, "card")).json()) as { url: string };
    const sessionId = url.split("/").at(-1)!;
    expect((await testCheckout(sessionId, "settle")).status).toBe(409);
    expect((await testCheckout(sessionId, "fail")).status).toBe(409);
    expect((await testCheckout("test_cs_nobody", "settle")).status).toBe(404);
    // Paid by card: money at once, never processing.
    expect((await testCheckout(sessionId, "pay")).status).toBe(200);
    const [row] = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.provider, "test"), eq(payments.providerSessionId, sessionId)));
    expect(row).toMatchObject({ status: "succeeded", method: "card" });
  });

  it("refuses an unknown way to pay with its field's message", async () => {
    const { token } = await sentInvoice();
    const res = await pay(token, "cash");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      errors: { method: "Please choose to pay by card or by bank account" },
    });
  });
});

describe("the page's report that the invoice was viewed", () => {
  const view = (token: string) => site().anonymous.post(`/api/invoices/${token}/view`);
  const rowOf = async (id: number) => (await db().select().from(invoices).where(eq(invoices.id, id)))[0]!;

  it("makes a sent invoice viewed once; reading it by its link does not", async () => {
    const { id, token } = await sentInvoice();
    expect((await site().anonymous.fetch(`/api/invoices/${token}`)).status).toBe(200);
    expect(await rowOf(id)).toMatchObject({ status: "sent", viewedAt: null });

    expect((await view(token)).status).toBe(204);
    const first = await rowOf(id);
    expect(first.status).toBe("viewed");
    expect(first.viewedAt).toBeInstanceOf(Date);
    expect((await view(token)).status).toBe(204);
    expect(await rowOf(id)).toMatchObject({ status: "viewed", viewedAt: first.viewedAt });
    expect((await adminView(id)).viewedAt).toBe(first.viewedAt!.toISOString());
  });

  it("keeps a partially paid invoice's status (noting when it was seen), and a paid invoice's", async () => {
    const { id, token } = await sentInvoice();
    await site().admin.post(`/api/admin/invoices/${id}/payments`, {
      amount: "40.00",
      method: "cash",
      receivedOn: businessToday(),
    });
    expect((await view(token)).status).toBe(204);
    const partly = await rowOf(id);
    expect(partly.status).toBe("partially_paid");
    expect(partly.viewedAt).toBeInstanceOf(Date);

    await site().admin.post(`/api/admin/invoices/${id}/payments`, {
      amount: "600.00",
      method: "cash",
      receivedOn: businessToday(),
    });
    expect((await view(token)).status).toBe(204);
    expect(await rowOf(id)).toMatchObject({ status: "paid", viewedAt: partly.viewedAt });
  });

  it("is a 404 for a voided invoice and a bad link, and a draft stays a draft", async () => {
    const { id, token } = await sentInvoice();
    await site().admin.post(`/api/admin/invoices/${id}/void`, { reason: "Billed twice" });
    const voided = await view(token);
    expect(voided.status).toBe(404);
    expect(await voided.json()).toMatchObject({ message: expect.stringMatching(/^This invoice was voided/) });
    expect(await rowOf(id)).toMatchObject({ status: "void", viewedAt: null });

    const { invoice } = await draft();
    for (const bad of ["x".repeat(43), "short"]) {
      const res = await view(bad);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({
        message: expect.stringMatching(/^This invoice link is not valid/),
      });
    }
    expect(await rowOf(invoice.id)).toMatchObject({ status: "draft", viewedAt: null });
  });
});
