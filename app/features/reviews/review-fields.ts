/** `?sent=1`: the review page after a review posted without script, which then thanks the customer. Client-safe. */
export const REVIEW_SENT_PARAM = "sent";
