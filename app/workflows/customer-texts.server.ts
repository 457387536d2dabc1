/**
 * The texts a customer gets besides the mail (docs/texts.md, "What is texted"): the visit's reminder, a
 * visit moved or cancelled by the business, the estimate's and the change order's links, the invoice's link
 * and its payment reminders. Each goes through queueCustomerText, which texts only a customer who asked for
 * texts; its dedupe key is the event's, so an event told again (a retried job, a replayed request) texts once.
 * A mail job queues its text before its mail: a retry after a failed mail queues nothing more.
 */
import { eq } from "drizzle-orm";
import { bookingLinkUrl } from "~/features/appointments/booking-link.server";
import type { ChangeOrderView } from "~/features/change-orders/change-order-view";
import type { InvoiceView } from "~/features/invoices/invoice-view";
import type { MailedVisit } from "~/features/reminders/visits.server";
import { getBusinessSettings } from "~/features/settings/settings.server";
import { queueCustomerText, type TextKind } from "~/features/texts/queue-text.server";
import type { Db } from "~db/client.server";
import { appointments, bookings } from "~db/schema";
import {
  changeOrderText,
  estimateText,
  invoiceText,
  paymentReminderText,
  reminderText,
  visitCancelledText,
  visitMovedText,
} from "./customer-text-bodies";
import type { PaymentFlowDeps } from "./payment-flow-deps";

type EventDeps = Pick<PaymentFlowDeps, "db" | "logger"> &
  Partial<Pick<PaymentFlowDeps, "siteUrl" | "linkSecret">>;

const text = (db: Db, customerId: number, kind: TextKind, body: string, dedupeKey: string) =>
  queueCustomerText(db, { customerId, kind, body, dedupeKey });

/**
 * At the time of an event (not in a job): a text that cannot be queued is logged, and the event stands, as
 * its mail's queueing does.
 */
async function atEvent(deps: Pick<PaymentFlowDeps, "logger">, what: string, queue: () => Promise<unknown>) {
  try {
    await queue();
  } catch (err) {
    deps.logger.error({ err, text: what }, "text could not be queued");
  }
}

async function customerOfBooking(db: Db, bookingId: number) {
  const [row] = await db
    .select({ customerId: bookings.customerId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row?.customerId;
}

/** The reminder's job: one text per visit start, as one mail (`reminder:{booking}:{start}`). */
export async function textVisitReminder(db: Db, visit: MailedVisit, link: string) {
  const customerId = await customerOfBooking(db, visit.bookingId);
  if (customerId === undefined) return;
  const body = reminderText({ ...visit, link });
  await text(db, customerId, "reminder", body, `reminder:${visit.bookingId}:${visit.start.toISOString()}`);
}

/** The business moved the visit: one text per move (its calendar sequence and new start). */
export async function textVisitMovedByBusiness(
  deps: EventDeps,
  move: { bookingId: number; sequence: number; to: { date: string; time: string } },
) {
  const { db, siteUrl, linkSecret } = deps;
  const { bookingId, sequence, to } = move;
  await atEvent(deps, "visit moved", async () => {
    const customerId = await customerOfBooking(db, bookingId);
    if (customerId === undefined) return;
    const bookingLink =
      siteUrl && linkSecret ? await bookingLinkUrl(db, linkSecret, siteUrl, bookingId) : undefined;
    const body = visitMovedText({ ...to, link: bookingLink ?? (siteUrl && `${siteUrl}/my-projects`) });
    await text(
      db,
      customerId,
      "visit_change",
      body,
      `visit-moved:${bookingId}:${sequence}:${to.date}T${to.time}`,
    );
  });
}

/** The business cancelled a visit: one text per cancelled appointment. */
export async function textVisitCancelledByBusiness(deps: EventDeps, appointmentId: number) {
  const { db } = deps;
  await atEvent(deps, "visit cancelled", async () => {
    const [visit] = await db
      .select({
        customerId: appointments.customerId,
        service: appointments.serviceName,
        date: appointments.date,
        time: appointments.time,
      })
      .from(appointments)
      .where(eq(appointments.id, appointmentId));
    if (!visit?.customerId) return;
    const phone = (await getBusinessSettings(db))?.phone ?? "";
    const body = visitCancelledText({ ...visit, phone });
    await text(db, visit.customerId, "visit_change", body, `visit-cancelled:${appointmentId}`);
  });
}

/** The estimate's mail job: one text per link (each sending makes a new one). */
export async function textEstimateSent(
  db: Db,
  estimate: { id: number; customerId: number; number: number; title: string; tokenNonce: string },
  link: string,
) {
  const body = estimateText({ ...estimate, link });
  await text(db, estimate.customerId, "estimate", body, `estimate:${estimate.id}:${estimate.tokenNonce}`);
}

/** The change order's mail job: one text per change order (a resend mails it again, but texts once). */
export async function textChangeOrderSent(db: Db, view: ChangeOrderView, link: string) {
  const body = changeOrderText({ number: view.number, title: view.title, link });
  await text(db, view.customer.id, "change_order", body, `change-order:${view.id}`);
}

/** The invoice's mail job: one text per invoice, unless nothing is left to pay. */
export async function textInvoiceSent(db: Db, view: InvoiceView, link: string) {
  if (!view.number || !view.dueDate || Number(view.balance) <= 0) return;
  const body = invoiceText({ number: view.number, balance: view.balance, dueDate: view.dueDate, link });
  await text(db, view.customer.id, "invoice", body, `invoice:${view.id}`);
}

/** A payment reminder's job: one text per reminder day of the invoice. */
export async function textPaymentReminder(db: Db, view: InvoiceView, offsetDays: number, link: string) {
  if (!view.number || !view.dueDate || Number(view.balance) <= 0) return;
  const body = paymentReminderText({
    number: view.number,
    balance: view.balance,
    dueDate: view.dueDate,
    overdue: view.overdue,
    link,
  });
  await text(db, view.customer.id, "payment_reminder", body, `invoice-reminder:${view.id}:${offsetDays}`);
}
