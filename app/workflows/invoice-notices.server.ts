/**
 * The mail about invoices (docs/invoices.md): the invoice with its link when it is sent (and each time it is
 * sent again), a receipt for every payment, and the news of a bank payment that failed. Each is a job queued
 * once per event; an attempt builds the mail from the database as it is then.
 */
import { and, eq } from "drizzle-orm";
import { invoicePdf, receiptPdf } from "~/features/invoices/invoice-documents.server";
import { markInvoiceSent } from "~/features/invoices/invoice-lifecycle.server";
import {
  bankPaymentFailedMail,
  bankPaymentFailedNotice,
  invoiceReceiptMail,
  invoiceReminderMail,
  invoiceSentMail,
} from "~/features/invoices/invoice-mail.server";
import { loadInvoice } from "~/features/invoices/invoice-queries.server";
import {
  claimInvoiceReminder,
  dueInvoiceReminders,
  reminderStillDue,
} from "~/features/invoices/invoice-reminders.server";
import { invoicePath, invoiceToken } from "~/features/invoices/invoice-token.server";
import { businessToday } from "~/lib/dates";
import type { JobPayloads } from "~/lib/queue/job-catalog";
import { businessContact } from "~db/business-contact";
import { invoices } from "~db/schema";
import type { MailJobDeps } from "./booking-confirmation.server";
import { textInvoiceSent, textPaymentReminder } from "./customer-texts.server";
import type { EstimateFlowDeps } from "./estimate-notices.server";
import type { PaymentFlowDeps } from "./payment-flow-deps";

type Queue = Pick<PaymentFlowDeps, "jobs" | "logger">;

async function queue({ jobs, logger }: Queue, data: JobPayloads["mail.invoice"], key: string) {
  try {
    await jobs.enqueue("mail.invoice", data, { key });
  } catch (err) {
    // The invoice's state stands; the mail is what is lost, and the log says which.
    logger.error({ err, invoiceId: data.invoiceId, event: data.event }, "invoice mail could not be queued");
  }
}

/** Sends an invoice (numbered the first time) and queues its mail: once for the first send, once per resend. */
export async function sendInvoice(deps: EstimateFlowDeps, invoiceId: number) {
  const sent = await markInvoiceSent(deps.db, invoiceId, deps.linkSecret);
  await queue(
    deps,
    { invoiceId, event: "sent" },
    sent.first ? `${invoiceId}:sent` : `${invoiceId}:resent:${Date.now()}`,
  );
  return sent;
}

/** A payment of an invoice was recorded: its receipt goes out, once. */
export async function tellInvoicePaid(deps: Queue, invoiceId: number, paymentId: number) {
  await queue(deps, { invoiceId, event: "receipt", paymentId }, `${invoiceId}:receipt:${paymentId}`);
}

/** A bank payment of an invoice failed: the customer and the business are told, once each. */
export async function tellBankPaymentFailed(deps: Queue, invoiceId: number, paymentId: number) {
  for (const to of ["customer", "business"] as const) {
    await queue(
      deps,
      { invoiceId, event: "bank-failed", paymentId, to },
      `${invoiceId}:bank-failed:${paymentId}:${to}`,
    );
  }
}

/**
 * The job: the invoice's mail or a payment's receipt; nothing for an invoice voided meanwhile. The invoice's
 * link and its reminders go by text too (docs/texts.md).
 */
export async function sendInvoiceMail(
  deps: MailJobDeps & { linkSecret: string },
  job: JobPayloads["mail.invoice"],
) {
  const { db, siteUrl, mailer, linkSecret } = deps;
  const [row] = await db
    .select({ nonce: invoices.tokenNonce })
    .from(invoices)
    .where(and(eq(invoices.id, job.invoiceId)));
  const view = await loadInvoice(db, job.invoiceId);
  if (!row?.nonce || !view || view.status === "void") return;
  const link = `${siteUrl}${invoicePath(invoiceToken(linkSecret, row.nonce))}`;
  const business = await businessContact(db);
  if (job.event === "sent") {
    await textInvoiceSent(db, view, link);
    await mailer.send(invoiceSentMail(view, business, link, await invoicePdf(view, business, link)));
    return;
  }
  if (job.event === "reminder") {
    // Paid, voided or turned off meanwhile: nothing to remind of.
    if (!(await reminderStillDue(db, job.invoiceId))) return;
    await textPaymentReminder(db, view, job.offsetDays, link);
    await mailer.send(invoiceReminderMail(view, business, link, job.offsetDays));
    return;
  }
  const payment = view.payments.find((p) => p.id === job.paymentId);
  if (!payment) return;
  if (job.event === "bank-failed") {
    const admin = `${siteUrl}/admin?tab=invoices&invoice=${job.invoiceId}`;
    await mailer.send(
      job.to === "customer"
        ? bankPaymentFailedMail(view, business, link, payment)
        : bankPaymentFailedNotice(view, business, admin, payment),
    );
    return;
  }
  const paidOn = businessToday(payment.paidAt ? new Date(payment.paidAt) : new Date());
  const receipt = await receiptPdf(view, business, payment, paidOn);
  await mailer.send(invoiceReceiptMail(view, business, link, payment, paidOn, receipt));
}

/** The scheduled job: queues the invoice reminders due at `now`, once each; answers how many it queued. */
export async function queueInvoiceReminders(
  deps: Pick<PaymentFlowDeps, "db" | "jobs" | "logger">,
  now = new Date(),
) {
  let queued = 0;
  for (const due of await dueInvoiceReminders(deps.db, now)) {
    const claimed = await claimInvoiceReminder(deps.db, due, () =>
      deps.jobs.enqueue(
        "mail.invoice",
        { invoiceId: due.invoiceId, event: "reminder", offsetDays: due.offsetDays },
        { key: `${due.invoiceId}:reminder:${due.offsetDays}` },
      ),
    );
    if (claimed) queued++;
  }
  if (queued > 0) deps.logger.info({ reminders: queued }, "invoice reminders queued");
  return queued;
}
