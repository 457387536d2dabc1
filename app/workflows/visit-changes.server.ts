/**
 * A customer's cancel and reschedule (docs/appointments.md, "Cancelling and rescheduling"), and an admin's
 * refund from the appointment details (docs/booking-and-payments.md, "Refunds"). Outside the window the
 * customer may cancel (the deposit goes back at once, in full) or move the visit to another free slot;
 * inside it the server refuses with the policy, whatever the page showed.
 */
import { setAppointmentStatus } from "~/features/appointments/admin-appointments.server";
import { getAppointment } from "~/features/appointments/appointments.server";
import { latePolicyMessage, workDayMessage } from "~/features/appointments/cancellation";
import {
  bumpCalendarSequence,
  cancelLockedVisit,
  lockVisit,
  moveBooking,
  openAppointmentsOf,
} from "~/features/appointments/visit-changes.server";
import { assertBookable } from "~/features/availability/availability.server";
import { claimSlot } from "~/features/booking/slots.server";
import { refundedPaymentOf } from "~/features/payments/fulfilment.server";
import { lockPaymentRow, openRefund, type RefundRow } from "~/features/payments/refund-open.server";
import { makeRefund } from "~/features/payments/refund-provider.server";
import { paidPaymentOfBooking, refundByKey } from "~/features/payments/refund-queries.server";
import { failRefund } from "~/features/payments/refund-settle.server";
import { getBusinessSettings } from "~/features/settings/settings.server";
import { DEFAULT_CANCEL_WINDOW_HOURS, isCancellable, isLateCancellation } from "~/lib/appointment-lifecycle";
import { toCents } from "~/lib/deposit";
import type { ADMIN_SETTABLE_STATUSES } from "~/lib/vocabulary";
import type { PaymentFlowDeps } from "./payment-flow-deps";
import { tellAboutRefund } from "./refund-notice.server";
import {
  tellCancelledByBusiness,
  tellVisitCancelled,
  tellVisitMoved,
  type VisitMove,
} from "./visit-change-mail.server";

export type VisitChangeRefusal =
  | { outcome: "not-found" }
  /** Not pending or confirmed (awaiting payment, cancelled or done). */
  | { outcome: "not-open" }
  /** Inside the cancellation window: the policy, naming the window and the business phone. */
  | { outcome: "late"; message: string }
  /** A work day of an estimate's job: the business's to change; the message names its phone. */
  | { outcome: "work-day"; message: string };

export type CancelVisitResult = { outcome: "cancelled"; refund: RefundRow | undefined } | VisitChangeRefusal;
export type RescheduleResult = { outcome: "rescheduled" } | VisitChangeRefusal;

async function windowPolicy(deps: Pick<PaymentFlowDeps, "db">) {
  const settings = await getBusinessSettings(deps.db);
  const windowHours = settings?.cancelWindowHours ?? DEFAULT_CANCEL_WINDOW_HOURS;
  const phone = settings?.phone ?? "";
  return { windowHours, message: latePolicyMessage(windowHours, phone), workDay: workDayMessage(phone) };
}

/**
 * Cancels one appointment. A customer in time gets its deposit back at once, in full: its line's share of
 * the booking's payment, or all that is left of it when this was the booking's last open appointment. An
 * admin's cancel refunds nothing (the admin refunds explicitly). A refund the provider refuses stays
 * pending and is logged; the cancel stands.
 */
