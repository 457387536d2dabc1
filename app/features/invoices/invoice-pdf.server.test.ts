import { describe, expect, it } from "vitest";
import { BUSINESS, expectBusinessPdf, expectTableOverPages, pricedLine } from "~tests/support/pdf-checks";
import { pdfText } from "~tests/support/pdf-text";
import { invoicePdfFilename, renderInvoicePdf, type InvoicePdfView } from "./invoice-pdf.server";
import type { InvoiceLineView } from "./invoice-view";
import {
  paymentMethodText,
  receiptPdfFilename,
  renderReceiptPdf,
  type ReceiptPdfView,
} from "./receipt-pdf.server";

const LINK = "https://example.test/invoices/abc";

const line = (id: number, description: string, more: Partial<InvoiceLineView> = {}): InvoiceLineView => ({
  ...pricedLine(id, description),
  ...more,
});

function invoice(overrides: Partial<InvoicePdfView> = {}): InvoicePdfView {
  return {
    number: "INV-2026-0001",
    status: "partially_paid",
    overdue: false,
    lines: [
      line(1, "Replace vanity", { unit: "each", unitPrice: "1200.00", total: "1200.00" }),
      line(2, "Tile floor", { quantity: 42.5, unit: "sq ft", unitPrice: "14.00", total: "595.00" }),
    ],
    credits: [{ description: "Deposit paid for visit #12", amount: "150.00" }],
    total: "1795.00",
    credited: "150.00",
    amountPaid: "500.00",
    balance: "1145.00",
    processing: null,
    terms: "net_15",
    notes: "Thank you for choosing us.\nGrout sealed on November 20.",
    issuedOn: "2026-11-27",
    dueDate: "2026-12-12",
    business: BUSINESS,
    customer: { name: "Rosa Jimenez" },
    voidReason: null,
    link: LINK,
    ...overrides,
  };
}

describe("the invoice's PDF", () => {
  it("shows the business, the invoice's dates and terms, the lines, the sums and how to pay", async () => {
    const text = await expectBusinessPdf(await renderInvoicePdf(invoice()), [
      "Invoice INV-2026-0001",
      "Issued November 27, 2026",
      "Due December 12, 2026",
      "Terms: Net 15",
      "Billed to Rosa Jimenez",
      "Description Quantity Unit price Amount",
      "Replace vanity 1 each $1,200.00 $1,200.00",
      "Tile floor 42.5 sq ft $14.00 $595.00",
      "Total $1,795.00",
      "Deposit paid for visit #12 -$150.00",
      "Paid -$500.00",
      "Balance due $1,145.00",
      "Thank you for choosing us. Grout sealed on November 20.",
      `Pay online by card: ${LINK}`,
      "Make it payable to Abilene Home Pros and write INV-2026-0001 on it.",
      "Invoice INV-2026-0001 · Page 1 of 1",
    ]);
    expect(text).not.toContain("Paid in full");
    expect(text).not.toContain("VOID");
    expect(text).not.toContain("Past due");
  });

  it("says paid in full when nothing is owed, and past due after the due date", async () => {
    const paid = await pdfText(
      await renderInvoicePdf(invoice({ status: "paid", amountPaid: "1645.00", balance: "0.00" })),
    );
    expect(paid).toContain("Balance due Paid in full");
    expect(paid).not.toContain("Pay online");
    expect(paid).toContain(`Your invoice online: ${LINK}`);
    const late = await pdfText(await renderInvoicePdf(invoice({ overdue: true })));
    expect(late).toContain("Past due");
  });

  it("says due on receipt for those terms, and leaves out what there is none of", async () => {
    const text = await pdfText(
      await renderInvoicePdf(
        invoice({
          terms: "due_on_receipt",
          dueDate: "2026-11-27",
          credits: [],
          credited: "0.00",
          amountPaid: "0.00",
          balance: "1795.00",
          notes: "",
        }),
      ),
    );
    expect(text).toContain("Due on receipt");
    expect(text).toContain("Terms: Due on receipt");
    expect(text).toContain("Balance due $1,795.00");
    expect(text).not.toContain("Deposit paid");
    expect(text).not.toMatch(/Paid -/);
    expect(text).not.toContain("Notes");
  });

  it("says VOID and why on a voided invoice, and gives no way to pay it", async () => {
    const text = await pdfText(
      await renderInvoicePdf(
        invoice({ status: "void", amountPaid: "0.00", voidReason: "Billed the wrong address" }),
      ),
    );
    expect(text).toContain("VOID");
    expect(text).toContain("Reason: Billed the wrong address");
    expect(text).toContain("Balance due Void");
    expect(text).not.toContain("Pay online");
  });

  it("says Draft, without number, dates or link, on a draft", async () => {
    const text = await pdfText(
      await renderInvoicePdf(
        invoice({
          number: null,
          status: "draft",
          issuedOn: null,
          dueDate: null,
          amountPaid: "0.00",
          link: null,
        }),
      ),
    );
    expect(text).toContain("Draft invoice");
    expect(text).toContain("Not sent yet");
    expect(text).toContain("Terms: Net 15");
    expect(text).not.toContain("INV-");
    expect(text).not.toContain("Issued");
    expect(text).not.toContain("Pay online");
  });

  it("runs a long invoice over pages, each row whole above the bottom margin, the heads on every page", async () => {
    const lines = Array.from({ length: 60 }, (_, i) =>
      line(
        i + 1,
        `Line ${i + 1}: ${"remove and replace the damaged drywall, tape and texture ".repeat(4)}`.trim(),
      ),
    );
    const texts = await expectTableOverPages(await renderInvoicePdf(invoice({ lines })), {
      descriptions: lines.map((item) => item.description),
      heads: "Description Quantity Unit price Amount",
    });
    expect(texts.length).toBeGreaterThanOrEqual(3);
    expect(texts.at(-1)).toContain(`Page ${texts.length} of ${texts.length}`);
  });

  it("is named by its number, a draft by its id", () => {
    expect(invoicePdfFilename("INV-2026-0001", 9)).toBe("INV-2026-0001.pdf");
    expect(invoicePdfFilename(null, 9)).toBe("draft-invoice-9.pdf");
  });
});

