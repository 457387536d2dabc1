/**
 * The owner's calendar feed's secret address. Its token is the HMAC-SHA256 of a random nonce (kept in
 * business_settings) under the site's secret, as estimate links are made: the nonce alone opens nothing.
 * The nonce is made the first time the address is asked for; a new nonce revokes the old address.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client.server";
import { businessSettings } from "../../../db/schema";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const calendarFeedToken = (secret: string, nonce: string) =>
  createHmac("sha256", secret).update(`calendar-feed:${nonce}`).digest("base64url");

export const calendarFeedUrl = (siteUrl: string, token: string) => `${siteUrl}/calendar/${token}.ics`;

const newNonce = () => randomBytes(16).toString("base64url");

/** The feed's address, its nonce made now if there is none yet; undefined before the settings exist. */
export async function feedAddress(db: Db, secret: string, siteUrl: string): Promise<string | undefined> {
  // Two first requests at once agree on one nonce: only a null one is replaced.
  await db
    .update(businessSettings)
    .set({ calendarFeedNonce: newNonce() })
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
  const nonce = newNonce();
  const [row] = await db
    .update(businessSettings)
    .set({ calendarFeedNonce: nonce })
    .where(eq(businessSettings.id, 1))
    .returning({ nonce: businessSettings.calendarFeedNonce });
  return row ? calendarFeedUrl(siteUrl, calendarFeedToken(secret, nonce)) : undefined;
}

/** Whether `token` opens the feed now (compared in constant time; a malformed one reads nothing). */
export async function isFeedToken(db: Db, secret: string, token: string): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  const [row] = await db.select({ nonce: businessSettings.calendarFeedNonce }).from(businessSettings);
  if (!row?.nonce) return false;
  const expected = Buffer.from(calendarFeedToken(secret, row.nonce));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
