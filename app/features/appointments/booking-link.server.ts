/**
 * A booking's secret link (app/lib/secret-link.server.ts, purpose "booking-link"): the customer's page of the
 * visit (details, reschedule, cancel, add to calendar) without a password, from the confirmation and reminder
 * mails, until 7 days after the visit's start. The nonce is made by the first mail about the visit and kept,
 * so a mail's retries and the reminder repeat the same link; the token's hash finds the booking.
 */
import { and, asc, eq, isNull } from "drizzle-orm";
import { businessInstant } from "~/lib/dates";
import { hashLinkToken, isLinkToken, linkToken, newSecretLink } from "~/lib/secret-link.server";
import type { Db } from "~db/client.server";
import { appointments, bookings } from "~db/schema";

/** How long after the visit's start its link still opens it: time to see what happened, or add a note. */
export const BOOKING_LINK_DAYS_AFTER_VISIT = 7;

/** The customer's page of a token. */
const bookingLinkPath = (token: string) => `/visits/${token}`;

/** The booking's link as its mails carry it (confirmation, reminder, moves and cancels); undefined without the booking. */
export async function bookingLinkUrl(db: Db, secret: string, siteUrl: string, bookingId: number) {
  const token = await bookingLinkToken(db, secret, bookingId);
  return token && `${siteUrl}${bookingLinkPath(token)}`;
}

/**
 * The token of the booking's link, made (and its nonce kept) on the first call; undefined when there is no
 * such booking. Two first calls at once agree: only one nonce is ever written.
 */
export async function bookingLinkToken(
  db: Db,
  secret: string,
  bookingId: number,
): Promise<string | undefined> {
  const made = newSecretLink(secret, "booking-link");
  await db
    .update(bookings)
    .set({ linkNonce: made.nonce, linkHash: made.hash })
    .where(and(eq(bookings.id, bookingId), isNull(bookings.linkNonce)));
  const [row] = await db
    .select({ nonce: bookings.linkNonce })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row?.nonce ? linkToken(secret, "booking-link", row.nonce) : undefined;
}

export type BookingLinkLookup =
  /** The booking's reference appointment (its first line), which the page shows and the link acts on. */
  | { outcome: "open"; bookingId: number; appointmentId: number }
  | { outcome: "expired" }
  | { outcome: "not-found" };

/** When a visit's link stops opening it. */
export const bookingLinkExpiry = (date: string, time: string) =>
  new Date(businessInstant(date, time).getTime() + BOOKING_LINK_DAYS_AFTER_VISIT * 86_400_000);

/** What a token opens at `now`: a malformed or unknown token is not found, without saying more. */
export async function openBookingLink(db: Db, token: string, now = new Date()): Promise<BookingLinkLookup> {
  if (!isLinkToken(token)) return { outcome: "not-found" };
  const [booking] = await db
    .select({ id: bookings.id, date: bookings.date, time: bookings.time })
    .from(bookings)
    .where(eq(bookings.linkHash, hashLinkToken(token)));
  if (!booking) return { outcome: "not-found" };
  const [first] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(eq(appointments.bookingId, booking.id))
    .orderBy(asc(appointments.id))
    .limit(1);
  if (!first) return { outcome: "not-found" };
  if (now >= bookingLinkExpiry(booking.date, booking.time)) return { outcome: "expired" };
  return { outcome: "open", bookingId: booking.id, appointmentId: first.id };
}
