/**
 * Receiving the public site's two leads, a quote request (with its photos) and a contact message, wherever they
 * come from: the JSON API (server/api/leads.ts) and the pages' own form posts (the route actions of /quote and
 * /contact) both call these, so the schemas, the honeypot and the photos' checks are applied once.
 */
import { HONEYPOT_FIELD } from "~/features/leads/lead-fields";
import { MESSAGE_RECEIVED, QUOTE_RECEIVED } from "~/features/leads/lead-received";
import { createContactMessage, createQuoteRequest } from "~/features/leads/leads.server";
import { messageSchema } from "~/features/leads/message.schema";
import { MAX_QUOTE_PHOTOS, PHOTOS_FIELD, TOO_MANY_PHOTOS } from "~/features/leads/quote-photos";
import { quoteSchema } from "~/features/leads/quote.schema";
import {
  deleteImage,
  ImageRejectedError,
  NOT_AN_IMAGE,
  storeImage,
  TOO_LARGE,
} from "~/features/uploads/image-processing.server";
import type { ImageStorage } from "~/features/uploads/image-storage.server";
import { MAX_UPLOAD_BYTES } from "~/features/uploads/upload";
import { imageIdOf } from "~/features/uploads/upload-names";
import { DomainError, invalid, type ErrorCode } from "~/lib/domain-error";
import { parseInput } from "~/lib/input";
import { holdsNul, NUL_REFUSED } from "~/lib/nul-character";
import type { Db } from "~db/client.server";

/** What a sender is told: the stored lead's id and the thank-you text. */
export interface LeadReceipt {
  id: number;
  message: string;
}

/** A photo as received, its bytes in memory (a multer file fits). */
export interface ReceivedPhoto {
  buffer: Buffer;
}

/** A refusal of the photos, on the form's `photos` field. */
export const refusePhotos = (code: ErrorCode, message: string) =>
  new DomainError(code, message, { fields: { [PHOTOS_FIELD]: message } });

/**
 * The text fields of a form body (multipart or url-encoded) as a JSON body would carry them: `estimate` holds
 * the calculator's estimate as JSON text (empty is none; text that is not JSON stays text, which the schema
 * refuses). A NUL character is refused, as the API's body parsers refuse it in JSON.
 */
export function formLeadFields(body: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = { ...body };
  if (holdsNul(Object.values(fields))) throw invalid(NUL_REFUSED);
  const estimate = fields.estimate;
  if (typeof estimate === "string")
    fields.estimate = estimate.trim() === "" ? undefined : jsonOrText(estimate);
  return fields;
}

export async function receiveQuoteRequest(
  db: Db,
  storage: ImageStorage,
  fields: Record<string, unknown>,
  photos: readonly ReceivedPhoto[],
): Promise<LeadReceipt> {
  // The API's multipart reader refuses these before the body is read; a page's post is checked here.
  if (photos.length > MAX_QUOTE_PHOTOS) throw refusePhotos("invalid", TOO_MANY_PHOTOS);
  if (photos.some((photo) => photo.buffer.length > MAX_UPLOAD_BYTES))
    throw refusePhotos("too_large", TOO_LARGE);
  const input = parseInput(quoteSchema, fields);
  if (isBot(fields)) return { id: decoyId(), message: QUOTE_RECEIVED };
  // Should the request not be stored after all, its photos are unreferenced uploads: the sweep removes them.
  const photoUrls = await storeQuotePhotos(storage, photos);
  const { id } = await createQuoteRequest(db, input, photoUrls);
  return { id, message: QUOTE_RECEIVED };
}

export async function receiveContactMessage(db: Db, fields: Record<string, unknown>): Promise<LeadReceipt> {
  const input = parseInput(messageSchema, fields);
  const { id } = isBot(fields) ? { id: decoyId() } : await createContactMessage(db, input);
  return { id, message: MESSAGE_RECEIVED };
}

/**
 * Stores each photo (checked by its content and re-encoded as the back office's uploads) and answers their
 * URLs in order. One photo refused refuses them all: those already stored are deleted again, so nothing is
 * left behind for the sweep.
 */
async function storeQuotePhotos(storage: ImageStorage, photos: readonly ReceivedPhoto[]): Promise<string[]> {
  const urls: string[] = [];
  try {
    for (const photo of photos) {
      if (photo.buffer.length === 0) throw new ImageRejectedError(NOT_AN_IMAGE);
      urls.push(await storeImage(storage, photo.buffer));
    }
    return urls;
  } catch (error) {
    await Promise.all(urls.map((url) => deleteImage(storage, imageIdOf(url.split("/").pop()!)!)));
    if (error instanceof ImageRejectedError) throw refusePhotos(error.code, error.message);
    throw error;
  }
}

/** Only bots fill in the hidden field. */
function isBot(fields: Record<string, unknown>) {
  const value = fields[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== "";
}

/** The bot is told it succeeded (so it does not adapt), and nothing is stored, its photos included. */
const decoyId = () => Math.floor(Math.random() * 1_000_000) + 1;

function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
