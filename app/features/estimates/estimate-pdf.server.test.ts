import { describe, expect, it } from "vitest";
import { formatMoney } from "~/lib/money";
import { BUSINESS, expectBusinessPdf, expectTableOverPages, pricedLine } from "~tests/support/pdf-checks";
import { pdfPages, pdfText } from "~tests/support/pdf-text";
import { estimatePdfFilename, renderEstimatePdf } from "./estimate-pdf.server";
import type { EstimateLineView, PublicEstimateView } from "./estimate-view";

const line = (id: number, description: string, more: Partial<EstimateLineView> = {}): EstimateLineView => ({
  ...pricedLine(id, description),
  optional: false,
  ...more,
});

const TERMS = Array.from(
  { length: 90 },
  (_, i) =>
    `Term ${i + 1}: the balance is due on completion, and changes to the scope are priced in writing first.`,
).join("\n");

function view(overrides: Partial<PublicEstimateView> = {}): PublicEstimateView {
  return {
    number: 12,
    revision: 2,
    status: "sent",
    business: BUSINESS,
    customer: { name: "Jane Doe" },
    title: "Kitchen remodel",
    lines: [
      line(1, "Cabinet refacing", { unitPrice: "1500.00", total: "1500.00" }),
      line(2, "Tile backsplash", { quantity: 120.5, unit: "sq ft", unitPrice: "12.99", total: "1565.30" }),
      line(3, "Under-cabinet lighting", {
        quantity: 3,
        unit: "each",
        unitPrice: "150.00",
        total: "450.00",
        optional: true,
      }),
    ],
    notes: "Work starts within two weeks of approval.",
    terms: TERMS,
    validUntil: "2026-12-24",
    deposit: { kind: "percent", value: "30" },
    subtotal: "3065.30",
    total: "3065.30",
    depositDue: "919.59",
    milestones: [],
    completionDue: "2145.71",
    photos: [],
    approval: null,
    closedReason: null,
    visits: [],
    ...overrides,
  };
}

describe("the estimate's PDF", () => {
  it("shows the business, the lines, the sums and the terms in full, over as many pages as they take", async () => {
    const pdf = await renderEstimatePdf(view());
    const pages = await pdfPages(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const text = await expectBusinessPdf(pdf, [
      "Estimate #12",
      "Revision 2",
      "Jane Doe",
      "Kitchen remodel",
      "Valid until December 24, 2026",
      "Cabinet refacing 1 job $1,500.00 $1,500.00",
      "Tile backsplash 120.5 sq ft $12.99 $1,565.30",
      "Optional items",
      "Under-cabinet lighting Optional 3 each $150.00 $450.00",
      `Subtotal ${formatMoney("3065.30")}`,
      `Total ${formatMoney("3065.30")}`,
      `Deposit due (30% deposit) ${formatMoney("919.59")}`,
      "Work starts within two weeks of approval.",
      ...TERMS.split("\n"),
      "Page 2 of",
    ]);
    // The optional line is listed on its own, after the lines the subtotal adds.
    expect(text.indexOf("Under-cabinet lighting")).toBeGreaterThan(text.indexOf("Optional items"));
    expect(text).not.toContain("Approved by");
    // The terms run on to the next page rather than off the bottom of the first.
    expect(
      pages
        .at(-1)!
        .map((item) => item.text)
        .join(" "),
    ).toContain("Term 90:");
  });

  it("records the approval, the optional items chosen and a fixed deposit", async () => {
    const hash = "a".repeat(32) + "0123456789abcdef".repeat(2);
    const pdf = await renderEstimatePdf(
      view({
        revision: 1,
        status: "approved",
        deposit: { kind: "fixed", value: "500.00" },
        total: "3515.30",
        depositDue: "500.00",
        approval: {
          signedName: "Jane Q. Doe",
          signedAt: "2026-12-20T21:30:00.000Z",
          optionalLineIds: [3],
          total: "3515.30",
          depositDue: "500.00",
          contentHash: hash,
        },
      }),
    );
    const text = await pdfText(pdf);
    expect(text).toContain("Approved by Jane Q. Doe on December 20, 2026 at 3:30 PM");
    expect(text).toContain(`SHA-256 of the estimate as approved: ${hash}`);
    expect(text).toContain("Optional, added");
    expect(text).toContain(`Optional items added ${formatMoney("450.00")}`);
    expect(text).toContain(`Subtotal ${formatMoney("3065.30")}`);
    expect(text).toContain(`Total ${formatMoney("3515.30")}`);
    expect(text).toContain(`Deposit due (Fixed deposit) ${formatMoney("500.00")}`);
    expect(text).not.toContain("Revision");
  });

  it("keeps every row of a long table whole and above the page's bottom margin", async () => {
    const long = (n: number) =>
      `Line ${n}: ${"remove and replace the damaged drywall, tape, float and texture ".repeat(6)}`;
    const lines = Array.from({ length: 50 }, (_, i) =>
      line(i + 1, long(i + 1).trim(), { optional: i >= 45 }),
    );
    const pages = await expectTableOverPages(await renderEstimatePdf(view({ lines, terms: "Net 30." })), {
      descriptions: lines.map((item) => item.description),
      heads: "Description Quantity Unit price Total",
    });
    expect(pages.length).toBeGreaterThanOrEqual(4);
  });

  it("names the file by number and revision", () => {
    expect(estimatePdfFilename({ number: 7, revision: 1 })).toBe("estimate-7.pdf");
    expect(estimatePdfFilename({ number: 7, revision: 3 })).toBe("estimate-7-r3.pdf");
  });
});
