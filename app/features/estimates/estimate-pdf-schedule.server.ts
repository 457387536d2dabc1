/** The estimate PDF's payment schedule: the deposit, each milestone and the balance on completion. */
import { formatMoney } from "~/lib/money";
import { BOLD, ensureSpace, FONT, INK, MARGIN, MUTED, WIDTH, type Doc } from "~/lib/pdf-layout.server";
import type { PublicEstimateView } from "./estimate-view";
import { milestoneDueText, milestoneShareText } from "./payment-schedule";

const AMOUNT_WIDTH = 100;

/** Drawn when the estimate has milestones; without them the totals already say the deposit. */
export function paymentSchedule(doc: Doc, view: PublicEstimateView) {
  if (view.milestones.length === 0) return;
  const rows = [
    { label: "Deposit on approval", note: null, amount: view.depositDue },
    ...view.milestones.map((milestone) => ({
      label: `${milestone.name} — ${milestoneDueText(milestone)}`,
      note: milestoneShareText(milestone),
      amount: milestone.amount,
    })),
    { label: "Balance on completion", note: null, amount: view.completionDue },
  ];
  // The heading stays with the first rows.
  ensureSpace(doc, 60);
  doc.font(BOLD).fontSize(12).fillColor(INK).text("Payment schedule", MARGIN, doc.y, { width: WIDTH });
  doc.moveDown(0.3);
  const labelWidth = WIDTH - AMOUNT_WIDTH - 12;
  for (const { label, note, amount } of rows) {
    ensureSpace(doc, note ? 30 : 18);
    const top = doc.y;
    doc.font(FONT).fontSize(10).fillColor(INK).text(label, MARGIN, top, { width: labelWidth });
    if (note) doc.fontSize(8).fillColor(MUTED).text(note, { width: labelWidth });
    const labelBottom = doc.y;
    doc
      .font(FONT)
      .fontSize(10)
      .fillColor(INK)
      .text(formatMoney(amount), MARGIN + WIDTH - AMOUNT_WIDTH, top, { width: AMOUNT_WIDTH, align: "right" });
    doc.y = Math.max(labelBottom, doc.y) + 4;
  }
  doc.x = MARGIN;
  if (!view.approval && view.lines.some((line) => line.optional)) {
    doc.font(FONT).fontSize(9).fillColor(MUTED);
    doc.text("Percentages are of the total approved, with any optional items you add.", { width: WIDTH });
  }
  doc.moveDown(1.2);
}
