/**
 * The names the change order page's forms post under, shared by the forms and the page's action
 * (app/routes/change-orders/change-order-answer-posts.server.ts). Client-safe.
 */

/** Which answer a form posts. */
export type ChangeOrderIntent = "approve" | "decline";

/** `?answer=decline`: the page with the decline form open (its button's link, before the script runs). */
export const ANSWER_PARAM = "answer";

/**
 * `?invoice=/invoices/{token}`: the page after an approval posted without script, with the link to pay the
 * invoice the approval issued (the approval's answer, carried over the redirect).
 */
export const INVOICE_PARAM = "invoice";

/** Only an invoice's page of this site is linked from the address, never anything else it is given. */
const INVOICE_PAGE = /^\/invoices\/[A-Za-z0-9_-]{43}$/;

/** The invoice's page of an approval's answer (`invoiceUrl`, absolute or not), or null. */
export function invoicePageOf(url: string | null | undefined): string | null {
  if (!url) return null;
  const path = url.startsWith("/") ? url : safePath(url);
  return path !== null && INVOICE_PAGE.test(path) ? path : null;
}

function safePath(url: string): string | null {
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}
