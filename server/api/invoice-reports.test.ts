/**
 * The invoices' reports through the API (docs/invoices.md): the receivables by days past due, and the
 * accounting exports for QuickBooks Online (columns, quoting, no formulas, the range, only what is new, the
 * record of each export). Every figure is read as a difference, or over a range of days only this file's
 * invoices and payments are dated in, so that nothing else in the database changes the answer.
 */
import { count, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  EXPORT_FROM_DATE,
  EXPORT_ONLY_NEW,
  EXPORT_RANGE_ORDER,
  EXPORT_TO_DATE,
} from "~/features/invoices/invoice-export.schema";
import type { AccountingExportView, ReceivablesView } from "~/features/invoices/invoice-reports-view";
import type { InvoiceView } from "~/features/invoices/invoice-view";
import { addDays, businessToday } from "~/lib/dates";
import { toCents } from "~/lib/deposit";
import { accountingExportInvoices, accountingExports, invoices } from "~db/schema";
import { startAdminTestServer, type AdminTestServer } from "~tests/support/admin-session";
import { ensureSettings, makeService } from "~tests/support/booking";
import { parseCsv } from "~tests/support/csv";
import { makeVisit } from "~tests/support/fixtures";

let t: AdminTestServer;
const db = () => t.server.database.db;

beforeAll(async () => {
  t = await startAdminTestServer();
  await ensureSettings(db());
});
afterAll(() => t?.server.close());

let emails = 0;
const uniqueEmail = () => `invoice-report-${++emails}-${Date.now()}@example.com`;

type Line = { description: string; quantity: number; unit: string; unitPrice: string; serviceId?: number };
const line = (unitPrice: string, description = "Labor"): Line => ({
  description,
  quantity: 1,
  unit: "job",
  unitPrice,
});

const body = (lines: Line[], overrides: Record<string, unknown> = {}) => ({
  customer: { name: "Rosa Jimenez", email: uniqueEmail(), phone: "325-555-0142" },
  lines,
  ...overrides,
});

async function created(input: ReturnType<typeof body>): Promise<InvoiceView> {
  const res = await t.admin.post("/api/admin/invoices", input);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as InvoiceView;
}

async function sent(input: ReturnType<typeof body>) {
  const invoice = await created(input);
  const res = await t.admin.post(`/api/admin/invoices/${invoice.id}/send`);
  expect(res.status, await res.clone().text()).toBe(200);
  const { number } = (await res.json()) as { number: string };
  return { ...invoice, number };
}

