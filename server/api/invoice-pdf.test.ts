/**
 * An invoice's PDF and its receipts (docs/invoices.md): the back office's copy in any state, the customer's
 * by the link, and the PDFs the invoice's mail and each receipt's mail carry.
 */
import { describe, expect, it } from "vitest";
import { UNKNOWN_INVOICE_LINK, VOIDED_INVOICE } from "~/features/invoices/invoice-queries.server";
import type { InvoiceView } from "~/features/invoices/invoice-view";
import { businessToday, formatLongDate } from "~/lib/dates";
import { businessContact } from "~db/business-contact";
import { draftInvoice, invoiceTestServer } from "~tests/support/invoice-server";
import { attachmentOf, linkIn, waitForMail } from "~tests/support/outbox";
import { pdfText } from "~tests/support/pdf-text";

const { site, db, outbox } = invoiceTestServer();

let emails = 0;

async function draft() {
  const email = `pdf-${++emails}-${Date.now()}@example.com`;
  const invoice = await draftInvoice(site(), {
    customer: { name: "Rosa Jimenez", email, phone: "325-555-0142" },
    lines: [
      { description: "Replace vanity", quantity: 1, unit: "each", unitPrice: "1200.00" },
      { description: "Tile floor", quantity: 42.5, unit: "sq ft", unitPrice: "14.00" },
    ],
    terms: "net_15",
    notes: "Grout sealed on the last day.",
  });
  return { invoice, email };
}

/** A sent invoice of $1,795.00, its mail and its link. */
async function sent() {
  const { invoice, email } = await draft();
  const res = await site().admin.post(`/api/admin/invoices/${invoice.id}/send`);
  const { number, dueDate } = (await res.json()) as { number: string; dueDate: string };
  const mail = await waitForMail(outbox(), email, { subject: /^Invoice INV-/ });
  return { invoice, email, number, dueDate, mail, link: linkIn(mail) };
}

const textOf = async (res: Response) => pdfText(Buffer.from(await res.arrayBuffer()));
const pdfPathOf = (link: string) => `${new URL(link).pathname}.pdf`;

describe("the back office's invoice PDF", () => {
  it("gives a sent invoice as a PDF named by its number, with the business, the sums and the link", async () => {
    const { invoice, number, dueDate, link } = await sent();
    const res = await site().admin.fetch(`/api/admin/invoices/${invoice.id}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`inline; filename="${number}.pdf"`);
    const text = await textOf(res);
    const business = await businessContact(db());
    for (const expected of [
      business.name,
      business.address,
      business.phone,
      business.email,
      `Invoice ${number}`,
      `Issued ${formatLongDate(businessToday())}`,
      `Due ${formatLongDate(dueDate)}`,
      "Terms: Net 15",
      "Rosa Jimenez",
      "Replace vanity 1 each $1,200.00 $1,200.00",
      "Tile floor 42.5 sq ft $14.00 $595.00",
      "Total $1,795.00",
      "Balance due $1,795.00",
      "Grout sealed on the last day.",
      `Pay online by card: ${link}`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("marks a draft as such, without number, and a voided invoice VOID with its reason", async () => {
    const { invoice } = await draft();
    const res = await site().admin.fetch(`/api/admin/invoices/${invoice.id}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(`inline; filename="draft-invoice-${invoice.id}.pdf"`);
    const text = await textOf(res);
    expect(text).toContain("Draft invoice");
    expect(text).not.toContain("INV-");
    expect(text).not.toContain("Pay online");

    const voided = await sent();
    await site().admin.post(`/api/admin/invoices/${voided.invoice.id}/void`, {
      reason: "Billed the wrong job",
    });
    const voidText = await textOf(await site().admin.fetch(`/api/admin/invoices/${voided.invoice.id}/pdf`));
    expect(voidText).toContain("VOID");
    expect(voidText).toContain("Reason: Billed the wrong job");
    expect(voidText).not.toContain("Pay online");
  });

  it("answers 404 for an unknown invoice and 400 for an id that is not one", async () => {
    const missing = await site().admin.fetch("/api/admin/invoices/99999999/pdf");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toMatch(/^application\/json/);
    expect((await site().admin.fetch("/api/admin/invoices/abc/pdf")).status).toBe(400);
  });

  it("is the admin's alone: 401 without a session, 403 for a customer", async () => {
    const { invoice } = await draft();
    expect((await site().anonymous.fetch(`/api/admin/invoices/${invoice.id}/pdf`)).status).toBe(401);
    expect((await site().customer.fetch(`/api/admin/invoices/${invoice.id}/pdf`)).status).toBe(403);
  });
});

describe("the customer's invoice PDF by the link", () => {
  it("gives the invoice as a PDF, private and not for search engines", async () => {
    const { number, link } = await sent();
    const res = await site().anonymous.fetch(pdfPathOf(link));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`inline; filename="${number}.pdf"`);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    const text = await textOf(res);
    expect(text).toContain(`Invoice ${number}`);
    expect(text).toContain("Balance due $1,795.00");
    expect(text).toContain(`Pay online by card: ${link}`);
  });

  it("answers 404 saying why for a wrong link and for a voided invoice", async () => {
    for (const path of [`/invoices/${"B".repeat(43)}.pdf`, "/invoices/short.pdf"]) {
      const res = await site().anonymous.fetch(path);
      expect(res.status).toBe(404);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.headers.get("x-robots-tag")).toBe("noindex");
      expect(await res.text()).toBe(UNKNOWN_INVOICE_LINK);
    }
    const { invoice, link } = await sent();
    await site().admin.post(`/api/admin/invoices/${invoice.id}/void`, { reason: "Replaced" });
    const res = await site().anonymous.fetch(pdfPathOf(link));
    expect(res.status).toBe(404);
    expect(await res.text()).toBe(VOIDED_INVOICE);
  });
});

describe("the PDFs in the mail", () => {
  it("attaches the invoice to its mail, and a receipt to each payment's mail", async () => {
    const { invoice, email, number, mail } = await sent();
    expect(mail.text).toContain("The invoice is attached as a PDF.");
    const attached = attachmentOf(mail, `${number}.pdf`);
    expect(attached?.subarray(0, 4).toString()).toBe("%PDF");
    const invoiceText = await pdfText(attached!);
    expect(invoiceText).toContain(`Invoice ${number}`);
    expect(invoiceText).toContain("Tile floor 42.5 sq ft $14.00 $595.00");
    expect(invoiceText).toContain("Balance due $1,795.00");

    const paid = await site().admin.post(`/api/admin/invoices/${invoice.id}/payments`, {
      amount: "500.00",
      method: "check",
      reference: "1042",
      receivedOn: businessToday(),
    });
    expect(paid.status, await paid.clone().text()).toBe(201);
    const payment = ((await paid.json()) as InvoiceView).payments.at(-1)!;
    const receipt = await waitForMail(outbox(), email, { subject: /^Receipt: / });
    expect(receipt.text).toContain("Your receipt is attached as a PDF.");
    const receiptPdf = attachmentOf(receipt, `receipt-${number}-${payment.id}.pdf`);
    expect(receiptPdf?.subarray(0, 4).toString()).toBe("%PDF");
    const receiptText = await pdfText(receiptPdf!);
    for (const expected of [
      (await businessContact(db())).name,
      "Receipt",
      `Invoice ${number}`,
      "Amount paid $500.00",
      "Method Check No. 1042",
      `Date paid ${formatLongDate(businessToday())}`,
      "Balance left $1,295.00",
    ]) {
      expect(receiptText).toContain(expected);
    }
  });
});
