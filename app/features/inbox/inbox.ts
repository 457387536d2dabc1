import { z } from "zod";
import { timestamp } from "~/lib/endpoint";
import { ESTIMATE_STATUSES, INBOX_STATUSES } from "~/lib/vocabulary";

export const INBOX_KINDS = ["quotes", "messages"] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
/** What the inbox tab shows: a kind of item, or the text conversations (the texts feature draws those). */
export const INBOX_VIEWS = [...INBOX_KINDS, "texts"] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];

/** The calculator's choices as stored, with the total the server priced them at (a decimal string). */
export const inboxEstimate = z.object({
  projectType: z.string(),
  size: z.number(),
  option: z.string(),
  total: z.string(),
});
export type InboxEstimate = z.infer<typeof inboxEstimate>;

/** One quote request or contact message in the admin inbox, newest first. */
export const inboxItem = z.object({
  id: z.number(),
  kind: z.enum(INBOX_KINDS),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Quote: the service type; message: the subject. */
  title: z.string(),
  /** Quote: the project details; message: the message. */
  body: z.string(),
  /** Quote requests only: the preferred date (yyyy-MM-dd). */
  preferredDate: z.string().nullable(),
  status: z.enum(INBOX_STATUSES),
  createdAt: timestamp,
  /** Quote requests: the attached photos' URLs, in the order they were sent; messages: none. */
  photos: z.array(z.string()),
  /** Quote requests: the calculator's estimate the visitor attached, if any; messages: null. */
  estimate: inboxEstimate.nullable(),
  /** Quote requests: the estimate written from it (its latest revision), if any; messages: null. */
  madeEstimate: z
    .object({ id: z.number(), number: z.number(), revision: z.number(), status: z.enum(ESTIMATE_STATUSES) })
    .nullable(),
});
export type InboxItem = z.infer<typeof inboxItem>;

/** Items still `new`, for the sidebar badge. */
export const inboxCounts = z.object({ quotes: z.number(), messages: z.number() });
export type InboxCounts = z.infer<typeof inboxCounts>;
