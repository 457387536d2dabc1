import { Router, type RequestHandler } from "express";
import {
  appointmentOwnerEmail,
  CANCEL_REFUSED,
  getAppointment,
  listAppointmentsForEmail,
} from "~/features/appointments/appointments.server";
import { customerAppointmentEndpoints as endpoints } from "~/features/appointments/endpoints";
import { DomainError, invalid, notFound } from "~/lib/domain-error";
import { parseId } from "~/lib/input";
import { startFreshCheckout } from "~/workflows/fresh-checkout.server";
import { PAYMENTS_UNAVAILABLE } from "~/workflows/payment-flow-deps";
import { cancelVisit, rescheduleVisit, type VisitChangeRefusal } from "~/workflows/visit-changes.server";
import type { Db } from "~db/client.server";
import { serve } from "~server/api/serve";
import { requireAppointmentOwnerOrAdmin, requireUser } from "./auth-guards";
import type { PaymentServices } from "./payment-services";

const ALREADY_PAID = "This booking is already paid.";
export const RESCHEDULE_REFUSED = "Only pending or confirmed appointments can be rescheduled.";

/**
 * Why a cancel or reschedule was refused, as HTTP: inside the window it is the policy (409), and an
 * estimate's work day is the business's to change (409, with its phone).
 */
export function refusal(result: VisitChangeRefusal, notOpen: string): DomainError {
  switch (result.outcome) {
    case "not-found":
      return notFound("Appointment not found");
    case "not-open":
      return invalid(notOpen);
    case "late":
    case "work-day":
      return new DomainError("conflict", result.message);
  }
}
const PAYMENT_IN_PROGRESS =
  "Your last checkout for this booking is still being paid. Please wait a few minutes and check My Projects.";

/**
 * A PUT that asks for anything but a cancellation is told what a customer may do, in the policy's words,
 * before the definition's schema reads the body.
 */
const onlyCancelling: RequestHandler = (req, _res, next) => {
  if ((req.body as { status?: unknown } | undefined)?.status !== "cancelled") throw invalid(CANCEL_REFUSED);
  next();
};

/** `/api/user/*`: every route needs a signed-in user (the guard sits on the router, not on each route). */
export function userRouter(db: Db) {
  const router = Router();
  router.use(requireUser);
  serve(router, "/api/user", endpoints.mine, ({ user }) => listAppointmentsForEmail(db, user.email));
  return router;
}

/** `/api/appointments/:id`: its owner or an admin; anyone else is told it does not exist. */
export function appointmentsRouter({ db, payments }: { db: Db; payments: PaymentServices }) {
  const router = Router();
  const base = "/api";
  const ownerOrAdmin = requireAppointmentOwnerOrAdmin((id) => appointmentOwnerEmail(db, id));
  const idOf = (value: string) => parseId(value, "appointment id");

  serve(
    router,
    base,
    endpoints.get,
    async ({ params }) => {
      const appointment = await getAppointment(db, idOf(params.id));
      if (!appointment) throw notFound("Appointment not found");
      return appointment;
    },
    { guards: [ownerOrAdmin] },
  );

  // A customer may only cancel, only a pending or confirmed appointment, and only outside the window; in
  // time the deposit goes back at once (docs/appointments.md). An admin's cancel refunds nothing.
  serve(
    router,
    base,
    endpoints.cancel,
    async ({ params, user }) => {
      const id = idOf(params.id);
      const result = await cancelVisit(payments.flows, id, user.isAdmin ? "admin" : "customer");
      if (result.outcome !== "cancelled") throw refusal(result, CANCEL_REFUSED);
      return visitOf(id);
    },
    { guards: [ownerOrAdmin, onlyCancelling] },
  );

  // Another free slot for the whole visit, outside the window (docs/appointments.md).
  serve(
    router,
    base,
    endpoints.reschedule,
    async ({ params, body, user }) => {
      const id = idOf(params.id);
      const result = await rescheduleVisit(
        payments.flows,
        id,
        body,
        new Date(),
        user.isAdmin ? "admin" : "customer",
      );
      if (result.outcome !== "rescheduled") throw refusal(result, RESCHEDULE_REFUSED);
      return visitOf(id);
    },
    { guards: [ownerOrAdmin] },
  );

  // The payment page's "Pay deposit": a fresh checkout for a booking still awaiting payment.
  serve(
    router,
    base,
    endpoints.checkout,
    async ({ params }) => {
      const result = await startFreshCheckout(payments.flows, idOf(params.id));
      switch (result.outcome) {
        case "opened":
          return { sessionId: result.sessionId, url: result.url };
        case "not-found":
          throw notFound("Appointment not found");
        case "already-paid":
          throw new DomainError("conflict", ALREADY_PAID);
        case "nothing-awaiting":
          throw new DomainError("conflict", "Nothing is awaiting payment for this booking.");
        case "payments-unavailable":
          throw new DomainError("unavailable", PAYMENTS_UNAVAILABLE);
        case "slot-taken":
          throw new DomainError("conflict", result.message);
        case "payment-in-progress":
          throw new DomainError("conflict", PAYMENT_IN_PROGRESS);
      }
    },
    { guards: [ownerOrAdmin] },
  );

  /** The appointment as it is after a change; gone meanwhile (deleted by an admin) is a 404. */
  async function visitOf(id: number) {
    const appointment = await getAppointment(db, id);
    if (!appointment) throw notFound("Appointment not found");
    return appointment;
  }

  return router;
}