export async function cancelVisit(
  deps: PaymentFlowDeps,
  appointmentId: number,
  by: "customer" | "admin",
  now: Date = new Date(),
): Promise<CancelVisitResult> {
  const policy = await windowPolicy(deps);
  const result = await deps.db.transaction(async (tx): Promise<CancelVisitResult> => {
    const visit = await lockVisit(tx, appointmentId);
    if (!visit) return { outcome: "not-found" };
    if (!isCancellable(visit.status)) return { outcome: "not-open" };
    if (by === "customer" && visit.estimateId !== null)
      return { outcome: "work-day", message: policy.workDay };
    if (by === "customer" && isLateCancellation(visit.date, visit.time, now, policy.windowHours)) {
      return { outcome: "late", message: policy.message };
    }
    // The payment row is locked before the appointment changes, in the order a payment's recording takes.
    const payment = by === "customer" ? await paidPaymentOfBooking(tx, visit.bookingId) : undefined;
    if (payment) await lockPaymentRow(tx, payment.id);
    if (!(await cancelLockedVisit(tx, appointmentId, by))) return { outcome: "not-open" };
    const last = (await openAppointmentsOf(tx, visit.bookingId)) === 0;
    // The visit is off: the calendar file that says so must win over the one the customer has.
    if (last) await bumpCalendarSequence(tx, visit.bookingId);
    if (by !== "customer") return { outcome: "cancelled", refund: undefined };
    const share = visit.depositShareCents;
    if (!payment || (!last && share === 0)) return { outcome: "cancelled", refund: undefined };
    const opened = await openRefund(tx, {
      paymentId: payment.id,
      appointmentId,
      amountCents: last ? "all" : share,
      atMostRemaining: true,
      reason: "cancelled_in_time",
      idempotencyKey: `cancel-${appointmentId}`,
    });
    return { outcome: "cancelled", refund: opened.outcome === "opened" ? opened.refund : undefined };
  });
  if (result.outcome === "cancelled" && by === "admin") await tellCancelledByBusiness(deps, appointmentId);
  if (result.outcome !== "cancelled" || by !== "customer") return result;
  // Both sides are told of the cancellation with what became of the deposit: refunded now, or pending (the
  // refund's own mail follows once it goes through), so that nobody gets two mails saying the same.
  const settled = result.refund && (await refundNow(deps, result.refund));
  const refund = result.refund && {
    amount: (settled ?? result.refund).amount,
    state: settled ? ("refunded" as const) : ("pending" as const),
  };
  await tellVisitCancelled(deps, appointmentId, refund);
  return result;
}

/**
 * Asks the provider for an opened refund; answers it once it succeeded (the cancellation's mails say so). A
 * refusal is logged and the refund stays pending (its amount reserved): the `refunds.retry-pending` job asks
 * again with the same key (app/workflows/refund-retries.server.ts), and its success is told by the refund mail.
 */
async function refundNow(deps: PaymentFlowDeps, refund: RefundRow): Promise<RefundRow | undefined> {
  if (!deps.provider) {
    deps.logger.error({ refundId: refund.id }, "refund left pending: no payment provider");
    return undefined;
  }
  try {
    const settled = await makeRefund(deps.db, deps.provider, refund);
    if (settled)
      deps.logger.info({ refundId: settled.id, amount: settled.amount }, "cancelled visit refunded");
    return settled;
  } catch (err) {
    deps.logger.error({ err, refundId: refund.id }, "refund failed; left pending");
    return undefined;
  }
}

/**
 * Moves the visit (the whole booking: its appointments share one date and time) to another slot that the
 * business offers and that is free, atomically under the slot's lock: of two customers racing for one slot
 * exactly one gets it, the other a SlotTakenError (409). Throws what assertBookable throws for a slot not
 * offered. The visit's reminder is queued anew for its new start.
 */
export async function rescheduleVisit(
  deps: Pick<PaymentFlowDeps, "db" | "jobs" | "logger">,
  appointmentId: number,
  slot: { date: string; time: string },
  now: Date = new Date(),
  by: "customer" | "admin" = "customer",
): Promise<RescheduleResult> {
  const policy = await windowPolicy(deps);
  let moved: VisitMove | undefined;
  const result = await deps.db.transaction(async (tx): Promise<RescheduleResult> => {
    const visit = await lockVisit(tx, appointmentId);
    if (!visit) return { outcome: "not-found" };
    if (!isCancellable(visit.status)) return { outcome: "not-open" };
    if (by === "customer" && visit.estimateId !== null)
      return { outcome: "work-day", message: policy.workDay };
    if (isLateCancellation(visit.date, visit.time, now, policy.windowHours)) {
      return { outcome: "late", message: policy.message };
    }
    if (visit.date === slot.date && visit.time === slot.time) return { outcome: "rescheduled" };
    await assertBookable(tx, slot.date, slot.time, now);
    await claimSlot(tx, slot.date, slot.time, visit.bookingId);
    const sequence = await moveBooking(tx, visit.bookingId, slot.date, slot.time);
    moved = {
      bookingId: visit.bookingId,
      sequence,
      from: { date: visit.date, time: visit.time },
      to: { date: slot.date, time: slot.time },
    };
    return { outcome: "rescheduled" };
  });
  // Told once committed: the customer gets the updated calendar file; the owner, when the customer moved it.
  if (moved) await tellVisitMoved(deps, moved, by === "customer");
  return result;
}