async function receive(id: number, payment: Record<string, unknown>) {
  const res = await t.admin.post(`/api/admin/invoices/${id}/payments`, {
    method: "check",
    reference: "",
    receivedOn: businessToday(),
    ...payment,
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

/** Sets what sending set, as if the invoice had been sent on another day. */
const dated = (id: number, dates: { issuedOn?: string; dueDate?: string }) =>
  db().update(invoices).set(dates).where(eq(invoices.id, id));

async function receivablesNow(): Promise<ReceivablesView> {
  const res = await t.admin.fetch("/api/admin/receivables");
  expect(res.status).toBe(200);
  return (await res.json()) as ReceivablesView;
}

async function csvOf(path: string) {
  const res = await t.admin.fetch(path);
  expect(res.status, await res.clone().text()).toBe(200);
  const text = await res.text();
  return { res, text, rows: parseCsv(text) };
}

const exportCount = async () => (await db().select({ n: count() }).from(accountingExports))[0]!.n;

const INVOICE_HEADER = [
  "InvoiceNo",
  "Customer",
  "InvoiceDate",
  "DueDate",
  "Item",
  "ItemDescription",
  "ItemQuantity",
  "ItemRate",
  "ItemAmount",
];
const PAYMENT_HEADER = ["PaymentDate", "Customer", "InvoiceNo", "PaymentMethod", "ReferenceNo", "Amount"];

describe("receivables", () => {
  it("sums what the open invoices still owe by days past due; drafts, paid and voided invoices count nothing", async () => {
    const before = await receivablesNow();
    const today = businessToday();
    const open = async (price: string, daysPastDue: number) => {
      const invoice = await sent(body([line(price)]));
      await dated(invoice.id, { dueDate: addDays(today, -daysPastDue) });
      return invoice;
    };
    // Not past due: due in 5 days, due today.
    await open("500.00", -5);
    await open("40.00", 0);
    // 1-30 days: one viewed by the customer.
    const viewed = await open("1.00", 1);
    await db().update(invoices).set({ status: "viewed" }).where(eq(invoices.id, viewed.id));
    await open("30.00", 30);
    // 31-60 days, and a partially paid one counting only its balance (1000.00 - 300.00).
    await open("310.00", 31);
    await open("600.00", 60);
    const partly = await sent(body([line("1000.00")]));
    await receive(partly.id, { amount: "300.00" });
    await dated(partly.id, { dueDate: addDays(today, -45) });
    // 61-90 days.
    await open("61.10", 61);
    await open("90.05", 90);
    // Over 90 days, and one whose visit's deposit was credited (480.00 - 125.00).
    await open("910.00", 91);
    const visit = await makeVisit(db(), { email: uniqueEmail(), payment: { amount: "125.00" } });
    const credited = await sent(
      body([line("480.00")], {
        customer: undefined,
        customerId: visit.customerId,
        bookingId: visit.bookingId,
      }),
    );
    await dated(credited.id, { dueDate: addDays(today, -100) });

    // Nothing owed or not owed at all: paid, voided, a draft (even with a due date).
    const paid = await sent(body([line("250.00")]));
    await receive(paid.id, { amount: "250.00" });
    await dated(paid.id, { dueDate: addDays(today, -10) });
    const voided = await sent(body([line("77.00")]));
    await t.admin.post(`/api/admin/invoices/${voided.id}/void`, { reason: "Billed twice" });
    await dated(voided.id, { dueDate: addDays(today, -10) });
    const draft = await created(body([line("88.00")]));
    await dated(draft.id, { dueDate: addDays(today, -10) });

    const { collectedThisMonth: _collected, ...after } = await receivablesNow();
    const added = Object.fromEntries(
      Object.keys(after).map((key) => {
        const bucket = key as keyof typeof after;
        return [bucket, (toCents(after[bucket]) - toCents(before[bucket])) / 100];
      }),
    );
    expect(added).toEqual({
      current: 540,
      days1to30: 31,
      days31to60: 1610,
      days61to90: 151.15,
      over90: 1265,
      total: 3597.15,
    });
    for (const value of Object.values(after)) expect(value).toMatch(/^\d+\.\d{2}$/);
    expect(
      toCents(after.current) +
        toCents(after.days1to30) +
        toCents(after.days31to60) +
        toCents(after.days61to90) +
        toCents(after.over90),
    ).toBe(toCents(after.total));
  });
});

describe("the invoices export", () => {
  it("lists each sent invoice's lines and credits in QuickBooks Online's columns, quoted, without formulas", async () => {
    const serviceId = await makeService(db(), { name: "Fence Repair" });
    const formula = await sent(
      body(
        [
          { ...line("480.00", "Fence Repair, 3 posts"), serviceId },
          { description: 'Tile "Calacatta",\n12x24', quantity: 2.5, unit: "sq ft", unitPrice: "14.10" },
          line("0.00", "@SUM(1+1)"),
          { ...line("0.00", "-2 hours: no charge"), quantity: 2 },
        ],
        {
          customer: {
            name: '=HYPERLINK("http://evil.example","Click"), Jr',
            email: uniqueEmail(),
            phone: "325-555-0142",
          },
        },
      ),
    );
    await dated(formula.id, { issuedOn: "2001-03-05", dueDate: "2001-03-20" });

    const visit = await makeVisit(db(), {
      email: uniqueEmail(),
      name: "Pat Credit",
      payment: { amount: "125.00" },
    });
    const withCredit = await sent(
      body([line("400.00", "Deck stain")], {
        customer: undefined,
        customerId: visit.customerId,
        bookingId: visit.bookingId,
      }),
    );
    await dated(withCredit.id, { issuedOn: "2001-03-31", dueDate: "2001-04-15" });

    // Left out: a draft, a voided invoice, and the days either side of the range.
    const draft = await created(body([line("10.00")]));
    await dated(draft.id, { issuedOn: "2001-03-10" });
    const voided = await sent(body([line("11.00")]));
    await t.admin.post(`/api/admin/invoices/${voided.id}/void`, { reason: "Billed twice" });
    await dated(voided.id, { issuedOn: "2001-03-10" });
    for (const day of ["2001-02-28", "2001-04-01"]) {
      const outside = await sent(body([line("12.00")]));
      await dated(outside.id, { issuedOn: day });
    }

    const { res, text, rows } = await csvOf("/api/admin/exports/invoices.csv?from=2001-03-01&to=2001-03-31");
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="invoices-2001-03-01-to-2001-03-31.csv"',
    );
    const customer = '\'=HYPERLINK("http://evil.example","Click"), Jr';
    expect(rows).toEqual([
      INVOICE_HEADER,
      [
        formula.number,
        customer,
        "03/05/2001",
        "03/20/2001",
        "Fence Repair",
        "Fence Repair, 3 posts",
        "1",
        "480.00",
        "480.00",
      ],
      [
        formula.number,
        customer,
        "03/05/2001",
        "03/20/2001",
        "Services",
        'Tile "Calacatta",\n12x24',
        "2.5",
        "14.10",
        "35.25",
      ],
      [formula.number, customer, "03/05/2001", "03/20/2001", "Services", "'@SUM(1+1)", "1", "0.00", "0.00"],
      [
        formula.number,
        customer,
        "03/05/2001",
        "03/20/2001",
        "Services",
        "'-2 hours: no charge",
        "2",
        "0.00",
        "0.00",
      ],
      [
        withCredit.number,
        "Pat Credit",
        "03/31/2001",
        "04/15/2001",
        "Services",
        "Deck stain",
        "1",
        "400.00",
        "400.00",
      ],
      [
        withCredit.number,
        "Pat Credit",
        "03/31/2001",
        "04/15/2001",
        "Deposit credit",
        expect.stringMatching(/^Deposit paid /),
        "1",
        "-125.00",
        "-125.00",
      ],
    ]);
    // The raw text: quotes doubled inside quoted fields, CRLF line ends, the line break kept in its field.
    expect(text.startsWith(`${INVOICE_HEADER.join(",")}\r\n`)).toBe(true);
    expect(text).toContain(`,"'=HYPERLINK(""http://evil.example"",""Click""), Jr",`);
    expect(text).toContain(`,"Tile ""Calacatta"",\n12x24",2.5,14.10,35.25\r\n`);
    expect(text).toContain(",-125.00,-125.00\r\n");
  });

  it("with onlyNew, never lists again what an earlier export listed; records each export and what it listed", async () => {
    const range = "from=2002-05-01&to=2002-05-31";
    const first = await sent(body([line("100.00")]));
    const second = await sent(body([line("200.00"), line("5.00", "Haul-away")]));
    await dated(first.id, { issuedOn: "2002-05-02" });
    await dated(second.id, { issuedOn: "2002-05-20" });

    const one = await csvOf(`/api/admin/exports/invoices.csv?${range}&onlyNew=true`);
    expect(one.rows.slice(1).map((row) => row[0])).toEqual([first.number, second.number, second.number]);

    const again = await csvOf(`/api/admin/exports/invoices.csv?${range}&onlyNew=true`);
    expect(again.rows).toEqual([INVOICE_HEADER]);

    const third = await sent(body([line("300.00")]));
    await dated(third.id, { issuedOn: "2002-05-31" });
    const onlyThird = await csvOf(`/api/admin/exports/invoices.csv?${range}&onlyNew=true`);
    expect(onlyThird.rows.slice(1).map((row) => row[0])).toEqual([third.number]);

    // Without onlyNew (the default), the whole range again.
    const all = await csvOf(`/api/admin/exports/invoices.csv?${range}`);
    expect(all.rows.slice(1).map((row) => row[0])).toEqual([
      first.number,
      second.number,
      second.number,
      third.number,
    ]);

    const listed = await t.admin.fetch("/api/admin/exports");
    expect(listed.status).toBe(200);
    const { items } = (await listed.json()) as { items: AccountingExportView[] };
    expect(items.slice(0, 4)).toMatchObject([
      { kind: "invoices", from: "2002-05-01", to: "2002-05-31", onlyNew: false, rowCount: 4 },
      { kind: "invoices", onlyNew: true, rowCount: 1 },
      { kind: "invoices", onlyNew: true, rowCount: 0 },
      { kind: "invoices", onlyNew: true, rowCount: 3 },
    ]);
    expect(new Date(items[0]!.createdAt).toISOString()).toBe(items[0]!.createdAt);
    const marked = await db()
      .select({ n: count() })
      .from(accountingExportInvoices)
      .where(eq(accountingExportInvoices.exportId, items[3]!.id));
    expect(marked[0]!.n).toBe(2);
  });

  it("gives exports of only what is new asked at once each invoice once", async () => {
    const range = "from=2002-08-01&to=2002-08-31";
    for (const day of ["2002-08-03", "2002-08-04", "2002-08-05"]) {
      const invoice = await sent(body([line("10.00")]));
      await dated(invoice.id, { issuedOn: day });
    }
    // Connections open first, so that the exports run side by side rather than one while the next connects.
    await Promise.all(Array.from({ length: 8 }, () => db().execute(sql`select pg_sleep(0.05)`)));
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => csvOf(`/api/admin/exports/invoices.csv?${range}&onlyNew=true`)),
    );
    expect(answers.map((a) => a.rows.length - 1).sort()).toEqual([0, 0, 0, 3]);
  });
});

