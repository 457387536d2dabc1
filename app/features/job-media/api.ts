/**
 * What the owner's panel and the customer's consent ask the server (server/api/admin/job-media.ts,
 * server/api/account-job-media.ts), for a job or a visit alike. Client-safe.
 */
import { clientOf } from "~/lib/api-client";
import {
  adminJobMediaEndpoints,
  adminVisitMediaEndpoints,
  customerJobMediaEndpoints,
  customerVisitMediaEndpoints,
} from "./endpoints";
import type { NoteInput, PublishInput } from "./job-media.schema";
import { isJob, ownerId, type MediaOwner } from "./media-owner";

const jobCalls = clientOf(adminJobMediaEndpoints);
const visitCalls = clientOf(adminVisitMediaEndpoints);
const customerJobCalls = clientOf(customerJobMediaEndpoints);
const customerVisitCalls = clientOf(customerVisitMediaEndpoints);

/** The owner's calls about one job or visit, its id filled in. */
export function adminMediaCalls(owner: MediaOwner) {
  // Both sets take the same bodies and answer the same; each names its path's parameter its own way, and
  // the address takes the one it needs.
  const calls = isJob(owner) ? jobCalls : (visitCalls as unknown as typeof jobCalls);
  const p = { estimateId: ownerId(owner), bookingId: ownerId(owner) };
  return {
    addNote: (body: NoteInput) => calls.addNote({ params: p, body }),
    recordConsent: (givenOn: string) => calls.recordConsent({ params: p, body: { givenOn } }),
    askConsent: () => calls.askConsent({ params: p }),
    publish: (body: PublishInput) => calls.publish({ params: p, body }),
    unpublish: (projectId: number) => calls.unpublish({ params: { ...p, projectId } }),
  };
}

/** The address a photo of this job or visit is posted to (the upload sends it itself, with its progress). */
export const photoUploadPath = (owner: MediaOwner) =>
  isJob(owner) ? `/api/admin/jobs/${owner.estimateId}/photos` : `/api/admin/visits/${owner.bookingId}/photos`;

/** The customer's tick of the consent box on their job's or visit's page. */
export const giveConsent = (owner: MediaOwner) =>
  isJob(owner)
    ? customerJobCalls.giveConsent({ params: { estimateId: owner.estimateId }, body: { agree: true } })
    : customerVisitCalls.giveConsent({ params: { bookingId: owner.bookingId }, body: { agree: true } });
