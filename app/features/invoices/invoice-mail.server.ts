/**
 * The mail about an invoice (docs/invoices.md): the invoice with its link when it is sent, a receipt for
 * every payment of it, and the news of a bank payment of it that failed (to both sides). Built from the
 * invoice as it stands when the job runs, so a retry sends it as it is.
 */
import { formatLongDate } from "~/lib/dates";
import { customerMail, pdfAttachments, type MailBusiness } from "~/lib/mail/customer-mail.server";
import type { MailMessage } from "~/lib/mail/mailer.server";
import { formatMoney } from "~/lib/money";
import type { PdfFile } from "~/lib/pdf-sections.server";
import { PAYMENT_METHOD_NAMES } from "~/lib/vocabulary";
import type { InvoicePaymentView, InvoiceView } from "./invoice-view";

/** Total, credits, paid and what is left, as both mails list them. */
function figures(view: InvoiceView): string[] {
  return [
    `Total: ${formatMoney(view.total)}`,
    ...view.credits.map((credit) => `${credit.description}: -${formatMoney(credit.amount)}`),
    ...(view.amountPaid !== "0.00" ? [`Paid: ${formatMoney(view.amountPaid)}`] : []),
    `Balance due: ${formatMoney(view.balance)}`,
  ];
}

const dueLine = (view: InvoiceView) =>
  view.terms === "due_on_receipt" || !view.dueDate
    ? "Due on receipt."
    : `Due by ${formatLongDate(view.dueDate)}.`;

export function invoiceSentMail(
  view: InvoiceView,
  business: MailBusiness,
  link: string,
  pdf: PdfFile,
): MailMessage {
  return {
    ...customerMail(view.customer, business, `Invoice ${view.number} from ${business.name}`, [
      `Here is invoice ${view.number} from ${business.name}, issued ${formatLongDate(view.issuedOn!)}.`,
      "",
      ...figures(view),
      dueLine(view),
      "",
      `View and pay your invoice: ${link}`,
      "The invoice is attached as a PDF.",
    ]),
    attachments: pdfAttachments(pdf),
    link,
  };
}

export function invoiceReceiptMail(
  view: InvoiceView,
  business: MailBusiness,
  link: string,
  payment: InvoicePaymentView,
  paidOn: string,
  receipt: PdfFile,
): MailMessage {
  const how = payment.method ? PAYMENT_METHOD_NAMES[payment.method] : "payment";
  const reference = payment.reference ? ` (No. ${payment.reference})` : "";
  return {
    ...customerMail(
      view.customer,
      business,
      `Receipt: ${formatMoney(payment.amount)} for invoice ${view.number}`,
      [
        `Thank you. We received ${formatMoney(payment.amount)} by ${how}${reference} on ${formatLongDate(paidOn)} for invoice ${view.number}.`,
        "",
        ...figures(view),
        view.balance === "0.00" ? "The invoice is paid in full." : dueLine(view),
        "",
        `Your invoice: ${link}`,
        "Your receipt is attached as a PDF.",
      ],
    ),
    attachments: pdfAttachments(receipt),
    link,
  };
}

/** A payment reminder: before the due date, or once it has passed (`offsetDays` from the due date). */
export function invoiceReminderMail(
  view: InvoiceView,
  business: MailBusiness,
  link: string,
  offsetDays: number,
): MailMessage {
  const due = formatLongDate(view.dueDate!);
  const [subject, opening] =
    offsetDays < 0
      ? [
          `Reminder: invoice ${view.number} is due ${due}`,
          `A friendly reminder: invoice ${view.number} is due on ${due}.`,
        ]
      : [
          `Invoice ${view.number} is past due`,
          `Invoice ${view.number} was due on ${due} and is not paid yet.`,
        ];
  return {
    ...customerMail(view.customer, business, subject, [
      opening,
      "",
      ...figures(view),
      "",
      `View and pay your invoice: ${link}`,
      "",
      "Already paid? Thank you, and please disregard this reminder.",
    ]),
    link,
  };
}

/** The customer's bank payment failed: the balance is owed again, and the link pays it. */
export function bankPaymentFailedMail(
  view: InvoiceView,
  business: MailBusiness,
  link: string,
  payment: InvoicePaymentView,
): MailMessage {
  const amount = formatMoney(payment.amount);
  return {
    ...customerMail(view.customer, business, `Your bank payment for invoice ${view.number} failed`, [
      `The bank payment of ${amount} for invoice ${view.number} failed: your bank did not send the money, and the invoice is not paid.`,
      "",
      ...figures(view),
      dueLine(view),
      "",
      `Pay again by card or bank account: ${link}`,
    ]),
    link,
  };
}

/** The business's copy of the same news. */
export function bankPaymentFailedNotice(
  view: InvoiceView,
  business: MailBusiness,
  adminLink: string,
  payment: InvoicePaymentView,
): MailMessage {
  const amount = formatMoney(payment.amount);
  return {
    to: business.email,
    subject: `Bank payment failed: invoice ${view.number} (${view.customer.name})`,
    text: [
      `The bank payment of ${amount} from ${view.customer.name} for invoice ${view.number} failed.`,
      `The balance of ${formatMoney(view.balance)} is owed again; the customer was sent the link to pay again.`,
      "",
      `Admin: ${adminLink}`,
    ].join("\n"),
  };
}
