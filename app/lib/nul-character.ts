/**
 * PostgreSQL text cannot hold a NUL character (U+0000): the server refuses a request carrying one at the edge
 * (server/nul-characters.ts), and a form post read by a page's action is checked with the same words.
 */
export const NUL_REFUSED = "The request contains a NUL character (U+0000), which is not allowed.";

/** Whether any text among `values` holds a NUL character. */
export const holdsNul = (values: Iterable<unknown>) =>
  [...values].some((value) => typeof value === "string" && value.includes("\0"));