describe("the payments export", () => {
  it("lists the invoices' payments received in the range, once with onlyNew", async () => {
    const invoice = await sent(body([line("1000.00")]));
    await receive(invoice.id, { amount: "300.00", reference: "=1+2", receivedOn: "2003-04-10" });
    await receive(invoice.id, { amount: "200.00", method: "cash", receivedOn: "2003-04-30" });
    await receive(invoice.id, { amount: "100.00", method: "bank_transfer", receivedOn: "2003-05-01" });
    // A booking's deposit paid in the range is not an invoice's payment.
    await makeVisit(db(), {
      email: uniqueEmail(),
      payment: { amount: "50.00", paidAt: new Date("2003-04-15T17:00:00Z") },
    });

    const path = "/api/admin/exports/payments.csv?from=2003-04-01&to=2003-04-30&onlyNew=true";
    const { res, text, rows } = await csvOf(path);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="payments-2003-04-01-to-2003-04-30.csv"',
    );
    expect(rows).toEqual([
      PAYMENT_HEADER,
      ["04/10/2003", "Rosa Jimenez", invoice.number, "Check", "'=1+2", "300.00"],
      ["04/30/2003", "Rosa Jimenez", invoice.number, "Cash", "", "200.00"],
    ]);
    expect(text).toBe(
      `${PAYMENT_HEADER.join(",")}\r\n04/10/2003,Rosa Jimenez,${invoice.number},Check,'=1+2,300.00\r\n` +
        `04/30/2003,Rosa Jimenez,${invoice.number},Cash,,200.00\r\n`,
    );

    expect((await csvOf(path)).rows).toEqual([PAYMENT_HEADER]);
    const [latest] = await db().select().from(accountingExports).orderBy(desc(accountingExports.id)).limit(1);
    expect(latest).toMatchObject({
      kind: "payments",
      fromDate: "2003-04-01",
      toDate: "2003-04-30",
      onlyNew: true,
      rowCount: 0,
    });
  });
});

