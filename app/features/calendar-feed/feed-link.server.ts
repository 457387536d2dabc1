/**
 * The owner's calendar feed's secret address. Its token is the HMAC-SHA256 of a random nonce (kept in
 * business_settings) under the site's secret (app/lib/secret-link.server.ts): the nonce alone opens nothing.
 * The nonce is made the first time the address is asked for; a new nonce revokes the old address.
 */
import { timingSafeEqual } from "node:crypto";
import { eq, isNull } from "drizzle-orm";
import { isLinkToken, linkToken, newLinkNonce } from "~/lib/secret-link.server";
import type { Db } from "~db/client.server";
import { businessSettings } from "~db/schema";

export const calendarFeedToken = (secret: string, nonce: string) => linkToken(secret, "calendar-feed", nonce);

export const calendarFeedUrl = (siteUrl: string, token: string) => `${siteUrl}/calendar/${token}.ics`;

/** The feed's address, its nonce made now if there is none yet; undefined before the settings exist. */
export async function feedAddress(db: Db, secret: string, siteUrl: string): Promise<string | undefined> {
  // Two first requests at once agree on one nonce: only a null one is replaced.
  await db
    .update(businessSettings)
    .set({ calendarFeedNonce: newLinkNonce() })
    .where(isNull(businessSettings.calendarFeedNonce));
  const [row] = await db.select({ nonce: businessSettings.calendarFeedNonce }).from(businessSettings);
  return row?.nonce ? calendarFeedUrl(siteUrl, calendarFeedToken(secret, row.nonce)) : undefined;
}

/** A new address; the old one answers 404 from now on. Undefined before the settings exist. */
export async function rotateFeedAddress(
  db: Db,
  secret: string,
  siteUrl: string,
): Promise<string | undefined> {
  const nonce = newLinkNonce();
  const [row] = await db
    .update(businessSettings)
    .set({ calendarFeedNonce: nonce })
    .where(eq(businessSettings.id, 1))
    .returning({ nonce: businessSettings.calendarFeedNonce });
  return row ? calendarFeedUrl(siteUrl, calendarFeedToken(secret, nonce)) : undefined;
}

/** Whether `token` opens the feed now (compared in constant time; a malformed one reads nothing). */
export async function isFeedToken(db: Db, secret: string, token: string): Promise<boolean> {
  if (!isLinkToken(token)) return false;
  const [row] = await db.select({ nonce: businessSettings.calendarFeedNonce }).from(businessSettings);
  if (!row?.nonce) return false;
  const expected = Buffer.from(calendarFeedToken(secret, row.nonce));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
