/**
 * The photos of a quote request (multipart/form-data, field `photos`): received in memory, then checked by
 * their content and re-encoded by receiveQuoteRequest (app/workflows/receive-lead.server.ts). A body over a
 * limit is refused here with a 4xx, its message on the form's `photos` field.
 */
import type { Request, RequestHandler } from "express";
import multer from "multer";
import { MAX_QUOTE_PHOTOS, PHOTOS_FIELD, TOO_MANY_PHOTOS } from "~/features/leads/quote-photos";
import { TOO_LARGE } from "~/features/uploads/image-processing.server";
import { MAX_UPLOAD_BYTES } from "~/features/uploads/upload";
import { DomainError, invalid } from "~/lib/domain-error";
import { refusePhotos, type ReceivedPhoto } from "~/workflows/receive-lead.server";

const UNREADABLE = "The request could not be read";
/** The quote form's text fields (and a few spare), each as long as a JSON body may be. */
const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 100 * 1024;

// In memory: the bytes are checked and re-encoded before anything is written. Field names are taken as they
// are (no `a[b]` nesting), so the text fields read exactly as a JSON body's.
const receive = multer({
  storage: multer.memoryStorage(),
  limits: {
    fileSize: MAX_UPLOAD_BYTES,
    files: MAX_QUOTE_PHOTOS,
    fields: MAX_FIELDS,
    fieldSize: MAX_FIELD_BYTES,
    parts: MAX_FIELDS + MAX_QUOTE_PHOTOS,
    fieldNestingDepth: 0,
  },
}).array(PHOTOS_FIELD, MAX_QUOTE_PHOTOS);

/** Reads a multipart body (any other body passes untouched); a body over a limit becomes its refusal. */
export const receiveQuotePhotos: RequestHandler = (req, res, next) => {
  receive(req, res, (error: unknown) => {
    if (!error) return next();
    if (!(error instanceof multer.MulterError)) return next(invalid(UNREADABLE));
    if (error.code === "LIMIT_FILE_SIZE") return next(refusePhotos("too_large", TOO_LARGE));
    const tooMany =
      error.code === "LIMIT_FILE_COUNT" ||
      (error.code === "LIMIT_UNEXPECTED_FILE" && error.field === PHOTOS_FIELD);
    if (tooMany) return next(refusePhotos("invalid", TOO_MANY_PHOTOS));
    if (error.code === "LIMIT_FIELD_VALUE")
      return next(new DomainError("too_large", "Request body too large"));
    next(invalid(UNREADABLE));
  });
};

/** Whether the body was one multer reads (any multipart type), rather than JSON. */
export const isMultipart = (req: Request) => Boolean(req.is("multipart"));

/** The photos multer received, in the order they were sent, with their files' names. */
export function receivedPhotos(req: Request): ReceivedPhoto[] {
  const files: Express.Multer.File[] = Array.isArray(req.files) ? req.files : [];
  return files.map((file) => ({ buffer: file.buffer, name: file.originalname }));
}
