import { Router, type RequestHandler } from "express";
import { appointmentBookingId, CANCEL_REFUSED } from "~/features/appointments/appointments.server";
import { bookingLinkEndpoints as endpoints } from "~/features/appointments/endpoints";
import { visitCalendarFile } from "~/features/booking/visit-calendar-file.server";
import { DomainError, invalid, notFound } from "~/lib/domain-error";
import { appointmentIdOfLink, appointmentOfLink } from "~/workflows/booking-link.server";
import { cancelVisit, rescheduleVisit } from "~/workflows/visit-changes.server";
import type { Db } from "~db/client.server";
import { serve } from "~server/api/serve";
import { secretAnswers } from "~server/private-responses";
import { RATE_LIMITS, rateLimit } from "~server/rate-limit";
import { refusal, RESCHEDULE_REFUSED } from "./account-routes";
import type { PaymentServices } from "./payment-services";

const onlyCancelling: RequestHandler = (req, _res, next) => {
  if ((req.body as { status?: unknown } | undefined)?.status !== "cancelled") throw invalid(CANCEL_REFUSED);
  next();
};

/**
 * `/api/visits/:token`: a booking's visit by its secret link, without a password (docs/appointments.md,
 * "The booking's link"). The token stands for the customer: it reads, cancels and moves its own booking's
 * visit by the customer's rules (the window, the refund, work days), and nothing else. Rate-limited per
 * client like the estimate links, so that nobody can try tokens one after another.
 */
export function bookingLinkRouter({
  db,
  payments,
  siteUrl,
}: {
  db: Db;
  payments: PaymentServices;
  siteUrl: string;
}) {
  const router = Router();
  const base = "/api";
  router.use("/visits", rateLimit(db, "visits", RATE_LIMITS.estimates), secretAnswers);

  serve(router, base, endpoints.get, ({ params }) => appointmentOfLink(db, params.token));

  serve(
    router,
    base,
    endpoints.cancel,
    async ({ params }) => {
      const id = await appointmentIdOfLink(db, params.token);
      const result = await cancelVisit(payments.flows, id, "customer");
      if (result.outcome !== "cancelled") throw refusal(result, CANCEL_REFUSED);
      return appointmentOfLink(db, params.token);
    },
    { guards: [onlyCancelling] },
  );

  serve(router, base, endpoints.reschedule, async ({ params, body }) => {
    const id = await appointmentIdOfLink(db, params.token);
    const result = await rescheduleVisit(payments.flows, id, body);
    if (result.outcome !== "rescheduled") throw refusal(result, RESCHEDULE_REFUSED);
    return appointmentOfLink(db, params.token);
  });

  // "Add to calendar" on the link's page: the visit's .ics, as for a signed-in customer.
  router.get("/visits/:token/calendar.ics", async (req, res) => {
    const bookingId = await appointmentBookingId(db, await appointmentIdOfLink(db, String(req.params.token)));
    if (bookingId === undefined) throw notFound("Appointment not found");
    const file = await visitCalendarFile(db, bookingId, siteUrl);
    if (!file) throw new DomainError("unavailable", "Business settings have not been set up yet");
    res.set({
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.filename}"`,
    });
    res.send(file.text);
  });

  return router;
}
