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
