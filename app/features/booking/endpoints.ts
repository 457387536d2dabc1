/**
 * The booking's endpoints (app/lib/endpoint.ts): the visit days a calendar offers, and booking a visit.
 * The reschedule dialog of My Projects reads the same visit days: its page hands it these calls.
 */
import { z } from "zod";
import { endpoint } from "~/lib/endpoint";
import { bookingWindowSchema, dayAvailabilitySchema } from "~/lib/visit-slots";
import { bookingAnswer, bookingSchema } from "./booking.schema";

export const bookingEndpoints = {
  /** With `?date=`: that day's slots. Without: the dates the calendar offers and which of them are full. */
  availability: endpoint({
    method: "GET",
    path: "/api/availability",
    access: "public",
    output: z.union([bookingWindowSchema, dayAvailabilitySchema]),
  }),
  book: endpoint({
    method: "POST",
    path: "/api/book",
    access: "public",
    body: bookingSchema,
    output: bookingAnswer,
    status: 201,
  }),
};
