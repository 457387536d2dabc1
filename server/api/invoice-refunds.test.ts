/**
 * Refunds of an invoice's payments from the back office, and what was collected this month (docs/invoices.md):
 * a card payment given back in part and then the rest, the invoice's paid amount, balance and status
 * following, revenue and the customer's total spent net of the refunds; more than is left, money received by
 * hand and bad input refused with a message. Each figure is read as a difference.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BY_HAND_NOT_REFUNDED, NOTHING_LEFT_TO_REFUND } from "~/features/invoices/invoice-refunds.server";
import type { CollectedView, ReceivablesView } from "~/features/invoices/invoice-reports-view";
import { invoiceToken } from "~/features/invoices/invoice-token.server";
import type { InvoiceView, PublicInvoiceView } from "~/features/invoices/invoice-view";
import { businessToday } from "~/lib/dates";
import { toCents } from "~/lib/deposit";
import { REFUND_AMOUNT_MESSAGE } from "~/lib/refund-request";
import { customerTotals, invoices, refunds, revenueByDay } from "~db/schema";
import { startAdminTestServer, type AdminTestServer } from "~tests/support/admin-session";
import { ensureSettings } from "~tests/support/booking";
import { makeVisit } from "~tests/support/fixtures";
import { TEST_AUTH_SECRET } from "~tests/support/test-server";

let t: AdminTestServer;
const db = () => t.server.database.db;

beforeAll(async () => {
  t = await startAdminTestServer();
  await ensureSettings(db());
});
afterAll(() => t?.server.close());

let emails = 0;

/** A sent invoice of $1,795.00. */
async function sentInvoice(): Promise<InvoiceView> {
  const res = await t.admin.post("/api/admin/invoices", {
    customer: {
      name: "Rosa Jimenez",
      email: `refund-${++emails}-${Date.now()}@example.com`,
      phone: "325-555-0142",
    },
    lines: [
      { description: "Replace vanity", quantity: 1, unit: "each", unitPrice: "1200.00" },
      { description: "Tile floor", quantity: 42.5, unit: "sq ft", unitPrice: "14.00" },
    ],
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const invoice = (await res.json()) as InvoiceView;
  expect((await t.admin.post(`/api/admin/invoices/${invoice.id}/send`)).status).toBe(200);
  return invoice;
}

async function tokenOf(id: number) {
  const [row] = await db().select({ nonce: invoices.tokenNonce }).from(invoices).where(eq(invoices.id, id));
  return invoiceToken(TEST_AUTH_SECRET, row!.nonce!);
}

/** The customer pays the whole balance by card through the (test) checkout. */
async function paidByCard(): Promise<InvoiceView> {
  const invoice = await sentInvoice();
  const token = await tokenOf(invoice.id);
  const opened = await t.anonymous.post(`/api/invoices/${token}/pay`, { method: "card" });
  const { url } = (await opened.json()) as { url: string };
  expect((await t.anonymous.post(`/api/test-checkout/${url.split("/").at(-1)}/pay`)).status).toBeLessThan(
    400,
  );
  return view(invoice.id);
}

async function view(id: number): Promise<InvoiceView> {
  return (await (await t.admin.fetch(`/api/admin/invoices/${id}`)).json()) as InvoiceView;
}

const refund = (invoice: InvoiceView, paymentId: number, body: Record<string, unknown>) =>
  t.admin.post(`/api/admin/invoices/${invoice.id}/payments/${paymentId}/refunds`, body);

const revenueToday = async () => {
  const [row] = await db().select().from(revenueByDay).where(eq(revenueByDay.paidOn, businessToday()));
  return toCents(row?.amount ?? "0");
};
const spentBy = async (customerId: number) => {
  const [row] = await db().select().from(customerTotals).where(eq(customerTotals.customerId, customerId));
  return row?.totalSpent;
};

describe("refunding an invoice's card payment", () => {
  it("in part: the paid invoice becomes partially paid, Pay comes back, revenue and total spent drop by it", async () => {
    const revenueBefore = await revenueToday();
    const invoice = await paidByCard();
    expect(invoice).toMatchObject({ status: "paid", amountPaid: "1795.00", balance: "0.00" });
    const [card] = invoice.payments;
    expect(card).toMatchObject({ method: "card", byHand: false, refundable: "1795.00" });
    expect(await spentBy(invoice.customer.id)).toBe("1795.00");

    const res = await refund(invoice, card!.id, { amount: "500.00", reason: "Tile left over" });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await res.json()).toMatchObject({
      status: "partially_paid",
      amountPaid: "1295.00",
      balance: "500.00",
      payments: [{ id: card!.id, amount: "1795.00", refunded: "500.00", refundable: "1295.00" }],
    });
    expect(await spentBy(invoice.customer.id)).toBe("1295.00");
    expect((await revenueToday()) - revenueBefore).toBe(129_500);

    // The customer's page asks for the rest again, and the checkout opens for it.
    const token = await tokenOf(invoice.id);
    const page = (await (await t.anonymous.fetch(`/api/invoices/${token}`)).json()) as PublicInvoiceView;
    expect(page).toMatchObject({ status: "partially_paid", balance: "500.00" });
    expect((await t.anonymous.post(`/api/invoices/${token}/pay`, { method: "card" })).status).toBe(200);
  });

  it("refuses more than is left (409 at the amount), then gives back the rest; nothing more after that", async () => {
    const invoice = await paidByCard();
    const card = invoice.payments[0]!;
    expect(
      (await refund(invoice, card.id, { amount: "795", reason: "Part of the job cancelled" })).status,
    ).toBe(201);

    const over = await refund(invoice, card.id, { amount: "1000.01", reason: "Too much" });
    expect(over.status).toBe(409);
    const message = "The amount is more than what is left to refund ($1,000.00).";
    expect(await over.json()).toMatchObject({ message, errors: { amount: message } });

    const rest = await refund(invoice, card.id, { amount: "1000.00", reason: "Job cancelled" });
    expect(rest.status).toBe(201);
    const after = (await rest.json()) as InvoiceView;
    expect(after).toMatchObject({ status: "sent", amountPaid: "0.00", balance: "1795.00" });
    expect(after.payments[0]).toMatchObject({ status: "refunded", refunded: "1795.00", refundable: "0.00" });
    expect(await spentBy(invoice.customer.id)).toBe("0.00");

    const again = await refund(invoice, card.id, { amount: "1.00", reason: "Once more" });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: NOTHING_LEFT_TO_REFUND });
    // Nothing paid any more: the invoice can now be voided.
    expect(
      (await t.admin.post(`/api/admin/invoices/${invoice.id}/void`, { reason: "Cancelled" })).status,
    ).toBe(200);
  });

  it("answers a request repeated with its key once, with 200, and refunds once", async () => {
    const invoice = await paidByCard();
    const card = invoice.payments[0]!;
    const body = { amount: "100.00", reason: "Goodwill", requestKey: "refund-key-0001" };
    const answers = await Promise.all([refund(invoice, card.id, body), refund(invoice, card.id, body)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 201]);
    expect(await db().$count(refunds, eq(refunds.paymentId, card.id))).toBe(1);
    expect((await view(invoice.id)).amountPaid).toBe("1695.00");
    const reused = await refund(invoice, card.id, { ...body, amount: "50.00" });
    expect(reused.status).toBe(409);
  });
});

