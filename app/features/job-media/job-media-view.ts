/**
 * A job's or visit's notes, photos, consents and publications as the API answers them (docs/job-media.md).
 * Instants are ISO text; photo URLs are private `/media/` addresses, which only the admin and the job's
 * customer can open. Client-safe.
 */
import { z } from "zod";
import { timestamp } from "~/lib/endpoint";
import { PHOTO_STAGES, PORTFOLIO_CONSENT_KINDS } from "~/lib/vocabulary";

export const photoView = z.object({
  id: z.number(),
  url: z.string(),
  stage: z.enum(PHOTO_STAGES),
  caption: z.string(),
  createdAt: timestamp,
});
export type PhotoView = z.infer<typeof photoView>;

export const noteView = z.object({
  id: z.number(),
  text: z.string(),
  /** Shown to the customer in My Projects; else internal. */
  shared: z.boolean(),
  createdAt: timestamp,
});
export type NoteView = z.infer<typeof noteView>;

export const consentView = z.object({
  id: z.number(),
  kind: z.enum(PORTFOLIO_CONSENT_KINDS),
  givenAt: timestamp,
  givenBy: z.string(),
  wording: z.string(),
});
export type ConsentView = z.infer<typeof consentView>;

/** A portfolio project published from the job or visit. */
export const publishedView = z.object({
  projectId: z.number(),
  title: z.string(),
  imageUrl: z.string(),
  createdAt: timestamp,
});
export type PublishedView = z.infer<typeof publishedView>;

/** What the owner's panel shows. */
export const adminMediaView = z.object({
  /** Exactly one of the two is set: the job's estimate, or the booked visit without a job. */
  estimateId: z.number().nullable(),
  bookingId: z.number().nullable(),
  /** The job's title or the visit's services: the publication's title to start from. */
  title: z.string(),
  customer: z.object({ name: z.string(), email: z.string() }),
  notes: z.array(noteView),
  photos: z.array(photoView),
  consents: z.array(consentView),
  published: z.array(publishedView),
  /** Why it cannot be published yet (the work is not complete), or null when it can. */
  publishRefusal: z.string().nullable(),
});
export type AdminMediaView = z.infer<typeof adminMediaView>;

/** What the customer sees of their own job or visit: shared notes only, every photo, their consent. */
export const customerMediaView = z.object({
  notes: z.array(noteView),
  photos: z.array(photoView),
  /** The words of the consent box, with the business's name. */
  wording: z.string(),
  /** Their consent, once given (by ticking the box, or in writing). */
  consent: consentView.nullable(),
});
export type CustomerMediaView = z.infer<typeof customerMediaView>;
