import { Router } from "express";
import {
  appointmentOwnerEmail,
  CANCEL_REFUSED,
  getAppointment,
  listAppointmentsForEmail,
} from "~/features/appointments/appointments.server";
import { rescheduleSchema } from "~/features/appointments/visit-change.schema";
import { DomainError, invalid, notFound } from "~/lib/domain-error";
import { parseId } from "~/lib/input";
import { startFreshCheckout } from "~/workflows/fresh-checkout.server";
import { PAYMENTS_UNAVAILABLE } from "~/workflows/payment-flow-deps";
import { cancelVisit, rescheduleVisit, type VisitChangeRefusal } from "~/workflows/visit-changes.server";
import type { Db } from "~db/client.server";
import { requireAppointmentOwnerOrAdmin, requireUser, userOf } from "./auth-guards";
import { bodyOf } from "./input";
import type { PaymentServices } from "./payment-services";

const ALREADY_PAID = "This booking is already paid.";
export const RESCHEDULE_REFUSED = "Only pending or confirmed appointments can be rescheduled.";

/** Why a cancel or reschedule was refused, as HTTP: inside the window it is the policy (409). */
function refusal(result: VisitChangeRefusal, notOpen: string): DomainError {
  switch (result.outcome) {
    case "not-found":
      return notFound("Appointment not found");
    case "not-open":
      return invalid(notOpen);
    case "late":
      return new DomainError("conflict", result.message);
  }
}
const PAYMENT_IN_PROGRESS =
  "Your last checkout for this booking is still being paid. Please wait a few minutes and check My Projects.";

/** `/api/user/*`: every route needs a signed-in user (the guard sits on the router, not on each route). */
export function userRouter(db: Db) {
  const router = Router();
  router.use(requireUser);
  router.get("/appointments", async (_req, res) => {
    res.json(await listAppointmentsForEmail(db, userOf(res).email));
  });
  return router;
}

/** `/api/appointments/:id`: its owner or an admin; anyone else is told it does not exist. */
export function appointmentsRouter({ db, payments }: { db: Db; payments: PaymentServices }) {
  const router = Router();
  const ownerOrAdmin = requireAppointmentOwnerOrAdmin((id) => appointmentOwnerEmail(db, id));
  const idOf = (value: unknown) => parseId(String(value), "appointment id");

  router.get("/appointments/:id", ownerOrAdmin, async (req, res) => {
    const appointment = await getAppointment(db, idOf(req.params.id));
    if (!appointment) throw notFound("Appointment not found");
    res.json(appointment);
  });

  // A customer may only cancel, only a pending or confirmed appointment, and only outside the window; in
  // time the deposit goes back at once (docs/appointments.md). An admin's cancel refunds nothing.
  router.put("/appointments/:id", ownerOrAdmin, async (req, res) => {
    const id = idOf(req.params.id);
    const status = (req.body as { status?: unknown } | undefined)?.status;
    const by = userOf(res).isAdmin ? "admin" : "customer";
    if (status !== "cancelled") throw invalid(CANCEL_REFUSED);
    const result = await cancelVisit(payments.flows, id, by);
    if (result.outcome !== "cancelled") throw refusal(result, CANCEL_REFUSED);
    res.json(await getAppointment(db, id));
  });

  // Another free slot for the whole visit, outside the window (docs/appointments.md).
  router.post("/appointments/:id/reschedule", ownerOrAdmin, async (req, res) => {
    const id = idOf(req.params.id);
    const slot = bodyOf(rescheduleSchema, req);
    const result = await rescheduleVisit(payments.flows, id, slot);
    if (result.outcome !== "rescheduled") throw refusal(result, RESCHEDULE_REFUSED);
    res.json(await getAppointment(db, id));
  });

  // The payment page's "Pay deposit": a fresh checkout for a booking still awaiting payment.
  router.post("/appointments/:id/checkout", ownerOrAdmin, async (req, res) => {
    const result = await startFreshCheckout(payments.flows, idOf(req.params.id));
    switch (result.outcome) {
      case "opened":
        res.json({ sessionId: result.sessionId, url: result.url });
        return;
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
  });
  return router;
}
