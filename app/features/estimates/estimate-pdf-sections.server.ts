/** The estimate PDF's sections: heading, line tables, totals, notes and terms, approval, page footers. */
import { formatLongDate } from "~/lib/dates";
import { fromCents } from "~/lib/deposit";
import { formatMoney } from "~/lib/money";
import { approvalTime } from "./estimate-approval-time.server";
import { formatQuantity } from "./estimate-labels";
import { depositExplanation } from "./estimate-labels";
import {
  BOLD,
  COLUMNS,
  ensureSpace,
  FONT,
  INK,
  MARGIN,
  MUTED,
  row,
  rule,
  WIDTH,
  type Doc,
} from "./estimate-pdf-layout.server";
import { estimateSums, hundredths } from "./estimate-totals";
import type { EstimateLineView, PublicEstimateView } from "./estimate-view";

export function heading(doc: Doc, view: PublicEstimateView) {
  const top = doc.y;
  const { business } = view;
  doc.font(BOLD).fontSize(18).fillColor(INK).text(business.name, MARGIN, top, { width: 300 });
  doc.font(FONT).fontSize(10).fillColor(MUTED).text(business.address, { width: 300 });
  doc.text(`${business.phone} · ${business.email}`, { width: 300 });
  const leftBottom = doc.y;
  const right = { width: WIDTH - 300, align: "right" } as const;
  doc
    .font(BOLD)
    .fontSize(16)
    .fillColor(INK)
    .text(`Estimate #${view.number}`, MARGIN + 300, top, right);
  doc.font(FONT).fontSize(10).fillColor(MUTED);
  if (view.revision > 1) doc.text(`Revision ${view.revision}`, right);
  doc.text(`Valid until ${formatLongDate(view.validUntil)}`, right);
  doc.y = Math.max(leftBottom, doc.y) + 12;
  rule(doc);
  doc.moveDown(0.8);
  doc.font(FONT).fontSize(9).fillColor(MUTED).text("Prepared for", MARGIN, doc.y, { width: WIDTH });
  doc.font(BOLD).fontSize(12).fillColor(INK).text(view.customer.name, { width: WIDTH });
  doc.moveDown(0.6);
  doc.font(BOLD).fontSize(14).text(view.title, { width: WIDTH });
  doc.moveDown(0.8);
}

export function lineTable(
  doc: Doc,
  caption: string,
  lines: EstimateLineView[],
  note: (line: EstimateLineView) => string | null,
) {
  const header = COLUMNS.map((column) => column.label);
  const cells = (line: EstimateLineView) => [
    line.description,
    formatQuantity(line),
    formatMoney(line.unitPrice),
    formatMoney(line.total),
  ];
  const drawHeader = () => {
    doc.rect(MARGIN, doc.y, WIDTH, row(doc, header, { bold: true, measure: true })).fill("#f1f5f9");
    row(doc, header, { bold: true });
  };
  // The caption, the column heads and the first row stay together.
  const first = lines[0] ? row(doc, cells(lines[0]), { note: note(lines[0]), measure: true }) : 0;
  ensureSpace(doc, 40 + first);
  doc.font(BOLD).fontSize(12).fillColor(INK).text(caption, MARGIN, doc.y, { width: WIDTH });
  doc.moveDown(0.3);
  drawHeader();
  for (const line of lines) {
    // A row never breaks across pages (a description is at most 500 characters, well within a page).
    if (ensureSpace(doc, row(doc, cells(line), { note: note(line), measure: true }))) drawHeader();
    row(doc, cells(line), { note: note(line) });
  }
  doc.moveDown(1);
}

export function totals(doc: Doc, view: PublicEstimateView, chosen: number[]) {
  const priced = view.lines.map((line) => ({ ...line, unitPriceCents: hundredths(line.unitPrice) }));
  const { chosenCents } = estimateSums(priced, view.deposit, chosen);
  const explanation = depositExplanation(view.deposit);
  const rows: [string, string, boolean][] = [["Subtotal", view.subtotal, false]];
  if (view.approval && chosenCents > 0) rows.push(["Optional items added", fromCents(chosenCents), false]);
  rows.push(["Total", view.total, true]);
  rows.push([`Deposit due (${explanation[0].toUpperCase()}${explanation.slice(1)})`, view.depositDue, false]);
  const hasOptional = view.lines.some((line) => line.optional);
  ensureSpace(doc, rows.length * 18 + (hasOptional ? 30 : 0));
  const x = MARGIN + WIDTH - 280;
  for (const [label, amount, bold] of rows) {
    const top = doc.y;
    doc
      .font(bold ? BOLD : FONT)
      .fontSize(bold ? 12 : 10)
      .fillColor(INK);
    doc.text(label, x, top, { width: 180 });
    doc.text(formatMoney(amount), x + 180, top, { width: 100, align: "right" });
    doc.y += 4;
  }
  doc.x = MARGIN;
  if (hasOptional && !view.approval) {
    doc.moveDown(0.3);
    doc.font(FONT).fontSize(9).fillColor(MUTED);
    doc.text("Optional items are not in the total; you can add them when you approve the estimate.", {
      width: WIDTH,
      align: "right",
    });
  }
  doc.moveDown(1.5);
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

export function approval(doc: Doc, view: PublicEstimateView) {
  if (!view.approval) return;
  const { signedName, signedAt, contentHash } = view.approval;
  ensureSpace(doc, 70);
  doc.font(BOLD).fontSize(12).fillColor(INK).text("Approval", MARGIN, doc.y, { width: WIDTH });
  doc.moveDown(0.3);
  doc
    .font(FONT)
    .fontSize(10)
    .text(`Approved by ${signedName} on ${approvalTime(signedAt)}`, { width: WIDTH });
  doc.font(FONT).fontSize(8).fillColor(MUTED);
  doc.text(`SHA-256 of the estimate as approved: ${contentHash}`, { width: WIDTH });
}

export function footers(doc: Doc, view: PublicEstimateView) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin, where text would otherwise start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font(FONT).fontSize(8).fillColor(MUTED);
    doc.text(`Estimate #${view.number} · Page ${i - start + 1} of ${count}`, MARGIN, doc.page.height - 36, {
      width: WIDTH,
      align: "center",
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}
