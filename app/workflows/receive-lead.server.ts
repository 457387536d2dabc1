/**
 * Receiving the public site's two leads, a quote request (with its photos) and a contact message, wherever they
 * come from: the JSON API (server/api/leads.ts) and the pages' own form posts (the route actions of /quote and
 * /contact) both call these, so the schemas, the honeypot and the photos' checks are applied once.
 */
import { HONEYPOT_FIELD } from "~/features/leads/lead-fields";
import { leadReference, MESSAGE_RECEIVED, QUOTE_RECEIVED } from "~/features/leads/lead-received";
import { createContactMessage, createQuoteRequest } from "~/features/leads/leads.server";
import { messageSchema } from "~/features/leads/message.schema";
import {
  MAX_QUOTE_PHOTOS,
  PHOTOS_FIELD,
  photoNotAnImage,
  photoTooLarge,
  TOO_MANY_PHOTOS,
} from "~/features/leads/quote-photos";
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
import { imageIdOf, MEDIA_PATH } from "~/features/uploads/upload-names";
import { DomainError, invalid, type ErrorCode } from "~/lib/domain-error";
import { parseInput } from "~/lib/input";
import { holdsNul, NUL_REFUSED } from "~/lib/nul-character";
import { tellAboutLead } from "./lead-mail.server";
import type { PaymentFlowDeps } from "./payment-flow-deps";

/** What receiving a lead needs: the database, and the queue its acknowledgment and alert go through. */
export type LeadDeps = Pick<PaymentFlowDeps, "db" | "jobs" | "logger">;

/** What a sender is told: the stored lead's id, its reference (Q-1042, M-311) and the thank-you text. */
export interface LeadReceipt {
  id: number;
  reference: string;
  message: string;
}

/** A photo as received, its bytes in memory, and the file's name as the browser sent it (for the refusal). */
export interface ReceivedPhoto {
  buffer: Buffer;
  name?: string;
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
  deps: LeadDeps,
  storage: ImageStorage,
  fields: Record<string, unknown>,
  photos: readonly ReceivedPhoto[],
): Promise<LeadReceipt> {
  // The API's multipart reader refuses these before the body is read; a page's post is checked here.
  if (photos.length > MAX_QUOTE_PHOTOS) throw refusePhotos("invalid", TOO_MANY_PHOTOS);
  const tooLarge = photos.find((photo) => photo.buffer.length > MAX_UPLOAD_BYTES);
  if (tooLarge) throw refusePhotos("too_large", photoTooLarge(tooLarge.name));
  const input = parseInput(quoteSchema, fields);
  if (isBot(fields)) return quoteReceipt(decoyId());
  // Should the request not be stored after all, its photos are unreferenced uploads: the sweep removes them.
  const photoUrls = await storeQuotePhotos(storage, photos);
  const { id } = await createQuoteRequest(deps.db, input, photoUrls);
  await tellAboutLead(deps, "quote", id);
  return quoteReceipt(id);
}

export async function receiveContactMessage(
  deps: LeadDeps,
  fields: Record<string, unknown>,
): Promise<LeadReceipt> {
  const input = parseInput(messageSchema, fields);
  // A bot gets its receipt and no mail: nothing was stored, nobody is told.
  if (isBot(fields)) return messageReceipt(decoyId());
  const { id } = await createContactMessage(deps.db, input);
  await tellAboutLead(deps, "message", id);
  return messageReceipt(id);
}

const quoteReceipt = (id: number) => ({ id, reference: leadReference("quote", id), message: QUOTE_RECEIVED });
const messageReceipt = (id: number) => ({
  id,
  reference: leadReference("message", id),
  message: MESSAGE_RECEIVED,
});

/**
 * Stores each photo (checked by its content and re-encoded as the back office's uploads) and answers their
 * URLs in order. One photo refused refuses them all: those already stored are deleted again, so nothing is
 * left behind for the sweep.
 */
async function storeQuotePhotos(storage: ImageStorage, photos: readonly ReceivedPhoto[]): Promise<string[]> {
  const urls: string[] = [];
  let current: ReceivedPhoto | undefined;
  try {
    for (const photo of photos) {
      current = photo;
      if (photo.buffer.length === 0) throw new ImageRejectedError(NOT_AN_IMAGE);
      urls.push(await storeImage(storage, photo.buffer, MEDIA_PATH));
    }
    return urls;
  } catch (error) {
    await Promise.all(urls.map((url) => deleteImage(storage, imageIdOf(url.split("/").pop()!)!)));
    // The refusal names the file, so that the visitor knows which one to leave out.
    if (error instanceof ImageRejectedError) {
      const named =
        error.message === TOO_LARGE ? photoTooLarge(current?.name) : photoNotAnImage(current?.name);
      throw refusePhotos(error.code, named);
    }
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
