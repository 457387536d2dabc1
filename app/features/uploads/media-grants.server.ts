/**
 * A short-lived address of a private image, for a page that a secret link opens without signing in (the
 * customer's estimate page shows the photos they sent with their request). The page, having checked its own
 * link, hands out `/media/<name>?grant=<expiry>.<signature>`: the HMAC-SHA256 of the image's id and the
 * expiry under the site's secret. The media route (server/media-route.ts) lets a valid grant through
 * without a session; it names one image (both its variants) and lapses within two hours.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { imageIdOf, MEDIA_PATH } from "./upload-names";

export const MEDIA_GRANT_PARAM = "grant";
const HOUR_SECONDS = 60 * 60;
const GRANT = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

const signature = (secret: string, imageId: string, expires: number) =>
  createHmac("sha256", secret).update(`media-grant:${imageId}:${expires}`).digest("base64url");

/**
 * The address a link-opened page gives a browser for the saved image URL `url`: a private image with a grant
 * that lapses at the end of the next clock hour (so it stays the same address, and the browser's copy is
 * used, for the rest of this hour); any other URL as it is.
 */
export function grantedImageUrl(secret: string, url: string, now = new Date()): string {
  const imageId = url.startsWith(MEDIA_PATH) ? imageIdOf(url.slice(MEDIA_PATH.length)) : undefined;
  if (!imageId) return url;
  const expires = (Math.floor(now.getTime() / 1000 / HOUR_SECONDS) + 2) * HOUR_SECONDS;
  return `${url}?${MEDIA_GRANT_PARAM}=${expires}.${signature(secret, imageId, expires)}`;
}

/** Whether `grant` (the query parameter's value) opens image `imageId` at `now`. */
export function isValidGrant(secret: string, imageId: string, grant: unknown, now = new Date()): boolean {
  const match = typeof grant === "string" ? GRANT.exec(grant) : null;
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(secret, imageId, expires));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
