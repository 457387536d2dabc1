/**
 * The secret of a change order's link (app/lib/secret-link.server.ts), made as an estimate's and an invoice's
 * are: sending makes the nonce, the hash finds the change order, and the nonce lets every mail of it repeat
 * the same link.
 */
import { hashLinkToken, isLinkToken, linkToken, newSecretLink } from "~/lib/secret-link.server";

export const hashChangeOrderToken = hashLinkToken;

export const changeOrderToken = (secret: string, nonce: string) =>
  linkToken(secret, "change-order-link", nonce);

export const newChangeOrderLink = (secret: string) => newSecretLink(secret, "change-order-link");

export const isChangeOrderToken = isLinkToken;

/** The customer's page of a token. */
export const changeOrderPath = (token: string) => `/change-orders/${token}`;
