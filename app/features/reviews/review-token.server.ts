/**
 * The secret of a review request's link, made as an estimate's is: a random 128-bit nonce, the token the
 * HMAC-SHA256 of it under the site's secret (base64url in the link). The database keeps the nonce (the mail's
 * retries repeat the same link) and the token's SHA-256, which finds the request; neither opens the page
 * without the site's secret.
 */
import { createHash, createHmac, randomBytes } from "node:crypto";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashReviewToken = (token: string) => createHash("sha256").update(token).digest("hex");

// Another purpose than an estimate's link, so that no nonce ever makes the same token for both.
export const reviewToken = (secret: string, nonce: string) =>
  createHmac("sha256", secret).update(`review-link:${nonce}`).digest("base64url");

export function newReviewLink(secret: string): { nonce: string; token: string; hash: string } {
  const nonce = randomBytes(16).toString("base64url");
  const token = reviewToken(secret, nonce);
  return { nonce, token, hash: hashReviewToken(token) };
}

/** Whether `value` has the form of a token at all (anything else is a 404 without a database read). */
export const isReviewToken = (value: string) => TOKEN_PATTERN.test(value);

/** The customer's page of a token. */
export const reviewPath = (token: string) => `/reviews/${token}`;
