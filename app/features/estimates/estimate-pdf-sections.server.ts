/** The estimate PDF's sections: heading, line tables, totals, notes and terms, approval, page footers. */
import { formatInstantDateTime, formatLongDate } from "~/lib/dates";
import { fromCents } from "~/lib/deposit";
import { formatMoney } from "~/lib/money";
import {
  addressee,
  BOLD,
  ensureSpace,
  FONT,
  letterhead,
  MUTED,
  pageFooters,
  sumRows,
  WIDTH,
  type Doc,
} from "~/lib/pdf-layout.server";
import { approvalSection, pricedLinesColumns, pricedLinesTable } from "~/lib/pdf-sections.server";
import { depositExplanation } from "./estimate-labels";
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

/** The estimate's table columns: its last is headed "Total". */
const COLUMNS = pricedLinesColumns("Total");

export function lineTable(
  doc: Doc,
  caption: string,
  lines: EstimateLineView[],
  note: (line: EstimateLineView) => string | null,
) {
  pricedLinesTable(doc, COLUMNS, lines, { caption, note });
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
  approvalSection(doc, {
    document: "estimate",
    name: signedName,
    signedAt: formatInstantDateTime(signedAt),
    hash: contentHash,
  });
}

export function footers(doc: Doc, view: PublicEstimateView) {
  pageFooters(doc, `Estimate #${view.number}`);
}
