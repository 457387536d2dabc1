/**
 * The job notes, photos, consent and publishing endpoints (app/lib/endpoint.ts, docs/job-media.md): the same
 * set for a job (`/api/admin/jobs/:estimateId/...`) and for a booked visit without a job
 * (`/api/admin/visits/:bookingId/...`), and the customer's side of their own. Client-safe.
 */
import { z } from "zod";
import { endpoint, noAnswer } from "~/lib/endpoint";
import { adminMediaView, consentView, customerMediaView, noteView, photoView } from "./job-media-view";
import { customerConsentSchema, noteSchema, publishSchema, writtenConsentSchema } from "./job-media.schema";

/** The owner's endpoints under `base` (a job's or a visit's address). */
const adminMediaEndpoints = <const Base extends string>(base: Base) => ({
  /** Everything the panel shows. */
  get: endpoint({ method: "GET", path: `${base}/media`, access: "admin", output: adminMediaView }),
  /**
   * Multipart: `photo` (the file), `stage` (before, during, after), `caption`, and `uploadKey`, the phone's
   * id of the upload: sent again with the same key, the photo stored the first time is answered (201 both
   * times, stored once).
   */
  addPhoto: endpoint({
    method: "POST",
    path: `${base}/photos`,
    access: "admin",
    body: "form-data",
    output: photoView,
    status: 201,
  }),
  addNote: endpoint({
    method: "POST",
    path: `${base}/notes`,
    access: "admin",
    body: noteSchema,
    output: noteView,
    status: 201,
  }),
  /** The owner's record of a consent the customer gave in writing, on `givenOn`. */
  recordConsent: endpoint({
    method: "POST",
    path: `${base}/consent`,
    access: "admin",
    body: writtenConsentSchema,
    output: consentView,
    status: 201,
  }),
  /** Mails the customer the link to their consent box (once a day at most: `queued` false then). */
  askConsent: endpoint({
    method: "POST",
    path: `${base}/consent-request`,
    access: "admin",
    output: z.object({ sentTo: z.string(), queued: z.boolean() }),
  }),
  /** A portfolio project from chosen photos; without consent 400, work not complete 409. */
  publish: endpoint({
    method: "POST",
    path: `${base}/publish`,
    access: "admin",
    body: publishSchema,
    output: z.object({ projectId: z.number() }),
    status: 201,
  }),
  /** Removes the project published from this job or visit, and its public copies. */
  unpublish: endpoint({
    method: "DELETE",
    path: `${base}/publish/:projectId`,
    access: "admin",
    output: noAnswer,
    status: 204,
  }),
});

export const adminJobMediaEndpoints = adminMediaEndpoints("/api/admin/jobs/:estimateId");
export const adminVisitMediaEndpoints = adminMediaEndpoints("/api/admin/visits/:bookingId");

/** The signed-in customer's side of their own job or visit: someone else's is a 404. */
const customerMediaEndpoints = <const Base extends string>(base: Base) => ({
  /** The shared notes (never the internal ones), every photo, and their consent. */
  get: endpoint({ method: "GET", path: `${base}/media`, access: "signed-in", output: customerMediaView }),
  /** Their tick of the consent box: stored with the time, address, browser and the words shown. */
  giveConsent: endpoint({
    method: "POST",
    path: `${base}/photo-consent`,
    access: "signed-in",
    body: customerConsentSchema,
    output: consentView,
    status: 201,
  }),
});

export const customerJobMediaEndpoints = customerMediaEndpoints("/api/account/jobs/:estimateId");
export const customerVisitMediaEndpoints = customerMediaEndpoints("/api/account/visits/:bookingId");
