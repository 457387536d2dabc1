/**
 * Secret links (an estimate's, an invoice's, a change order's, a review request's, a booking's, the owner's calendar feed): a random 128-bit nonce kept in
 * the database, and the token in the link the HMAC-SHA256 of it under the site's secret (256 bits,
 * base64url). The database holds the nonce (so a mail's retry or follow-up repeats the same link) and, where
 * a row is looked up by its link, the token's SHA-256: neither opens anything without the site's secret.
 * Each kind of link has its own purpose in the HMAC, so that one nonce never makes the same token for two.
 */
import { createHash, createHmac, randomBytes } from "node:crypto";

export type LinkPurpose =
  | "estimate-link"
  | "invoice-link"
  | "change-order-link"
  | "review-link"
  | "booking-link"
  | "calendar-feed"
  // A booking's checkout's way back (its cancel address): made from the booking, nothing stored.
  | "checkout-cancel";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const newLinkNonce = () => randomBytes(16).toString("base64url");

export const linkToken = (secret: string, purpose: LinkPurpose, nonce: string) =>
  createHmac("sha256", secret).update(`${purpose}:${nonce}`).digest("base64url");

/** What a row keeps to be found by its link's token. */
export const hashLinkToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function newSecretLink(
  secret: string,
  purpose: LinkPurpose,
): { nonce: string; token: string; hash: string } {
  const nonce = newLinkNonce();
  const token = linkToken(secret, purpose, nonce);
  return { nonce, token, hash: hashLinkToken(token) };
}

/** Whether `value` has the form of a token at all (anything else is a 404 without a database read). */
export const isLinkToken = (value: string) => TOKEN_PATTERN.test(value);
