/**
 * The booking page's action: its form posted natively, before the page's script has loaded or without it
 * (docs/decisions/0020-forms-post-natively.md). It books through the workflow POST /api/book calls
 * (app/workflows/book-visit.server.ts) and answers as the API does: a booking made goes on to its checkout (or
 * to the thank-you page when nothing is due), a refusal comes back as the page with the API's status, the
 * messages and the values. Adding or removing a service without script posts too, and comes back as the page
 * with the services changed.
 */
import { data, redirect, type AppLoadContext } from "react-router";
import { CLIENT_IP_HEADER } from "~/features/auth/auth-surface";
import { loadVisitRules } from "~/features/availability/availability.server";
import { firstBookableDate, lastBookableDate } from "~/features/availability/visit-rules";
import {
  applyIntent,
  decodeLines,
  encodeLines,
  INTENT_FIELD,
  LINE_QUANTITY_FIELD,
  LINE_SERVICE_FIELD,
  PICKED_SERVICE_FIELD,
  POSTED_LINES_FIELD,
} from "~/features/booking/booking-post-fields";
import { bookingSchema } from "~/features/booking/booking.schema";
import { CANCELLED_CHECKOUT_PARAM } from "~/features/booking/checkout-cancel-link.server";
import { BOOKING_CLIENT_HEADER, type PostedBooking } from "~/features/booking/posted-booking";
import { SlotTakenError } from "~/features/booking/slots.server";
import { DomainError } from "~/lib/domain-error";
import { formRefusal, postedForm, refuseAsTheServerDid, textFields } from "~/lib/form-post.server";
import { parseInput } from "~/lib/input";
import { isTicked, TEXT_OPT_IN_FIELD } from "~/lib/text-consent";
import { bookVisit } from "~/workflows/book-visit.server";
import { CHECKOUT_CANCELLED, cancelCheckout } from "~/workflows/checkout-cancel.server";
import type { Db } from "~db/client.server";

/** Contact fields, up to 5,000 characters of details and 20 lines: far less than this. */
const MAX_BOOKING_BYTES = 64 * 1024;

export async function postBooking(request: Request, context: AppLoadContext) {
  let values: Record<string, string> = {};
  try {
    const form = await postedForm(request, MAX_BOOKING_BYTES);
    const { lines, rawLines } = postedLines(form);
    const {
      [LINE_SERVICE_FIELD]: _id,
      [LINE_QUANTITY_FIELD]: _quantity,
      [PICKED_SERVICE_FIELD]: pickedId = "",
      ...fields
    } = textFields(form);
    const changed = applyIntent(lines, fields[INTENT_FIELD] ?? "", pickedId);
    if (changed) {
      // A service added or removed without script: the page again, nothing booked, nothing refused.
      return data<PostedBooking>({ values: { ...fields, [POSTED_LINES_FIELD]: encodeLines(changed) } });
    }
    // A service left picked in the select, not added, is booked too (once).
    const picked = lines.some((line) => String(line.serviceId) === pickedId.trim())
      ? []
      : decodeLines(`${pickedId.trim()}:1`);
    values = { ...fields, [POSTED_LINES_FIELD]: encodeLines([...lines, ...picked]) };
    refuseAsTheServerDid(context);
    const input = parseInput(bookingSchema, {
      ...fields,
      services: [...rawLines, ...picked],
      textOptIn: isTicked(fields[TEXT_OPT_IN_FIELD]),
    });
    const booking = await bookVisit(context.payments, input, {
      key: request.headers.get(BOOKING_CLIENT_HEADER) || null,
      // The address the server trusts, set by server/form-posts.ts over anything the client sent.
      address: request.headers.get(CLIENT_IP_HEADER) || null,
    });
    return redirectTo(booking.url);
  } catch (error) {
    return formRefusal(withTimeField(error), values);
  }
}

/** A 303, so that the browser follows with a GET (to the checkout, or to the thank-you page). */
const redirectTo = (url: string) => new Response(null, { status: 303, headers: { Location: url } });

/**
 * The chosen services as posted: one `serviceId` and one `quantity` a line. A quantity of 0 or less removes
 * its line, as on the page; anything else is left for the schema to judge (`rawLines`). `lines` are the ones
 * that can be drawn again.
 */
function postedLines(form: FormData) {
  const ids = form.getAll(LINE_SERVICE_FIELD).map(String);
  const quantities = form.getAll(LINE_QUANTITY_FIELD).map(String);
  const rawLines = ids
    .map((serviceId, index) => ({ serviceId, quantity: quantities[index] ?? "" }))
    .filter((line) => !(Number(line.quantity) <= 0 && line.quantity.trim() !== ""));
  const lines = rawLines
    .map((line) => ({ serviceId: Number(line.serviceId), quantity: Math.trunc(Number(line.quantity)) }))
    .filter((line) => Number.isSafeInteger(line.serviceId) && line.quantity > 0);
  return { lines, rawLines };
}

/** A slot taken meanwhile is said under the time, where the customer chooses another. */
function withTimeField(error: unknown) {
  if (!(error instanceof SlotTakenError)) return error;
  return new DomainError("conflict", error.message, { fields: { time: error.message } });
}

/**
 * `?cancelled=`: back from a checkout left unpaid (its cancel address). The booking is released and the page
 * drawn with its choices and a word that no payment was taken; a paid one goes to its thank-you page instead.
 * Anything else (no such token) is the page as usual.
 */
export async function returnFromCheckout(
  request: Request,
  context: AppLoadContext,
): Promise<PostedBooking | undefined> {
  const token = new URL(request.url).searchParams.get(CANCELLED_CHECKOUT_PARAM);
  const linkSecret = context.payments.linkSecret;
  if (!token || !linkSecret) return undefined;
  const result = await cancelCheckout({ ...context.payments, linkSecret }, token);
  if (result.outcome === "paid") throw redirect(result.url);
  if (result.outcome === "not-found") return undefined;
  return { values: result.values, message: CHECKOUT_CANCELLED };
}

/** The first and last dates a visit can be booked on now, for the date field without script. */
export async function bookingDateBounds(db: Db, now: Date = new Date()) {
  const rules = await loadVisitRules(db, now);
  return { min: firstBookableDate(rules, now), max: lastBookableDate(rules, now) };
}
