import { Router } from "express";
import {
  appointmentOwnerEmail,
  cancelAppointment,
  CANCEL_REFUSED,
  getAppointment,
  listAppointmentsForEmail,
} from "../../app/features/appointments/appointments.server";
import { bookingForCheckout } from "../../app/features/booking/booking.server";
import { claimSlot, SlotTakenError } from "../../app/features/booking/slots.server";
import { startCheckout } from "../../app/features/payments/checkout.server";
import { paidSessionOf, SessionStillOpenError } from "../../app/features/payments/payment-provider";
import type { Config } from "../../app/lib/env.server";
import type { Db } from "../../db/client.server";
import { requireAppointmentOwnerOrAdmin, requireUser, userOf } from "./auth-guards";
import { badRequest, HttpError, notFound, parseId } from "./http-error";
import { PAYMENTS_UNAVAILABLE, type PaymentServices } from "./payment-services";

const ALREADY_PAID = "This booking is already paid.";
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
export function appointmentsRouter({
  db,
  config,
  payments,
}: {
  db: Db;
  config: Config;
  payments: PaymentServices;
}) {
  const router = Router();
  const ownerOrAdmin = requireAppointmentOwnerOrAdmin((id) => appointmentOwnerEmail(db, id));
  const idOf = (value: unknown) => parseId(String(value), "appointment id");

  router.get("/appointments/:id", ownerOrAdmin, async (req, res) => {
    const appointment = await getAppointment(db, idOf(req.params.id));
    if (!appointment) throw notFound("Appointment not found");
    res.json(appointment);
  });

  // A customer may only cancel, and only a pending or confirmed appointment (docs/appointments.md).
  router.put("/appointments/:id", ownerOrAdmin, async (req, res) => {
    const id = idOf(req.params.id);
    const status = (req.body as { status?: unknown } | undefined)?.status;
    const by = userOf(res).isAdmin ? "admin" : "customer";
    if (status !== "cancelled" || !(await cancelAppointment(db, id, by))) throw badRequest(CANCEL_REFUSED);
    res.json(await getAppointment(db, id));
  });

  // The payment page's "Pay deposit": a fresh checkout for a booking still awaiting payment.
  router.post("/appointments/:id/checkout", ownerOrAdmin, async (req, res) => {
    const booking = await bookingForCheckout(db, idOf(req.params.id));
    if (!booking) throw notFound("Appointment not found");
    if (booking.paid) throw new HttpError(409, ALREADY_PAID);
    if (booking.awaiting === 0) throw new HttpError(409, "Nothing is awaiting payment for this booking.");
    const provider = payments.provider;
    if (!provider) throw new HttpError(503, PAYMENTS_UNAVAILABLE);
    try {
      // The slot may have been given to someone else once this booking's last checkout expired.
      const started = await db.transaction(async (tx) => {
        await claimSlot(tx, booking.date, booking.time, booking.bookingId);
        const start = await startCheckout(tx, provider, config.SITE_URL, booking.bookingId);
        if (start.state === "opened") return start;
        // The last checkout was paid before it could be closed: that payment is recorded instead.
        const paid = paidSessionOf(provider.name, start.session);
        return { ...start, record: paid && (await payments.recordPaid(tx, paid)) };
      });
      if (started.state === "opened") {
        res.json({ sessionId: started.checkout.sessionId, url: started.checkout.url });
        return;
      }
      if (started.record) await payments.afterRecorded(started.record);
      throw new HttpError(409, ALREADY_PAID);
    } catch (error) {
      if (error instanceof SlotTakenError) throw new HttpError(409, error.message);
      if (error instanceof SessionStillOpenError) throw new HttpError(409, PAYMENT_IN_PROGRESS);
      throw error;
    }
  });
  return router;
}
