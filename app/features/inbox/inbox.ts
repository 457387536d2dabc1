import type { InboxStatus } from "~/lib/vocabulary";

export const INBOX_KINDS = ["quotes", "messages"] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** One quote request or contact message in the admin inbox, newest first. */
export interface InboxItem {
  id: number;
  kind: InboxKind;
  name: string;
  email: string;
  phone: string;
  /** Quote: the service type; message: the subject. */
  title: string;
  /** Quote: the project details; message: the message. */
  body: string;
  /** Quote requests only: the preferred date (yyyy-MM-dd). */
  preferredDate: string | null;
  status: InboxStatus;
  createdAt: string;
  /** Quote requests: the attached photos' URLs, in the order they were sent; messages: none. */
  photos: string[];
  /** Quote requests: the calculator's estimate the visitor attached, if any; messages: null. */
  estimate: InboxEstimate | null;
}

/** The calculator's choices as stored, with the total the server priced them at (a decimal string). */
export interface InboxEstimate {
  projectType: string;
  size: number;
  option: string;
  total: string;
}

/** GET /api/admin/inbox/counts: items still `new`, for the sidebar badge. */
export interface InboxCounts {
  quotes: number;
  messages: number;
}
