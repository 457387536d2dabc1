/**
 * Twilio signs each webhook request (X-Twilio-Signature): HMAC-SHA1, keyed by the account's auth token, of
 * the full URL Twilio posted to followed by every POST parameter's name and value, sorted by name, in
 * base64. The URL is the site's public address (SITE_URL) and the path and query asked for: the one
 * configured at Twilio.
 */
import crypto from "node:crypto";

export function twilioSignature(authToken: string, url: string, params: URLSearchParams): string {
  const pairs = [...params].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const data = url + pairs.map(([name, value]) => name + value).join("");
  return crypto.createHmac("sha1", authToken).update(data, "utf8").digest("base64");
}

export function isTwilioSigned(
  authToken: string,
  url: string,
  params: URLSearchParams,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