export type AdminRefundResult =
  /** `repeated`: the request key had asked for this refund before; nothing new was refunded. */
  | { outcome: "refunded"; refund: RefundRow; repeated: boolean }
  | { outcome: "not-found" }
  | { outcome: "nothing-paid" }
  | { outcome: "over-remaining"; remainingCents: number }
  /** The request key was used before for another amount or reason. */
  | { outcome: "key-reused" }
  | { outcome: "provider-failed" };

/**
 * The Appointments status menu: any settable status, as the admin picks it. Cancelled there by the business,
 * a customer who asked for texts is told, as from the cancel action. Undefined for no such appointment.
 */
export async function setStatusByAdmin(
  deps: PaymentFlowDeps,
  appointmentId: number,
  status: (typeof ADMIN_SETTABLE_STATUSES)[number],
) {
  const before = status === "cancelled" ? await getAppointment(deps.db, appointmentId) : undefined;
  const appointment = await setAppointmentStatus(deps.db, appointmentId, status);
  if (appointment && before && before.status !== "cancelled") {
    await tellCancelledByBusiness(deps, appointmentId);
  }
  return appointment;
}

/**
 * An admin's refund of `amountCents` of the appointment's booking payment, with the admin's reason. The
 * amount must fit in what is left (checked with the payment row locked). `requestKey` makes a retried
 * request refund once: the same key answers the refund it made (asking the provider again, with the same
 * idempotency key, only if that refund has not succeeded yet).
 */
export async function refundByAdmin(
  deps: PaymentFlowDeps,
  appointmentId: number,
  { amountCents, note, requestKey }: { amountCents: number; note: string; requestKey: string },
): Promise<AdminRefundResult> {
  const opened = await deps.db.transaction(async (tx) => {
    const visit = await lockVisit(tx, appointmentId);
    if (!visit) return { outcome: "not-found" as const };
    // The booking row is locked: a request with the same key waits here until the first one has committed
    // its refund row, and finds it even when that refund emptied the payment.
    const known = await refundByKey(tx, requestKey);
    if (known) return { outcome: "opened" as const, refund: known, repeated: true };
    const payment = await paidPaymentOfBooking(tx, visit.bookingId);
    if (!payment) return { outcome: "nothing-paid" as const };
    return openRefund(tx, {
      paymentId: payment.id,
      appointmentId,
      amountCents,
      reason: "admin",
      note,
      idempotencyKey: requestKey,
    });
  });
  if (opened.outcome !== "opened") return opened;
  const repeated = opened.repeated === true;
  if (repeated && (toCents(opened.refund.amount) !== amountCents || opened.refund.note !== note)) {
    return { outcome: "key-reused" };
  }
  if (opened.refund.status === "succeeded") return { outcome: "refunded", refund: opened.refund, repeated };
  if (!deps.provider) return { outcome: "provider-failed" };
  try {
    const settled = await makeRefund(deps.db, deps.provider, opened.refund);
    if (settled) await tellAboutRefund(deps, await refundedPaymentOf(deps.db, settled));
    return { outcome: "refunded", refund: settled ?? opened.refund, repeated };
  } catch (err) {
    deps.logger.error({ err, refundId: opened.refund.id }, "admin refund failed");
    // The admin sees the failure and may try again: the amount is free again.
    await deps.db.transaction((tx) => failRefund(tx, opened.refund.id));
    return { outcome: "provider-failed" };
  }
}
