/**
 * What the site says once a lead is stored: the API answers it, the form's toast shows it, and the page shows
 * it after a form posted without script (docs/pages-and-texts.md).
 */
export const QUOTE_RECEIVED =
  "Thank you for your quote request! We will contact you shortly to discuss your project.";
export const MESSAGE_RECEIVED = "Thank you for contacting us! We will get back to you as soon as possible.";

/** The query parameter of the page a posted form returns to once it was sent (`/contact?sent=1`). */
export const SENT_PARAM = "sent";

/** The reference a sender is given for their lead: the stored row's id with its kind's prefix (Q-1042, M-311). */
export const leadReference = (lead: "quote" | "message", id: number) =>
  `${lead === "quote" ? "Q" : "M"}-${id}`;

/** A reference as the page's address carries it after a post without script (`/quote?sent=Q-1042`). */
const REFERENCE_PATTERN = /^[QM]-[1-9][0-9]{0,9}$/;

/**
 * What the page's address says was sent: undefined when nothing, the reference it carries, or "" for an
 * address without one (anything else in the parameter is not shown).
 */
export function sentReference(params: URLSearchParams): string | undefined {
  const value = params.get(SENT_PARAM);
  if (value === null) return undefined;
  return REFERENCE_PATTERN.test(value) ? value : "";
}

/** The success state's words: the thank-you and the reference. */
export const receivedText = (thanks: string, reference: string | undefined) =>
  reference ? `${thanks} Your reference is ${reference}.` : thanks;
