/**
 * The names the estimate page's forms post under, shared by the forms and the page's action
 * (app/routes/estimates/estimate-answer-posts.server.ts). Client-safe.
 */

/** Which answer a form posts. */
export type EstimateIntent = "approve" | "decline" | "changes";

/** The optional items ticked on the page, posted with the approval (one field per item). */
export const OPTIONAL_ITEMS_FIELD = "optionalLineIds";

/** The approval form's id: the optional items' boxes, outside it, post with it (their `form` attribute). */
export const APPROVE_FORM_ID = "approve-estimate";

/** `?changes=1`: the page after a request for changes posted without script, which says it was sent. */
export const CHANGES_SENT_PARAM = "changes";

/** `?answer=decline|changes`: the page with that form open (the buttons' links, before the script runs). */
export const ANSWER_PARAM = "answer";
