/**
 * The mail about an invoice (docs/invoices.md): the invoice with its link when it is sent, and a receipt for
 * every payment of it. Built from the invoice as it stands when the job runs, so a retry sends it as it is.
 */
import { formatLongDate } from "~/lib/dates";
import type { MailMessage } from "~/lib/mail/mailer.server";
import { formatMoney } from "~/lib/money";
import { PAYMENT_METHOD_NAMES } from "~/lib/vocabulary";
import type { InvoicePaymentView, InvoiceView } from "./invoice-view";

export interface MailBusiness {
  name: string;
  phone: string;
  email: string;
}

function customerMail(
  view: InvoiceView,
  business: MailBusiness,
  subject: string,
  body: string[],
): MailMessage {
  const contact = `Questions: ${business.phone} or ${business.email}.`;
  return {
    to: view.customer.email,
    subject,
    text: [`Hello ${view.customer.name},`, "", ...body, "", contact].join("\n"),
  };
}

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

export function invoiceSentMail(view: InvoiceView, business: MailBusiness, link: string): MailMessage {
  return {
    ...customerMail(view, business, `Invoice ${view.number} from ${business.name}`, [
      `Here is invoice ${view.number} from ${business.name}, issued ${formatLongDate(view.issuedOn!)}.`,
      "",
      ...figures(view),
      dueLine(view),
      "",
      `View and pay your invoice: ${link}`,
    ]),
    link,
  };
}

export function invoiceReceiptMail(
  view: InvoiceView,
  business: MailBusiness,
  link: string,
  payment: InvoicePaymentView,
  paidOn: string,
): MailMessage {
  const how = payment.method ? PAYMENT_METHOD_NAMES[payment.method] : "payment";
  const reference = payment.reference ? ` (No. ${payment.reference})` : "";
  return {
    ...customerMail(view, business, `Receipt: ${formatMoney(payment.amount)} for invoice ${view.number}`, [
      `Thank you. We received ${formatMoney(payment.amount)} by ${how}${reference} on ${formatLongDate(paidOn)} for invoice ${view.number}.`,
      "",
      ...figures(view),
      view.balance === "0.00" ? "The invoice is paid in full." : dueLine(view),
      "",
      `Your invoice: ${link}`,
    ]),
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
    ...customerMail(view, business, subject, [
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
