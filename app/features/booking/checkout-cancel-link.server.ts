/**
 * The address a booking's checkout sends the visitor back to when they leave it unpaid (Stripe's
 * `cancel_url`, the test checkout's Cancel): the booking page with a token that names the booking. The token
 * is the booking's id and an HMAC of it and its creation time under the site's secret (purpose
 * "checkout-cancel", app/lib/secret-link.server.ts), so only the visitor sent to that checkout has it: nobody
 * releases someone else's hold by guessing an id. Nothing is stored; a booking made again with the same id
 * (a fresh database) has another creation time, and so another token.
 */
import { timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { linkToken } from "~/lib/secret-link.server";
import type { Db } from "~db/client.server";
import { bookings } from "~db/schema";

/** The booking page's query parameter that carries the token. */
export const CANCELLED_CHECKOUT_PARAM = "cancelled";

const TOKEN = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

const signature = (secret: string, bookingId: number, bookedAt: Date) =>
  linkToken(secret, "checkout-cancel", `${bookingId}:${bookedAt.getTime()}`);

/** The booking page's address for a booking's checkout left unpaid, or undefined when there is no such booking. */
export async function checkoutCancelUrl(db: Db, secret: string, siteUrl: string, bookingId: number) {
  const [booking] = await db
    .select({ createdAt: bookings.createdAt })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking) return undefined;
  const token = `${bookingId}.${signature(secret, bookingId, booking.createdAt)}`;
  return `${siteUrl}/book?${CANCELLED_CHECKOUT_PARAM}=${token}`;
}

/** The booking a token names, when it was made for it; undefined for anything else. */
export async function bookingOfCancelToken(db: Db, secret: string, token: string) {
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  const bookingId = Number(match[1]);
  if (bookingId > 2_147_483_647) return undefined;
  const [booking] = await db
    .select({ createdAt: bookings.createdAt })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking) return undefined;
  const expected = Buffer.from(signature(secret, bookingId, booking.createdAt));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? bookingId : undefined;
}
