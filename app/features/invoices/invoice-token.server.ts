/**
 * The secret of an invoice's link (app/lib/secret-link.server.ts): sending makes the nonce, the hash finds
 * the invoice, and the nonce lets a reminder or a second mail repeat the same link.
 */
import { hashLinkToken, isLinkToken, linkToken, newSecretLink } from "~/lib/secret-link.server";

export const hashInvoiceToken = hashLinkToken;
export const invoiceToken = (secret: string, nonce: string) => linkToken(secret, "invoice-link", nonce);
export const newInvoiceLink = (secret: string) => newSecretLink(secret, "invoice-link");
export const isInvoiceToken = isLinkToken;

/** The customer's page of a token. */
export const invoicePath = (token: string) => `/invoices/${token}`;