function receipt(overrides: Partial<ReceiptPdfView> = {}): ReceiptPdfView {
  return {
    business: BUSINESS,
    customer: { name: "Rosa Jimenez" },
    invoiceNumber: "INV-2026-0001",
    payment: { id: 42, amount: "500.00", method: "check", reference: "1042" },
    paidOn: "2026-11-25",
    balance: "1145.00",
    ...overrides,
  };
}

describe("the receipt's PDF", () => {
  it("shows the business, the invoice, the amount, the method, the day and the balance left", async () => {
    await expectBusinessPdf(await renderReceiptPdf(receipt()), [
      "Receipt",
      "Received from Rosa Jimenez",
      "Invoice INV-2026-0001",
      "Date paid November 25, 2026",
      "Method Check No. 1042",
      "Amount paid $500.00",
      "Balance left $1,145.00",
    ]);
  });

  it("says paid in full when nothing is left", async () => {
    const text = await pdfText(await renderReceiptPdf(receipt({ balance: "0.00" })));
    expect(text).toContain("Balance left Paid in full");
  });

  it("names every way to pay, with its reference when there is one", () => {
    expect(paymentMethodText({ method: "card", reference: "" })).toBe("Card");
    expect(paymentMethodText({ method: "us_bank_account", reference: "" })).toBe("Bank account");
    expect(paymentMethodText({ method: "check", reference: "1042" })).toBe("Check No. 1042");
    expect(paymentMethodText({ method: "check", reference: "" })).toBe("Check");
    expect(paymentMethodText({ method: "cash", reference: "" })).toBe("Cash");
    expect(paymentMethodText({ method: "bank_transfer", reference: "W-88" })).toBe(
      "Bank transfer (reference W-88)",
    );
    expect(paymentMethodText({ method: "other", reference: "" })).toBe("Other payment");
  });

  it("is named by the invoice and the payment", () => {
    expect(receiptPdfFilename(receipt())).toBe("receipt-INV-2026-0001-42.pdf");
  });
});
