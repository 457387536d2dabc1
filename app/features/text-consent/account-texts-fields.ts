/** My Projects' form for texts, as its page's action reads it. Client-safe. */

/** The form's `intent`: the page's action tells this form's posts from others'. */
export const ACCOUNT_TEXTS_INTENT = "texts";

/** `?texts=saved`: the page after a post without script that was taken. */
export const TEXTS_SAVED_PARAM = "texts";