describe("refusals", () => {
  it("refuses a check (409 saying it is given back outside the site), and it stays paid", async () => {
    const invoice = await sentInvoice();
    const paid = await t.admin.post(`/api/admin/invoices/${invoice.id}/payments`, {
      amount: "1795.00",
      method: "check",
      reference: "1042",
      receivedOn: businessToday(),
    });
    const check = ((await paid.json()) as InvoiceView).payments[0]!;
    expect(check).toMatchObject({ byHand: true, refundable: "0.00" });
    const res = await refund(invoice, check.id, { amount: "100.00", reason: "Overpaid" });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ message: BY_HAND_NOT_REFUNDED });
    expect(await view(invoice.id)).toMatchObject({ status: "paid", amountPaid: "1795.00" });
  });

  it("refuses a bad amount or no reason at the field (400), another invoice's payment and an unknown invoice (404)", async () => {
    const invoice = await paidByCard();
    const card = invoice.payments[0]!;
    const bad = await refund(invoice, card.id, { amount: "ten", reason: "" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors).toMatchObject({
      amount: REFUND_AMOUNT_MESSAGE,
      reason: "Please give a reason",
    });
    const other = await sentInvoice();
    const elsewhere = await refund(other, card.id, { amount: "1.00", reason: "Wrong invoice" });
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.json()).toMatchObject({ message: "Payment not found on this invoice" });
    const unknown = await t.admin.post(`/api/admin/invoices/999999/payments/${card.id}/refunds`, {
      amount: "1.00",
      reason: "Nothing",
    });
    expect(unknown.status).toBe(404);
    expect((await refund(invoice, "x" as unknown as number, { amount: "1", reason: "r" })).status).toBe(400);
    expect((await view(invoice.id)).amountPaid).toBe("1795.00");
  });

  it("answers only an admin", async () => {
    const invoice = await paidByCard();
    const path = `/api/admin/invoices/${invoice.id}/payments/${invoice.payments[0]!.id}/refunds`;
    expect((await t.anonymous.post(path, { amount: "1.00", reason: "r" })).status).toBe(401);
  });
});

describe("collected this month", () => {
  const collected = async (): Promise<CollectedView> => {
    const res = await t.admin.fetch("/api/admin/receivables");
    expect(res.status).toBe(200);
    return ((await res.json()) as ReceivablesView).collectedThisMonth;
  };

  it("counts every payment received this month (deposits, invoices online and by hand), net of this month's refunds", async () => {
    const before = await collected();
    await makeVisit(db(), {
      email: `deposit-${Date.now()}@example.com`,
      payment: { amount: "80.00", paidAt: new Date() },
    });
    // Paid before this month began: not collected this month.
    await makeVisit(db(), {
      email: `old-${Date.now()}@example.com`,
      payment: { amount: "45.00", paidAt: new Date(Date.now() - 40 * 86_400_000) },
    });
    const byCard = await paidByCard();
    const check = await sentInvoice();
    await t.admin.post(`/api/admin/invoices/${check.id}/payments`, {
      amount: "300.00",
      method: "check",
      reference: "",
      receivedOn: businessToday(),
    });
    await refund(byCard, byCard.payments[0]!.id, { amount: "95.00", reason: "Goodwill" });

    const after = await collected();
    expect(after.payments - before.payments).toBe(3);
    expect(toCents(after.refunded) - toCents(before.refunded)).toBe(9_500);
    expect(toCents(after.amount) - toCents(before.amount)).toBe(8_000 + 179_500 + 30_000 - 9_500);
    expect(after.amount).toMatch(/^-?\d+\.\d{2}$/);
  });
});
