/**
 * What the PDFs of the documents a customer is sent (an estimate, a change order, an invoice) draw alike,
 * on the layout every PDF shares (pdf-layout.server.ts): the table of priced lines, the stamp of a document
 * that is not one to act on (a draft, a voided invoice), and the signature of an approval.
 */
import { formatMoney } from "./money";
import {
  BOLD,
  ensureSpace,
  FONT,
  INK,
  MARGIN,
  MUTED,
  tableRow,
  WIDTH,
  type Column,
  type Doc,
} from "./pdf-layout.server";
import { formatQuantity } from "./priced-lines";

/** A document's PDF, named as it is downloaded and attached. */
export interface PdfFile {
  filename: string;
  pdf: Buffer;
}

/** The columns of a table of priced lines; the last is headed "Amount", or "Total" on an estimate. */
export const pricedLinesColumns = (amount: "Amount" | "Total") =>
  [
    { label: "Description", width: 246, align: "left" },
    { label: "Quantity", width: 82, align: "right" },
    { label: "Unit price", width: 88, align: "right" },
    { label: amount, width: 88, align: "right" },
  ] as const satisfies readonly Column[];

interface PdfLine {
  description: string;
  quantity: number;
  unit: string;
  unitPrice: string;
  total: string;
}

/**
 * The lines as a table, its column heads again at the top of each page it runs on: under a `caption` when
 * given, each line with its `note` (small, under its description) when it has one.
 */
export function pricedLinesTable<Line extends PdfLine>(
  doc: Doc,
  columns: readonly Column[],
  lines: readonly Line[],
  { caption, note = () => null }: { caption?: string; note?: (line: Line) => string | null } = {},
) {
  const header = columns.map((column) => column.label);
  const cells = (line: Line) => [
    line.description,
    formatQuantity(line),
    formatMoney(line.unitPrice),
    formatMoney(line.total),
  ];
  const drawHeader = () => {
    doc
      .rect(MARGIN, doc.y, WIDTH, tableRow(doc, columns, header, { bold: true, measure: true }))
      .fill("#f1f5f9");
    tableRow(doc, columns, header, { bold: true });
  };
  // The caption, the column heads and the first row stay together.
  const first = lines[0]
    ? tableRow(doc, columns, cells(lines[0]), { note: note(lines[0]), measure: true })
    : 0;
  ensureSpace(doc, 40 + first);
  if (caption !== undefined) {
    doc.font(BOLD).fontSize(12).fillColor(INK).text(caption, MARGIN, doc.y, { width: WIDTH });
    doc.moveDown(0.3);
  }
  drawHeader();
  for (const line of lines) {
    // A row never breaks across pages (a description is at most 500 characters, well within a page).
    if (ensureSpace(doc, tableRow(doc, columns, cells(line), { note: note(line), measure: true })))
      drawHeader();
    tableRow(doc, columns, cells(line), { note: note(line) });
  }
  doc.moveDown(1);
}

/** A word in large red letters before anything else ("Draft", "VOID"), and why under it when said. */
export function stamp(doc: Doc, word: string, why: string) {
  doc.font(BOLD).fontSize(22).fillColor("#b91c1c").text(word, MARGIN, doc.y, { width: WIDTH });
  if (why) doc.font(FONT).fontSize(10).fillColor(INK).text(why, { width: WIDTH });
  doc.moveDown(0.8);
}

/**
 * The customer's signature: who approved and when (`signedAt` written out in the business's time), then the
 * SHA-256 of the document as they approved it, when it is known.
 */
export function approvalSection(
  doc: Doc,
  {
    document,
    name,
    signedAt,
    hash,
  }: { document: string; name: string; signedAt: string; hash: string | null },
) {
  ensureSpace(doc, 70);
  doc.font(BOLD).fontSize(12).fillColor(INK).text("Approval", MARGIN, doc.y, { width: WIDTH });
  doc.moveDown(0.3);
  doc.font(FONT).fontSize(10).text(`Approved by ${name} on ${signedAt}`, { width: WIDTH });
  if (hash) {
    doc.font(FONT).fontSize(8).fillColor(MUTED);
    doc.text(`SHA-256 of the ${document} as approved: ${hash}`, { width: WIDTH });
  }
}
