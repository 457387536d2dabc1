import type { FormRefusal } from "~/lib/form-post.server";

/**
 * What job notes, photos and consents belong to: a job (its approved estimate) or a booked visit without a
 * job (docs/job-media.md). Client-safe.
 */
export type MediaOwner = { estimateId: number } | { bookingId: number };

export const isJob = (owner: MediaOwner): owner is { estimateId: number } => "estimateId" in owner;

/** "job" or "visit", as the API's paths and the messages name them. */
export const ownerKind = (owner: MediaOwner) => (isJob(owner) ? "job" : "visit");

/** The owner's id, whichever it is. */
export const ownerId = (owner: MediaOwner) => (isJob(owner) ? owner.estimateId : owner.bookingId);

/** A stable key for one owner (React keys, the queue's mail keys). */
export const ownerKey = (owner: MediaOwner) => `${ownerKind(owner)}-${ownerId(owner)}`;

/** What each of the panel's forms is given. */
export interface MediaFormProps {
  owner: MediaOwner;
  /** Where the form posts without script. */
  action: string;
  /** This form's refused post without script. */
  posted: FormRefusal | undefined;
  onAdded: () => void;
}
