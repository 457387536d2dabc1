/**
 * The photos of a quote request (multipart/form-data, field `photos`): received in memory, then each is
 * checked by its content and re-encoded exactly as the back office's uploads (storeImage). Every refusal is
 * a 4xx with the message on the form's `photos` field.
 */
import type { Request, RequestHandler } from "express";
import multer from "multer";
import { MAX_QUOTE_PHOTOS, PHOTOS_FIELD, TOO_MANY_PHOTOS } from "../../app/features/leads/quote-photos";
import {
  deleteImage,
  ImageRejectedError,
  NOT_AN_IMAGE,
  storeImage,
  TOO_LARGE,
} from "../../app/features/uploads/image-processing.server";
import type { ImageStorage } from "../../app/features/uploads/image-storage.server";
import { MAX_UPLOAD_BYTES } from "../../app/features/uploads/upload";
import { imageIdOf } from "../../app/features/uploads/upload-names";
import { DomainError, invalid, type ErrorCode } from "../../app/lib/domain-error";
import { NUL_REFUSED } from "../nul-characters";
import { isPlainObject } from "./input";

const UNREADABLE = "The request could not be read";
/** The quote form's text fields (and a few spare), each as long as a JSON body may be. */
const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 100 * 1024;

const refusePhotos = (code: ErrorCode, message: string) =>
  new DomainError(code, message, { fields: { [PHOTOS_FIELD]: message } });

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

/**
 * The text fields of a multipart body as a JSON body would carry them: `estimate` holds the calculator's
 * estimate as JSON text (empty is none; text that is not JSON stays text, which the schema refuses).
 */
export function multipartFields(req: Request): Record<string, unknown> {
  const fields: Record<string, unknown> = { ...(isPlainObject(req.body) ? req.body : {}) };
  for (const value of Object.values(fields)) {
    // PostgreSQL text cannot hold NUL; JSON bodies are refused for it at the parser (server/nul-characters.ts).
    if (typeof value === "string" && value.includes("\0")) throw invalid(NUL_REFUSED);
  }
  const estimate = fields.estimate;
  if (typeof estimate === "string")
    fields.estimate = estimate.trim() === "" ? undefined : jsonOrText(estimate);
  return fields;
}

function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The photos multer received, in the order they were sent. */
export function receivedPhotos(req: Request): Express.Multer.File[] {
  return Array.isArray(req.files) ? req.files : [];
}

/**
 * Stores each photo (checked and re-encoded) and answers their URLs in order. One photo refused refuses them
 * all: those already stored are deleted again, so nothing is left behind for the sweep.
 */
export async function storeQuotePhotos(
  storage: ImageStorage,
  photos: Express.Multer.File[],
): Promise<string[]> {
  const urls: string[] = [];
  try {
    for (const photo of photos) {
      if (photo.size === 0) throw new ImageRejectedError(NOT_AN_IMAGE);
      urls.push(await storeImage(storage, photo.buffer));
    }
    return urls;
  } catch (error) {
    await Promise.all(urls.map((url) => deleteImage(storage, imageIdOf(url.split("/").pop()!)!)));
    if (error instanceof ImageRejectedError) throw refusePhotos(error.code, error.message);
    throw error;
  }
}
