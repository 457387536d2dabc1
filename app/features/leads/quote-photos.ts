/**
 * Photos a visitor may attach to a quote request. The API checks each one by its content and re-encodes it
 * as the back office's uploads are (app/features/uploads/image-processing.server.ts); these rules let the
 * form refuse the same files before sending them, with the API's own messages.
 */

/** The multipart field the photos travel in. */
export const PHOTOS_FIELD = "photos";
export const MAX_QUOTE_PHOTOS = 5;
/** The uploads' limit (MAX_UPLOAD_BYTES): exactly 5 MB is allowed. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

export const TOO_MANY_PHOTOS = `Please attach at most ${MAX_QUOTE_PHOTOS} photos`;
// The uploads' texts (NOT_AN_IMAGE, TOO_LARGE), which the API answers; server/api/leads.test.ts keeps them equal.
export const PHOTO_NOT_AN_IMAGE = "Please select an image file (PNG, JPEG, GIF or WebP)";
export const PHOTO_TOO_LARGE = "Please select an image smaller than 5MB";

/** A file's name as a message shows it: no control characters, at most 100 characters. */
function shownName(name: string) {
  // eslint-disable-next-line no-control-regex -- the control characters are what is removed
  const clean = name.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return clean.length > 100 ? `${clean.slice(0, 99)}…` : clean;
}

/** "notes.pdf is not an image. Please select an image file (PNG, JPEG, GIF or WebP)." (unnamed: the plain text) */
export const photoNotAnImage = (name?: string) =>
  name && shownName(name) ? `${shownName(name)} is not an image. ${PHOTO_NOT_AN_IMAGE}.` : PHOTO_NOT_AN_IMAGE;

/** "house.jpg is too large. Please select an image smaller than 5MB." (unnamed: the plain text) */
export const photoTooLarge = (name?: string) =>
  name && shownName(name) ? `${shownName(name)} is too large. ${PHOTO_TOO_LARGE}.` : PHOTO_TOO_LARGE;

/**
 * What the form says about adding `added` to `attached` photos, or undefined when they may be added: a
 * refused file is named, so that the visitor knows which of the chosen files to leave out.
 */
export function photoRefusal(
  attached: number,
  added: readonly { size: number; type: string; name?: string }[],
) {
  if (attached + added.length > MAX_QUOTE_PHOTOS) return TOO_MANY_PHOTOS;
  // Only the type the browser reports: the server reads the content itself.
  const notImage = added.find((file) => !file.type.startsWith("image/"));
  if (notImage) return photoNotAnImage(notImage.name);
  const tooLarge = added.find((file) => file.size > MAX_PHOTO_BYTES);
  if (tooLarge) return photoTooLarge(tooLarge.name);
  return undefined;
}

/** A form posted without script that was refused: the browser does not keep the files it had attached. */
export const ATTACH_PHOTOS_AGAIN = "Please attach your photos again";
