/**
 * What the site says once a lead is stored: the API answers it, the form's toast shows it, and the page shows
 * it after a form posted without script (docs/pages-and-texts.md).
 */
export const QUOTE_RECEIVED =
  "Thank you for your quote request! We will contact you shortly to discuss your project.";
export const MESSAGE_RECEIVED = "Thank you for contacting us! We will get back to you as soon as possible.";

/** The query parameter of the page a posted form returns to once it was sent (`/contact?sent=1`). */
export const SENT_PARAM = "sent";
