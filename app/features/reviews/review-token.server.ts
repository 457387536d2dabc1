/**
 * The secret of a review request's link, made as an estimate's is (app/lib/secret-link.server.ts): the
 * database keeps the nonce (the mail's retries repeat the same link) and the token's hash, which finds the
 * request.
 */
import { hashLinkToken, isLinkToken, linkToken, newSecretLink } from "~/lib/secret-link.server";

export const hashReviewToken = hashLinkToken;

export const reviewToken = (secret: string, nonce: string) => linkToken(secret, "review-link", nonce);

export const newReviewLink = (secret: string) => newSecretLink(secret, "review-link");

export const isReviewToken = isLinkToken;

/** The customer's page of a token. */
export const reviewPath = (token: string) => `/reviews/${token}`;