describe("refusals", () => {
  it("refuses a date that is not one, a missing date and a backwards range at the field (400), recording nothing", async () => {
    const before = await exportCount();
    const refused = async (query: string) => {
      const res = await t.admin.fetch(`/api/admin/exports/invoices.csv?${query}`);
      expect(res.status).toBe(400);
      return ((await res.json()) as { errors: Record<string, string> }).errors;
    };
    expect(await refused("from=2026-02-30&to=2026-03-31")).toEqual({ from: EXPORT_FROM_DATE });
    expect(await refused("from=2026-03-01")).toEqual({ to: EXPORT_TO_DATE });
    expect(await refused("from=03/01/2026&to=2026-03-31")).toEqual({ from: EXPORT_FROM_DATE });
    expect(await refused("from=2026-03-02&to=2026-03-01")).toEqual({ to: EXPORT_RANGE_ORDER });
    expect(await refused("from=2026-03-01&to=2026-03-31&onlyNew=yes")).toEqual({ onlyNew: EXPORT_ONLY_NEW });
    const payments = await t.admin.fetch("/api/admin/exports/payments.csv?from=2026-04-01&to=2026-03-01");
    expect(payments.status).toBe(400);
    expect(await exportCount()).toBe(before);
  });

  it("leads the export form (a plain GET, no script needed) to the chosen file; its refusals are plain words", async () => {
    const before = await exportCount();
    const res = await t.admin.fetch(
      "/api/admin/exports/download?kind=payments&from=2026-03-01&to=2026-03-31&onlyNew=true",
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(
      "/api/admin/exports/payments.csv?from=2026-03-01&to=2026-03-31&onlyNew=true",
    );
    // Unticked, the box sends nothing: everything in the range.
    const all = await t.admin.fetch(
      "/api/admin/exports/download?kind=invoices&from=2026-03-01&to=2026-03-31",
    );
    expect(all.headers.get("location")).toBe("/api/admin/exports/invoices.csv?from=2026-03-01&to=2026-03-31");

    const backwards = await t.admin.fetch(
      "/api/admin/exports/download?kind=invoices&from=2026-03-02&to=2026-03-01",
    );
    expect(backwards.status).toBe(400);
    expect(backwards.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await backwards.text()).toContain(`The export was not made. ${EXPORT_RANGE_ORDER}.`);
    const noDays = await t.admin.fetch("/api/admin/exports/download?kind=invoices&from=&to=");
    expect(noDays.status).toBe(400);
    expect(await noDays.text()).toContain(`${EXPORT_FROM_DATE}. ${EXPORT_TO_DATE}.`);
    const kind = await t.admin.fetch(
      "/api/admin/exports/download?kind=estimates&from=2026-03-01&to=2026-03-31",
    );
    expect(kind.status).toBe(400);
    expect(await kind.text()).toContain("Invalid kind");
    expect(await exportCount()).toBe(before);
  });

  it("answers only an admin: 401 to a visitor, 403 to a customer", async () => {
    for (const path of [
      "/api/admin/exports/download?kind=invoices&from=2026-01-01&to=2026-01-31",
      "/api/admin/receivables",
      "/api/admin/exports",
      "/api/admin/exports/invoices.csv?from=2026-01-01&to=2026-01-31",
      "/api/admin/exports/payments.csv?from=2026-01-01&to=2026-01-31",
    ]) {
      expect((await t.anonymous.fetch(path)).status, path).toBe(401);
      expect((await t.customer.fetch(path)).status, path).toBe(403);
    }
  });
});
