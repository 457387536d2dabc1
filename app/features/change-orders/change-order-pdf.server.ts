/**
 * A change order as a PDF (docs/change-orders.md): what the customer's page shows, to keep, print or forward,
 * laid out as every PDF of the site is (app/lib/pdf-layout.server.ts). Credits are negative amounts, said so
 * under their line. Handed out to the back office by id, to the customer by the link, and with the mail.
 */
import { businessToday, formatInstantDateTime, formatLongDate } from "~/lib/dates";
import { notFound } from "~/lib/domain-error";
import { formatMoney } from "~/lib/money";
import {
  addressee,
  BOLD,
  factRows,
  INK,
  openPdf,
  pageFooters,
  section,
  sumRows,
  WIDTH,
  type Doc,
} from "~/lib/pdf-layout.server";
import {
  approvalSection,
  pricedLinesColumns,
  pricedLinesTable,
  stamp,
  type PdfFile,
} from "~/lib/pdf-sections.server";
import { hundredths } from "~/lib/priced-lines";
import { businessContact } from "~db/business-contact";
import type { Db } from "~db/client.server";
import { daysAddedText } from "./change-order-labels";
import { CHANGE_ORDER_NOT_FOUND } from "./change-order-lifecycle.server";
import {
  customerView,
  findChangeOrder,
  readChangeOrder,
  type ChangeOrderRow,
} from "./change-order-rows.server";
import { billingLabel } from "./change-order-texts.server";
import type { PublicChangeOrderView } from "./change-order-view";
import { changeOrderOfToken } from "./customer-change-orders.server";

/** The change order as its PDF shows it: the customer's view and, once approved, the hash signed. */
export type ChangeOrderPdfView = PublicChangeOrderView & { contentHash: string | null };

const COLUMNS = pricedLinesColumns("Amount");

/** "estimate-12-CO-2.pdf": the job and the change order, so that it files beside the estimate's PDF. */
export const changeOrderPdfFilename = (view: Pick<PublicChangeOrderView, "number" | "estimate">) =>
  `estimate-${view.estimate.number}-${view.number}.pdf`;

/** "Change order CO-2 for estimate #12 — Kitchen refresh": how the PDF and the mail name it. */
export const changeOrderHeading = (view: Pick<PublicChangeOrderView, "number" | "estimate" | "title">) =>
  `Change order ${view.number} for estimate #${view.estimate.number} — ${view.title}`;

const isCredit = (amount: string) => hundredths(amount) < 0;

export function renderChangeOrderPdf(view: ChangeOrderPdfView): Promise<Buffer> {
  const facts = [
    `Estimate #${view.estimate.number}`,
    ...(view.validUntil ? [`Valid until ${formatLongDate(view.validUntil)}`] : []),
  ];
  const { doc, bytes } = openPdf(view.business, `Change order ${view.number}`, facts);
  if (view.status === "draft") stamp(doc, "Draft", "Not sent to the customer yet.");
  addressee(doc, "Prepared for", view.customer.name);
  doc.moveDown(0.6);
  doc.font(BOLD).fontSize(14).fillColor(INK).text(changeOrderHeading(view), { width: WIDTH });
  doc.moveDown(0.8);
  section(doc, "Reason", view.reason, 10);
  // A credit's lines say so under their description.
  pricedLinesTable(doc, COLUMNS, view.lines, { note: (line) => (isCredit(line.total) ? "Credit" : null) });
  sumRows(doc, [
    { label: isCredit(view.total) ? "Total credit" : "Total", amount: formatMoney(view.total), bold: true },
  ]);
  doc.moveDown(1);
  factRows(doc, [
    { label: "Days added", value: daysAddedText(view.daysAdded) },
    { label: "Billing", value: billingLabel(view.billing, view.total) },
    { label: "Valid until", value: view.validUntil ? formatLongDate(view.validUntil) : "No end date" },
  ]);
  doc.moveDown(1);
  section(doc, `Terms (estimate #${view.estimate.number})`, view.terms, 9);
  answer(doc, view);
  pageFooters(doc, `Change order ${view.number} · Estimate #${view.estimate.number}`);
  doc.end();
  return bytes;
}

/** The customer's answer: the signature of an approval (with the hash of what was signed), or a decline. */
function answer(doc: Doc, view: ChangeOrderPdfView) {
  if (view.status === "declined" && view.decidedAt) {
    section(
      doc,
      "Declined",
      [
        `Declined on ${formatInstantDateTime(view.decidedAt)}.`,
        view.declineReason ? `Reason: ${view.declineReason}` : "",
      ]
        .filter(Boolean)
        .join("\n"),
      10,
    );
    return;
  }
  if (!view.signature) return;
  approvalSection(doc, {
    document: "change order",
    name: view.signature.name,
    signedAt: formatInstantDateTime(view.signature.signedAt),
    hash: view.contentHash,
  });
}

async function pdfOf(db: Db, row: ChangeOrderRow): Promise<PdfFile> {
  const view = customerView(await readChangeOrder(db, row), await businessContact(db), businessToday());
  return {
    filename: changeOrderPdfFilename(view),
    pdf: await renderChangeOrderPdf({ ...view, contentHash: row.contentHash }),
  };
}

/** The customer's PDF by the link (`/change-orders/{token}.pdf`): a 404 that says why for an unknown link. */
export async function changeOrderPdfOfLink(db: Db, token: string): Promise<PdfFile> {
  return pdfOf(db, await changeOrderOfToken(db, token));
}

/** The back office's PDF by id, in any state (`GET /api/admin/change-orders/{id}/pdf`). */
export async function adminChangeOrderPdf(db: Db, id: number): Promise<PdfFile> {
  const row = await findChangeOrder(db, id);
  if (!row) throw notFound(CHANGE_ORDER_NOT_FOUND);
  return pdfOf(db, row);
}
