/**
 * A customer's own reschedule or cancellation, told to both sides (docs/mail.md): the customer's mail (the
 * updated calendar file, or the cancellation and its deposit) and the owner's alert, each a job keyed by
 * the change, so that a replayed request tells nothing twice and each move is told once.
 */
import { bookingLinkUrl } from "~/features/appointments/booking-link.server";
import { loadConfirmedBooking } from "~/features/booking/confirmation.server";
import {
  customerCancelledMail,
  customerRescheduledMail,
  loadCancelledVisit,
} from "~/features/booking/visit-change-mail.server";
import type { CancelRefund, VisitChangeNotice } from "~/lib/queue/job-catalog";
import type { MailJobDeps } from "./booking-confirmation.server";
import { textVisitCancelledByBusiness, textVisitMovedByBusiness } from "./customer-texts.server";
import { alertOwner } from "./owner-alerts.server";
import type { PaymentFlowDeps } from "./payment-flow-deps";

/** The text of a move by the business needs the database too, and the site's address for its link. */
type Deps = Pick<PaymentFlowDeps, "jobs" | "logger"> &
  Partial<Pick<PaymentFlowDeps, "db" | "siteUrl" | "linkSecret">>;
type Slot = { date: string; time: string };

export interface VisitMove {
  bookingId: number;
  sequence: number;
  from: Slot;
  to: Slot;
}

/**
 * The customer's mail with the moved visit's calendar file, and the owner's alert when the customer moved it;
 * when the business moved it, a text too (to a customer who asked for texts: docs/texts.md).
 */
export async function tellVisitMoved(deps: Deps, move: VisitMove, byCustomer: boolean) {
  const { bookingId, sequence, to } = move;
  try {
    await deps.jobs.enqueue(
      "mail.visit-change",
      { event: "rescheduled", bookingId, sequence },
      { key: `rescheduled:${bookingId}:${sequence}:${to.date}T${to.time}` },
    );
  } catch (err) {
    deps.logger.error({ err, bookingId }, "reschedule mail could not be queued");
  }
  if (byCustomer) await alertOwner(deps, { kind: "visit-rescheduled", ...move });
  else if (deps.db) await textVisitMovedByBusiness({ ...deps, db: deps.db }, move);
}

/**
 * The business cancelled a visit: no mail says so (the owner tells the customer), but a customer who asked
 * for texts gets one, once per cancelled appointment.
 */
export async function tellCancelledByBusiness(
  deps: Deps & Pick<PaymentFlowDeps, "db">,
  appointmentId: number,
) {
  await textVisitCancelledByBusiness(deps, appointmentId);
}

/** The customer's cancellation mail and the owner's alert, once per cancelled appointment. */
export async function tellVisitCancelled(
  deps: Deps,
  appointmentId: number,
  refund: CancelRefund | undefined,
) {
  try {
    await deps.jobs.enqueue(
      "mail.visit-change",
      { event: "cancelled", appointmentId, ...(refund && { refund }) },
      { key: `cancelled:${appointmentId}` },
    );
  } catch (err) {
    deps.logger.error({ err, appointmentId }, "cancellation mail could not be queued");
  }
  await alertOwner(deps, { kind: "visit-cancelled", appointmentId, ...(refund && { refund }) });
}

/** The job: the customer's mail, built from the booking as it now is, with the booking's own link. */
export async function sendVisitChangeMail(
  { db, siteUrl, mailer, linkSecret }: MailJobDeps & { linkSecret: string },
  notice: VisitChangeNotice,
) {
  if (notice.event === "rescheduled") {
    const booking = await loadConfirmedBooking(db, notice.bookingId);
    const link = booking && (await bookingLinkUrl(db, linkSecret, siteUrl, notice.bookingId));
    if (booking && link) await mailer.send(customerRescheduledMail(booking, siteUrl, link));
    return;
  }
  const visit = await loadCancelledVisit(db, notice.appointmentId);
  const booking = visit && (await loadConfirmedBooking(db, visit.bookingId));
  if (booking && visit) await mailer.send(customerCancelledMail(booking, visit, notice.refund, siteUrl));
}
