/**
 * Invoices through the API (docs/invoices.md): the back office writes, sends, voids and records money
 * received; the customer reads the invoice by its link. Every refusal has its test: a sent invoice changed or
 * deleted, a draft voided or paid, a payment beyond the balance, a paid invoice voided, a voided link.
 */
import { count, eq, sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceToken } from "~/features/invoices/invoice-token.server";
import type { InvoiceView, PublicInvoiceView } from "~/features/invoices/invoice-view";
import { addDays, businessToday, businessYear } from "~/lib/dates";
import { customerTotals, invoices, revenueByDay } from "~db/schema";
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
const uniqueEmail = () => `invoice-${++emails}-${Date.now()}@example.com`;

const body = (overrides: Record<string, unknown> = {}) => ({
  customer: { name: "Rosa Jimenez", email: uniqueEmail(), phone: "325-555-0142" },
  lines: [
    { description: "Replace vanity", quantity: 1, unit: "each", unitPrice: "1200.00" },
    { description: "Tile floor", quantity: 42.5, unit: "sq ft", unitPrice: "14.00" },
  ],
  notes: "Thank you for your business.",
  ...overrides,
});

async function created(input = body()): Promise<InvoiceView> {
  const res = await t.admin.post("/api/admin/invoices", input);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as InvoiceView;
}

async function sent(input = body()) {
  const invoice = await created(input);
  const res = await t.admin.post(`/api/admin/invoices/${invoice.id}/send`);
  expect(res.status, await res.clone().text()).toBe(200);
  return { invoice, answer: (await res.json()) as { number: string; status: string; dueDate: string } };
}

const receive = (id: number, payment: Record<string, unknown>) =>
  t.admin.post(`/api/admin/invoices/${id}/payments`, {
    method: "check",
    reference: "1042",
    receivedOn: businessToday(),
    ...payment,
  });

async function tokenOf(id: number) {
  const [row] = await db().select({ nonce: invoices.tokenNonce }).from(invoices).where(eq(invoices.id, id));
  return invoiceToken(TEST_AUTH_SECRET, row!.nonce!);
}

