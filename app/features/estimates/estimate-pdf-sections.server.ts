/** The estimate PDF's sections: heading, line tables, totals, notes and terms, approval, page footers. */
import { formatLongDate } from "~/lib/dates";
import { fromCents } from "~/lib/deposit";
import { formatMoney } from "~/lib/money";
import { addressee, letterhead, pageFooters, sumRows } from "~/lib/pdf-layout.server";
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
  WIDTH,
  type Doc,
} from "./estimate-pdf-layout.server";
import { estimateSums, hundredths } from "./estimate-totals";
import type { EstimateLineView, PublicEstimateView } from "./estimate-view";

export function heading(doc: Doc, view: PublicEstimateView) {
  letterhead(doc, view.business, `Estimate #${view.number}`, [
    ...(view.revision > 1 ? [`Revision ${view.revision}`] : []),
    `Valid until ${formatLongDate(view.validUntil)}`,
  ]);
  addressee(doc, "Prepared for", view.customer.name);
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
  const rows = [
    { label: "Subtotal", amount: formatMoney(view.subtotal) },
    ...(view.approval && chosenCents > 0
      ? [{ label: "Optional items added", amount: formatMoney(fromCents(chosenCents)) }]
      : []),
    { label: "Total", amount: formatMoney(view.total), bold: true },
    {
      label: `Deposit due (${explanation[0].toUpperCase()}${explanation.slice(1)})`,
      amount: formatMoney(view.depositDue),
    },
  ];
  const hasOptional = view.lines.some((line) => line.optional);
  // The note under the sums stays with them.
  ensureSpace(doc, rows.length * 18 + (hasOptional ? 30 : 0));
  sumRows(doc, rows);
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
  pageFooters(doc, `Estimate #${view.number}`);
}
