/**
 * The secret of an estimate's link (app/lib/secret-link.server.ts): sending makes the nonce, the hash finds
 * the estimate, and the nonce lets the follow-up mail repeat the same link.
 */
import { hashLinkToken, isLinkToken, linkToken, newSecretLink } from "~/lib/secret-link.server";

export const hashEstimateToken = hashLinkToken;

export const estimateToken = (secret: string, nonce: string) => linkToken(secret, "estimate-link", nonce);

export const newEstimateLink = (secret: string) => newSecretLink(secret, "estimate-link");

export const isEstimateToken = isLinkToken;

/** The customer's page of a token. */
export const estimatePath = (token: string) => `/estimates/${token}`;