describe("writing an invoice", () => {
  it("answers a draft with its lines, totals as decimal strings, no number, and the settings' terms", async () => {
    const invoice = await created();
    expect(invoice).toMatchObject({
      status: "draft",
      number: null,
      terms: "net_15",
      total: "1795.00",
      credited: "0.00",
      amountPaid: "0.00",
      balance: "1795.00",
      issuedOn: null,
      dueDate: null,
      overdue: false,
    });
    expect(invoice.lines.map((line) => line.total)).toEqual(["1200.00", "595.00"]);
  });

  it("refuses a body without lines or customer with each field's message, and keeps nothing", async () => {
    const res = await t.admin.post("/api/admin/invoices", { lines: [], customer: null });
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { errors: Record<string, string> };
    expect(answer.errors).toMatchObject({
      lines: "Add at least one line",
      customer: "Choose a customer or enter one",
    });
  });

  it("refuses a price that is not one, at its line's field", async () => {
    const res = await t.admin.post(
      "/api/admin/invoices",
      body({ lines: [{ description: "Labor", quantity: 2, unit: "hour", unitPrice: "ten" }] }),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Record<string, string> }).errors).toMatchObject({
      "lines.0.unitPrice": "Please enter a price like 1234.50",
    });
  });

  it("rewrites and deletes a draft; a sent invoice is neither rewritten nor deleted (409)", async () => {
    const draft = await created();
    const put = await t.admin.fetch(`/api/admin/invoices/${draft.id}`, {
      method: "PUT",
      json: body({ terms: "net_30" }),
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ terms: "net_30", status: "draft" });

    const { invoice } = await sent();
    const rewrite = await t.admin.fetch(`/api/admin/invoices/${invoice.id}`, { method: "PUT", json: body() });
    expect(rewrite.status).toBe(409);
    expect(await rewrite.json()).toMatchObject({
      message: "Only a draft invoice can be changed. Void a sent invoice and issue a new one.",
    });
    expect((await t.admin.fetch(`/api/admin/invoices/${invoice.id}`, { method: "DELETE" })).status).toBe(409);

    expect((await t.admin.fetch(`/api/admin/invoices/${draft.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await t.admin.fetch(`/api/admin/invoices/${draft.id}`)).status).toBe(404);
  });

  it("credits the booked visit's deposit and asks only the rest", async () => {
    const email = uniqueEmail();
    const visit = await makeVisit(db(), { email, estimatedCost: "250.00", payment: { amount: "125.00" } });
    const invoice = await created(
      body({
        customer: undefined,
        customerId: visit.customerId,
        bookingId: visit.bookingId,
        lines: [{ description: "Fence repair, 3 posts", quantity: 1, unit: "job", unitPrice: "480.00" }],
      }),
    );
    expect(invoice).toMatchObject({ total: "480.00", credited: "125.00", balance: "355.00" });
    expect(invoice.credits).toEqual([
      { description: expect.stringMatching(/^Deposit paid [A-Z][a-z]+ \d{1,2}, \d{4}$/), amount: "125.00" },
    ]);
  });

  it("refuses a booking that is another customer's", async () => {
    const visit = await makeVisit(db(), { email: uniqueEmail(), payment: { amount: "50.00" } });
    const res = await t.admin.post("/api/admin/invoices", body({ bookingId: visit.bookingId }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Record<string, string> }).errors).toEqual({
      bookingId: "That booking is another customer's",
    });
  });
});

describe("sending", () => {
  it("numbers the invoice in the year's sequence, dates it today and sets the due date from its terms", async () => {
    const { answer } = await sent(body({ terms: "net_7" }));
    expect(answer.number).toMatch(new RegExp(`^INV-${businessYear()}-\\d{4}$`));
    expect(answer).toMatchObject({ status: "sent", dueDate: addDays(businessToday(), 7) });
  });

  it("gives 20 invoices sent at once 20 consecutive numbers", async () => {
    const drafts = await Promise.all(Array.from({ length: 20 }, () => created()));
    const answers = await Promise.all(
      drafts.map((draft) => t.admin.post(`/api/admin/invoices/${draft.id}/send`).then((res) => res.json())),
    );
    const numbers = (answers as { number: string }[])
      .map((a) => Number(a.number.slice(-4)))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => numbers[0]! + i));
  });

  it("sending again keeps the number", async () => {
    const { invoice, answer } = await sent();
    const again = await t.admin.post(`/api/admin/invoices/${invoice.id}/send`);
    expect(await again.json()).toMatchObject({ number: answer.number, dueDate: answer.dueDate });
  });
});

describe("payments received and voiding", () => {
  it("records a check in part, then the rest; the invoice is partially paid, then paid", async () => {
    const { invoice } = await sent();
    const first = await receive(invoice.id, { amount: "795.00" });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({
      status: "partially_paid",
      amountPaid: "795.00",
      balance: "1000.00",
      payments: [{ amount: "795.00", method: "check", reference: "1042", status: "succeeded" }],
    });
    const rest = await receive(invoice.id, { amount: "1000", method: "cash", reference: "" });
    expect(await rest.json()).toMatchObject({ status: "paid", amountPaid: "1795.00", balance: "0.00" });
  });

  it("counts money received in the customer's total spent and the day's revenue it was received on", async () => {
    const { invoice } = await sent();
    const day = addDays(businessToday(), -3);
    const [before] = await db().select().from(revenueByDay).where(eq(revenueByDay.paidOn, day));
    await receive(invoice.id, { amount: "300.00", receivedOn: day });
    const [totals] = await db()
      .select()
      .from(customerTotals)
      .where(eq(customerTotals.customerId, invoice.customer.id));
    expect(totals?.totalSpent).toBe("300.00");
    const [after] = await db().select().from(revenueByDay).where(eq(revenueByDay.paidOn, day));
    expect(Number(after?.amount) - Number(before?.amount ?? 0)).toBe(300);
  });

  it("refuses more than the balance, a draft, a future date and a voided invoice", async () => {
    const { invoice } = await sent();
    const over = await receive(invoice.id, { amount: "1795.01" });
    expect(over.status).toBe(409);
    expect(await over.json()).toMatchObject({
      message: "The amount is more than the balance of $1,795.00: record at most the balance.",
    });

    const draft = await created();
    expect((await receive(draft.id, { amount: "10.00" })).status).toBe(409);

    const future = await receive(invoice.id, { amount: "10.00", receivedOn: addDays(businessToday(), 1) });
    expect(future.status).toBe(400);
    expect(((await future.json()) as { errors: Record<string, string> }).errors).toEqual({
      receivedOn: "The date received cannot be in the future",
    });

    const voided = await t.admin.post(`/api/admin/invoices/${invoice.id}/void`, { reason: "Billed twice" });
    expect(voided.status).toBe(200);
    expect(await voided.json()).toMatchObject({ status: "void", voidReason: "Billed twice" });
    expect((await receive(invoice.id, { amount: "10.00" })).status).toBe(409);
  });

  it("does not void an invoice with money paid on it, nor a draft, nor without a reason", async () => {
    const { invoice } = await sent();
    await receive(invoice.id, { amount: "100.00" });
    const res = await t.admin.post(`/api/admin/invoices/${invoice.id}/void`, { reason: "Wrong amount" });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      message: "Money was paid on this invoice: refund it before voiding the invoice.",
    });
    const draft = await created();
    expect(
      (await t.admin.post(`/api/admin/invoices/${draft.id}/void`, { reason: "Not needed" })).status,
    ).toBe(409);
    const noReason = await t.admin.post(`/api/admin/invoices/${invoice.id}/void`, { reason: "" });
    expect(noReason.status).toBe(400);
  });
});

describe("the list", () => {
  it("filters by status and overdue, and finds a customer or a number", async () => {
    const email = uniqueEmail();
    const { invoice, answer } = await sent(
      body({ customer: { name: "Overdue Owens", email, phone: "325-555-0150" } }),
    );
    await db()
      .update(invoices)
      .set({ dueDate: addDays(businessToday(), -1) })
      .where(eq(invoices.id, invoice.id));

    const overdue = (await (
      await t.admin.fetch("/api/admin/invoices?status=overdue&pageSize=100")
    ).json()) as {
      items: { id: number; overdue: boolean }[];
    };
    expect(overdue.items.find((item) => item.id === invoice.id)).toMatchObject({ overdue: true });
    expect(overdue.items.every((item) => item.overdue)).toBe(true);

    const byEmail = (await (await t.admin.fetch(`/api/admin/invoices?q=${email}`)).json()) as {
      items: { number: string }[];
      total: number;
    };
    expect(byEmail).toMatchObject({ total: 1, items: [{ number: answer.number }] });
    const byNumber = (await (await t.admin.fetch(`/api/admin/invoices?q=${answer.number}`)).json()) as {
      total: number;
    };
    expect(byNumber.total).toBe(1);

    const drafts = (await (await t.admin.fetch("/api/admin/invoices?status=draft&pageSize=100")).json()) as {
      items: { status: string }[];
    };
    expect(drafts.items.every((item) => item.status === "draft")).toBe(true);
    expect((await t.admin.fetch("/api/admin/invoices?status=late")).status).toBe(400);
  });

  it("counts what each filter holds, as the invoices are after being sent, paid and voided", async () => {
    // Invoices in every state: sent, one paid by check, one voided, one overdue, one draft.
    const email = uniqueEmail();
    const customer = { name: "Tally Tran", email, phone: "325-555-0151" };
    const [paid, voided, late] = [
      await sent(body({ customer })),
      await sent(body({ customer })),
      await sent(body({ customer })),
    ];
    expect((await receive(paid.invoice.id, { amount: paid.invoice.total })).status).toBe(201);
    const voiding = await t.admin.post(`/api/admin/invoices/${voided.invoice.id}/void`, {
      reason: "Billed twice",
    });
    expect(voiding.status).toBe(200);
    await db()
      .update(invoices)
      .set({ dueDate: addDays(businessToday(), -3) })
      .where(eq(invoices.id, late.invoice.id));
    await created(body({ customer }));

    const counted = async (where: SQL) =>
      (await db().select({ n: count() }).from(invoices).where(where))[0]!.n;
    const totalOf = async (query: string) =>
      ((await (await t.admin.fetch(`/api/admin/invoices${query}`)).json()) as { total: number }).total;
    expect(await totalOf("")).toBe(await counted(sql`true`));
    for (const status of ["draft", "sent", "paid", "void"])
      expect(await totalOf(`?status=${status}`), status).toBe(await counted(eq(invoices.status, status)));
    expect(await totalOf("?status=overdue")).toBe(
      await counted(sql`status in ('sent', 'viewed', 'partially_paid') and due_date < ${businessToday()}`),
    );
    // A search with a filter, and a search's page past its last one, still say how many it found.
    expect(await totalOf(`?q=${email}`)).toBe(4);
    expect(await totalOf(`?q=${email}&status=void`)).toBe(1);
    expect(await totalOf(`?q=${email}&status=overdue`)).toBe(1);
    const past = (await (await t.admin.fetch(`/api/admin/invoices?q=${email}&pageSize=2&page=3`)).json()) as {
      items: unknown[];
      total: number;
    };
    expect(past).toMatchObject({ items: [], total: 4 });
  });
});

describe("the customer's link", () => {
  it("shows the invoice without sign-in and is kept by no cache; a voided one says so (404)", async () => {
    const { invoice, answer } = await sent();
    await receive(invoice.id, { amount: "95.00" });
    const token = await tokenOf(invoice.id);
    const res = await t.anonymous.fetch(`/api/invoices/${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    const view = (await res.json()) as PublicInvoiceView;
    expect(view).toMatchObject({
      number: answer.number,
      status: "partially_paid",
      total: "1795.00",
      amountPaid: "95.00",
      balance: "1700.00",
      dueDate: answer.dueDate,
      customer: { name: "Rosa Jimenez" },
    });
    expect(view).not.toHaveProperty("payments");

    const other = await sent();
    const otherToken = await tokenOf(other.invoice.id);
    await t.admin.post(`/api/admin/invoices/${other.invoice.id}/void`, { reason: "Replaced" });
    const voided = await t.anonymous.fetch(`/api/invoices/${otherToken}`);
    expect(voided.status).toBe(404);
    expect(await voided.json()).toMatchObject({ message: expect.stringMatching(/^This invoice was voided/) });

    const unknown = await t.anonymous.fetch(`/api/invoices/${"x".repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({
      message: expect.stringMatching(/^This invoice link is not valid/),
    });
  });
});
