/**
 * The mail about a change order (docs/change-orders.md): to the customer, the change order with its link and
 * PDF (again on each "send again"), and their copy once they approved it; to the business, what the
 * customer answered. Built from the change order as it stands when the job runs, so a retry sends it as it is.
 */
import { formatInstantDateTime, formatLongDate } from "~/lib/dates";
import { customerMail, pdfAttachments, type MailBusiness } from "~/lib/mail/customer-mail.server";
import type { MailMessage } from "~/lib/mail/mailer.server";
import { formatMoney } from "~/lib/money";
import type { PdfFile } from "~/lib/pdf-sections.server";
import { hundredths } from "~/lib/priced-lines";
import { daysAddedText } from "./change-order-labels";
import { billingLabel } from "./change-order-texts.server";
import type { ChangeOrderView } from "./change-order-view";

/** Where the back office shows the job a change order belongs to. */
export const jobAdminPath = (estimateId: number) => `/admin?tab=jobs&job=${estimateId}`;

/** "change order CO-2 for estimate #12 (Kitchen refresh)". */
const named = (view: ChangeOrderView) =>
  `change order ${view.number} for estimate #${view.estimate.number} (${view.estimate.title})`;

const customerLine = (view: ChangeOrderView) => `${view.customer.name} (${view.customer.email})`;

/** Its amount, the days it adds and how it is billed, as every mail of it lists them. */
function figures(view: ChangeOrderView): string[] {
  const credit = hundredths(view.total) < 0;
  return [
    `${credit ? "Credit" : "Total"}: ${formatMoney(view.total)}`,
    `Days added: ${daysAddedText(view.daysAdded)}`,
    `Billing: ${billingLabel(view.billing, view.total)}`,
  ];
}

export function changeOrderSentMail(
  view: ChangeOrderView,
  business: MailBusiness,
  link: string,
  pdf: PdfFile,
): MailMessage {
  return {
    ...customerMail(
      view.customer,
      business,
      `Change order ${view.number} from ${business.name}: ${view.title}`,
      [
        `Here is ${named(view)} from ${business.name}: ${view.title}.`,
        ...(view.reason ? ["", view.reason] : []),
        "",
        ...figures(view),
        ...(view.validUntil ? [`Valid until: ${formatLongDate(view.validUntil)}`] : []),
        "",
        `Review and approve the change order: ${link}`,
        "",
        "The change order is attached as a PDF.",
      ],
    ),
    link,
    attachments: pdfAttachments(pdf),
  };
}

/** How the approved change order is billed, in the customer's words. */
function billedLine(view: ChangeOrderView): string {
  if (view.billing === "next_invoice")
    return hundredths(view.total) < 0
      ? "It will be taken off your next invoice."
      : "It will be added to your next invoice.";
  return view.invoice?.number
    ? `Invoice ${view.invoice.number} for it comes in its own email.`
    : "Its invoice comes in its own email.";
}

export function changeOrderApprovedCustomerMail(
  view: ChangeOrderView,
  business: MailBusiness,
  link: string,
): MailMessage {
  const signed = view.signature
    ? [`Signed by ${view.signature.name} on ${formatInstantDateTime(view.signature.signedAt)}.`]
    : [];
  return customerMail(view.customer, business, `Change order ${view.number} is approved: ${view.title}`, [
    `Thank you! You approved ${named(view)}: ${view.title}.`,
    ...signed,
    "",
    ...figures(view),
    billedLine(view),
    "",
    `Your copy of the change order: ${link}`,
  ]);
}

export function changeOrderApprovedBusinessMail(
  view: ChangeOrderView,
  business: MailBusiness,
  siteUrl: string,
): MailMessage {
  const signed = view.signature
    ? [`Signed by ${view.signature.name} on ${formatInstantDateTime(view.signature.signedAt)}.`]
    : [];
  const invoice =
    view.billing === "next_invoice"
      ? ["It goes on the job's next invoice."]
      : view.invoice?.number
        ? [`Invoice ${view.invoice.number} for it was sent to the customer.`]
        : view.invoice
          ? ["Its invoice is a draft: send it from the Invoices section."]
          : [];
  return {
    to: business.email,
    subject: `Change order ${view.number} (estimate #${view.estimate.number}) approved: ${view.customer.name}`,
    text: [
      `${customerLine(view)} approved ${named(view)}: ${view.title}.`,
      ...signed,
      "",
      ...figures(view),
      ...invoice,
      "",
      `The job: ${siteUrl}${jobAdminPath(view.estimateId)}`,
    ].join("\n"),
  };
}

export function changeOrderDeclinedBusinessMail(
  view: ChangeOrderView,
  business: MailBusiness,
  siteUrl: string,
): MailMessage {
  return {
    to: business.email,
    subject: `Change order ${view.number} (estimate #${view.estimate.number}) declined: ${view.customer.name}`,
    text: [
      `${customerLine(view)} declined ${named(view)}: ${view.title}.`,
      "",
      view.declineReason?.trim() ? `Their reason: ${view.declineReason.trim()}` : "They gave no reason.",
      "",
      ...figures(view),
      "",
      `The job: ${siteUrl}${jobAdminPath(view.estimateId)}`,
    ].join("\n"),
  };
}
