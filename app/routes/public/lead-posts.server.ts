/**
 * The actions of /contact and /quote: their forms posted natively, before the page's script has loaded or
 * without it (docs/decisions/0020-forms-post-natively.md). They receive the lead as the JSON API does
 * (app/workflows/receive-lead.server.ts); a refusal comes back as the page with the messages and the values,
 * a lead received as a redirect to the page saying so with its reference (`?sent=Q-1042`), so that a reload
 * sends nothing twice.
 */
import { redirect, type AppLoadContext, type HeadersArgs } from "react-router";
import { SENT_PARAM } from "~/features/leads/lead-received";
import {
  ATTACH_PHOTOS_AGAIN,
  MAX_PHOTO_BYTES,
  MAX_QUOTE_PHOTOS,
  PHOTOS_FIELD,
} from "~/features/leads/quote-photos";
import { DomainError } from "~/lib/domain-error";
import { formRefusal, postedForm, refuseAsTheServerDid, textFields } from "~/lib/form-post.server";
import {
  formLeadFields,
  receiveContactMessage,
  receiveQuoteRequest,
  type ReceivedPhoto,
} from "~/workflows/receive-lead.server";

/** A message's fields, with room to spare (each text field is limited far below). */
const MAX_MESSAGE_BYTES = 100 * 1024;
/** Five photos at their limit, plus the text fields and the multipart framing. */
const MAX_QUOTE_BYTES = MAX_QUOTE_PHOTOS * MAX_PHOTO_BYTES + 1024 * 1024;

export async function postContactMessage(request: Request, context: AppLoadContext) {
  let values: Record<string, string> = {};
  let reference: string;
  try {
    values = textFields(await postedForm(request, MAX_MESSAGE_BYTES));
    refuseAsTheServerDid(context);
    ({ reference } = await receiveContactMessage(context.payments, formLeadFields(values)));
  } catch (error) {
    return formRefusal(error, values);
  }
  return redirect(`/contact?${SENT_PARAM}=${reference}`);
}

export async function postQuoteRequest(request: Request, context: AppLoadContext) {
  let values: Record<string, string> = {};
  let photos: ReceivedPhoto[] = [];
  let reference: string;
  try {
    const form = await postedForm(request, MAX_QUOTE_BYTES);
    values = textFields(form);
    photos = await attachedPhotos(form);
    refuseAsTheServerDid(context);
    const receipt = await receiveQuoteRequest(
      context.payments,
      context.privateMedia,
      formLeadFields(values),
      photos,
    );
    reference = receipt.reference;
  } catch (error) {
    return formRefusal(photos.length > 0 ? askForPhotosAgain(error) : error, values);
  }
  return redirect(`/quote?${SENT_PARAM}=${reference}`);
}

/** The pages' headers: the root's (its cookie), and a refused post's Retry-After (its rate limit). */
export function leadPageHeaders({ parentHeaders, actionHeaders }: HeadersArgs) {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

/** The files in `photos`; a file chooser left empty still posts one part, nameless and empty, which is none. */
async function attachedPhotos(form: FormData): Promise<ReceivedPhoto[]> {
  const files = form
    .getAll(PHOTOS_FIELD)
    .filter((value): value is File => typeof value !== "string" && (value.name !== "" || value.size > 0));
  return Promise.all(
    files.map(async (file) => ({ buffer: Buffer.from(await file.arrayBuffer()), name: file.name })),
  );
}

/**
 * The browser does not keep the files of a form it posted: when the request is refused for another reason,
 * the photos' field says to attach them again rather than let them go unnoticed.
 */
function askForPhotosAgain(error: unknown) {
  if (!(error instanceof DomainError) || error.details.fields?.[PHOTOS_FIELD]) return error;
  const fields = { ...error.details.fields, [PHOTOS_FIELD]: ATTACH_PHOTOS_AGAIN };
  return new DomainError(error.code, error.message, { ...error.details, fields });
}
