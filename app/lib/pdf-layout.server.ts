/**
 * What the site's PDFs (an estimate, an invoice, a receipt) share: US Letter pages, the standard Helvetica
 * fonts and colours, and the primitives of their layout: page breaks, rules, table rows, the business's
 * letterhead and the page footers. The standard fonts need no font files and keep the text extractable; they
 * cover Western European text (WinAnsi) only, so characters beyond it (emoji, other scripts) do not print.
 */
import PDFDocument from "pdfkit";

export type Doc = PDFKit.PDFDocument;

export const MARGIN = 54;
export const PAGE_WIDTH = 612; // US Letter
export const WIDTH = PAGE_WIDTH - 2 * MARGIN;
export const FONT = "Helvetica";
export const BOLD = "Helvetica-Bold";
export const INK = "#0f172a";
export const MUTED = "#475569";
export const RULE = "#cbd5e1";
export const CELL_PAD = 5;

export interface Column {
  label: string;
  width: number;
  align: "left" | "right";
}

/** A new document, and the promise of its bytes once `doc.end()` is called. */
export function newPdf(info: { Title: string; Author: string }): { doc: Doc; bytes: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: "LETTER",
    margin: MARGIN,
    // Kept in memory until the end so that each page's footer can say how many pages there are.
    bufferPages: true,
    info,
  });
  const bytes = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, bytes };
}

/**
 * A new document with the business's letterhead drawn: `title` names the file to a reader's PDF viewer and
 * heads the letterhead unless a shorter `heading` is given ("Receipt" for "Receipt for invoice INV-…").
 */
export function openPdf(
  business: Letterhead,
  title: string,
  facts: string[],
  heading = title,
): { doc: Doc; bytes: Promise<Buffer> } {
  const opened = newPdf({ Title: title, Author: business.name });
  letterhead(opened.doc, business, heading, facts);
  return opened;
}

/** A new page unless `height` more points fit on this one; true when a page was added. */
export function ensureSpace(doc: Doc, height: number): boolean {
  if (doc.y + height <= doc.page.maxY()) return false;
  doc.addPage();
  return true;
}

export function rule(doc: Doc) {
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + WIDTH, doc.y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
}

/** One row of cells at the current position; `measure` gives its height without drawing it. */
export function tableRow(
  doc: Doc,
  columns: readonly Column[],
  cells: string[],
  opts: { bold?: boolean; note?: string | null; measure?: boolean },
) {
  doc.font(opts.bold ? BOLD : FONT).fontSize(10);
  const textWidth = (i: number) => columns[i].width - 2 * CELL_PAD;
  const noteHeight = opts.note ? doc.fontSize(8).heightOfString(opts.note, { width: textWidth(0) }) + 2 : 0;
  doc.fontSize(10);
  const height =
    Math.max(
      ...cells.map(
        (cell, i) => doc.heightOfString(cell, { width: textWidth(i) }) + (i === 0 ? noteHeight : 0),
      ),
    ) +
    2 * CELL_PAD;
  if (opts.measure) return height;
  const top = doc.y;
  let x = MARGIN;
  cells.forEach((cell, i) => {
    const { width, align } = columns[i];
    doc.fillColor(INK).text(cell, x + CELL_PAD, top + CELL_PAD, { width: textWidth(i), align });
    if (i === 0 && opts.note)
      doc
        .font(FONT)
        .fontSize(8)
        .fillColor(MUTED)
        .text(opts.note, { width: textWidth(0) });
    doc.font(opts.bold ? BOLD : FONT).fontSize(10);
    x += width;
  });
  doc.x = MARGIN;
  doc.y = top + height;
  rule(doc);
  return height;
}

export interface Letterhead {
  name: string;
  address: string;
  phone: string;
  email: string;
}

/**
 * The business on the left (name, address, phone and email), the document's title and its facts on the
 * right, then a rule: the top of a document's first page.
 */
export function letterhead(doc: Doc, business: Letterhead, title: string, facts: string[]) {
  const top = doc.y;
  doc.font(BOLD).fontSize(18).fillColor(INK).text(business.name, MARGIN, top, { width: 300 });
  doc.font(FONT).fontSize(10).fillColor(MUTED).text(business.address, { width: 300 });
  doc.text([business.phone, business.email].filter(Boolean).join(" · "), { width: 300 });
  const leftBottom = doc.y;
  const right = { width: WIDTH - 300, align: "right" } as const;
  doc
    .font(BOLD)
    .fontSize(16)
    .fillColor(INK)
    .text(title, MARGIN + 300, top, right);
  doc.font(FONT).fontSize(10).fillColor(MUTED);
  for (const fact of facts) doc.text(fact, right);
  doc.y = Math.max(leftBottom, doc.y) + 12;
  rule(doc);
  doc.moveDown(0.8);
}

/** Whom the document is for, under a small label ("Billed to", "Prepared for"): below the letterhead. */
export function addressee(doc: Doc, label: string, name: string) {
  doc.font(FONT).fontSize(9).fillColor(MUTED).text(label, MARGIN, doc.y, { width: WIDTH });
  doc.font(BOLD).fontSize(12).fillColor(INK).text(name, { width: WIDTH });
}

/** Label-and-amount rows aligned to the right edge, as a document's sums are. */
export function sumRows(doc: Doc, rows: { label: string; amount: string; bold?: boolean }[]) {
  ensureSpace(doc, rows.length * 18);
  const x = MARGIN + WIDTH - 280;
  for (const { label, amount, bold } of rows) {
    const top = doc.y;
    doc
      .font(bold ? BOLD : FONT)
      .fontSize(bold ? 12 : 10)
      .fillColor(INK);
    doc.text(label, x, top, { width: 180 });
    const labelBottom = doc.y;
    doc.text(amount, x + 180, top, { width: 100, align: "right" });
    doc.y = Math.max(labelBottom, doc.y) + 4;
  }
  doc.x = MARGIN;
}

/** Facts of a document, a label and its value a line, across the page. */
export function factRows(doc: Doc, rows: { label: string; value: string; bold?: boolean }[]) {
  ensureSpace(doc, rows.length * 18);
  for (const { label, value, bold } of rows) {
    const top = doc.y;
    doc.font(FONT).fontSize(10).fillColor(MUTED).text(label, MARGIN, top, { width: 140 });
    const labelBottom = doc.y;
    doc
      .font(bold ? BOLD : FONT)
      .fontSize(bold ? 12 : 10)
      .fillColor(INK)
      .text(value, MARGIN + 140, top, { width: WIDTH - 140 });
    doc.y = Math.max(labelBottom, doc.y) + 6;
  }
  doc.x = MARGIN;
}

/** A heading and its text, which flows over as many pages as it takes. */
export function section(doc: Doc, title: string, text: string, size: number) {
  if (!text.trim()) return;
  // The heading stays with the first lines of its text.
  ensureSpace(doc, 50);
  doc.font(BOLD).fontSize(12).fillColor(INK).text(title, MARGIN, doc.y, { width: WIDTH });
  doc.moveDown(0.3);
  doc.font(FONT).fontSize(size).fillColor(INK).text(text.trim(), { width: WIDTH, lineGap: 1 });
  doc.moveDown(1.2);
}

/** "<label> · Page 1 of 2" at the foot of every page; called once the content is all drawn. */
export function pageFooters(doc: Doc, label: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin, where text would otherwise start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font(FONT).fontSize(8).fillColor(MUTED);
    doc.text(`${label} · Page ${i - start + 1} of ${count}`, MARGIN, doc.page.height - 36, {
      width: WIDTH,
      align: "center",
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}
