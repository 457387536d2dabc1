/**
 * The secret of an estimate's link. Sending makes a random 128-bit nonce; the token is the HMAC-SHA256 of
 * it under the site's secret (256 bits, base64url in the link). The database keeps the nonce and the
 * token's SHA-256: the hash finds the estimate, the nonce lets the follow-up mail repeat the same link, and
 * neither opens the estimate without the site's secret.
 */
import { createHash, createHmac, randomBytes } from "node:crypto";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashEstimateToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const estimateToken = (secret: string, nonce: string) =>
  createHmac("sha256", secret).update(`estimate-link:${nonce}`).digest("base64url");

export function newEstimateLink(secret: string): { nonce: string; token: string; hash: string } {
  const nonce = randomBytes(16).toString("base64url");
  const token = estimateToken(secret, nonce);
  return { nonce, token, hash: hashEstimateToken(token) };
}

/** Whether `value` has the form of a token at all (anything else is a 404 without a database read). */
export const isEstimateToken = (value: string) => TOKEN_PATTERN.test(value);

/** The customer's page of a token. */
export const estimatePath = (token: string) => `/estimates/${token}`;
