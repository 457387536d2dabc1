/**
 * The owner's forms on a job's or visit's page post natively without script (docs/job-media.md): each names
 * what it does (`intent`) and the job or visit (`estimateId` or `bookingId`), and posts to the page's index
 * route, marked as the panel's, whose action (app/routes/admin/job-media-posts.server.ts) calls what the JSON
 * API calls. Client-safe.
 */
import { isJob, type MediaOwner } from "./media-owner";

export const MEDIA_INTENTS = [
  "add-note",
  "add-photo",
  "ask-consent",
  "record-consent",
  "publish",
  "unpublish",
] as const;
export type MediaIntent = (typeof MEDIA_INTENTS)[number];

export const isMediaIntent = (value: unknown): value is MediaIntent =>
  MEDIA_INTENTS.includes(value as MediaIntent);

/** The hidden fields that name the job or visit. */
export const ownerFields = (owner: MediaOwner): Record<string, string> =>
  isJob(owner) ? { estimateId: String(owner.estimateId) } : { bookingId: String(owner.bookingId) };

/** The job or visit a post names, or undefined. */
export function postedOwner(values: Record<string, string>): MediaOwner | undefined {
  const id = (value: string | undefined) =>
    value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
  const estimateId = id(values.estimateId);
  if (estimateId !== undefined) return { estimateId };
  const bookingId = id(values.bookingId);
  return bookingId === undefined ? undefined : { bookingId };
}

/** The address parameter that marks the panel's posts, so the page's action tells them from its other forms'. */
export const MEDIA_POST_PARAM = "post";
export const MEDIA_POST_VALUE = "job-media";

/** Where the panel's forms post on the page at `pathname` + `search`: its index route (`?index`), marked. */
export function indexPostTarget(pathname: string, search: string) {
  const params = new URLSearchParams(search);
  params.delete("index");
  params.set(MEDIA_POST_PARAM, MEDIA_POST_VALUE);
  return `${pathname}?index&${params}`;
}

/** Where the panel sits on the page: a post comes back to it. */
export const MEDIA_ANCHOR = "job-media";

/** Where the consent box sits on the customer's page: the consent mail's link points there. */
export const CONSENT_ANCHOR = "photo-consent";

/** The intent of the customer's consent box, posted natively to their job's or visit's page. */
export const CONSENT_INTENT = "photo-consent";
