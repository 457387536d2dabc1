/** The estimate PDF's page geometry, fonts and colours, and its primitives: page breaks, rules, rows. */

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

export const COLUMNS = [
  { label: "Description", width: 246, align: "left" },
  { label: "Quantity", width: 82, align: "right" },
  { label: "Unit price", width: 88, align: "right" },
  { label: "Total", width: 88, align: "right" },
] as const;

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
export function row(
  doc: Doc,
  cells: string[],
  opts: { bold?: boolean; note?: string | null; measure?: boolean },
) {
  doc.font(opts.bold ? BOLD : FONT).fontSize(10);
  const textWidth = (i: number) => COLUMNS[i].width - 2 * CELL_PAD;
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
    const { width, align } = COLUMNS[i];
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
