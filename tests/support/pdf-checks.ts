/**
 * What the PDFs' tests share: the business on every letterhead, a priced line, and checks of what a reader of
 * the PDF sees.
 */
import { expect } from "vitest";
import { MARGIN } from "~/lib/pdf-layout.server";
import { pdfPages, pdfText } from "./pdf-text";

export const BUSINESS = {
  name: "Abilene Home Pros",
  phone: "(325) 555-0100",
  email: "office@abilenehomepros.test",
  address: "1 Pine St, Abilene, TX 79601",
};

/** A line of one job at $100, as an estimate's and an invoice's tables list it. */
export const pricedLine = (id: number, description: string) => ({
  id,
  serviceId: null,
  description,
  quantity: 1,
  unit: "job",
  unitPrice: "100.00",
  total: "100.00",
});

/**
 * The PDF's text, once it is checked to be a PDF that reads BUSINESS's letterhead (every PDF of the site opens
 * with it) and each of `expected`.
 */
export async function expectBusinessPdf(pdf: Buffer, expected: readonly string[]): Promise<string> {
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const text = await pdfText(pdf);
  for (const phrase of [BUSINESS.name, BUSINESS.address, BUSINESS.phone, BUSINESS.email, ...expected])
    expect(text).toContain(phrase);
  return text;
}

/**
 * Checks a table long enough to run over pages: every row is read whole on one page and stands above the
 * bottom margin (the footers stand in it), and every page but the last repeats the column heads. Answers
 * each page's text, whitespace collapsed.
 */
export async function expectTableOverPages(
  pdf: Buffer,
  { descriptions, heads }: { descriptions: readonly string[]; heads: string },
): Promise<string[]> {
  const pages = await pdfPages(pdf);
  for (const page of pages) {
    for (const item of page.filter((i) => !i.text.includes("· Page"))) expect(item.y).toBeGreaterThan(MARGIN);
  }
  const texts = pages.map((page) =>
    page
      .map((item) => item.text)
      .join(" ")
      .replace(/\s+/g, " "),
  );
  for (const description of descriptions)
    expect(texts.filter((text) => text.includes(description.replace(/\s+/g, " ")))).toHaveLength(1);
  for (const text of texts.slice(0, -1)) expect(text).toContain(heads);
  return texts;
}
