/** The owner's side of job notes, photos, consent and publishing: docs/job-media.md. */
import { Router, type RequestHandler } from "express";
import multer from "multer";
import { adminJobMediaEndpoints, adminVisitMediaEndpoints } from "~/features/job-media/endpoints";
import { writeNote, writeWrittenConsent } from "~/features/job-media/job-media-writes.server";
import { loadAdminMedia } from "~/features/job-media/job-media.server";
import type { MediaOwner } from "~/features/job-media/media-owner";
import { TOO_LARGE } from "~/features/uploads/image-processing.server";
import type { ImageStorage } from "~/features/uploads/image-storage.server";
import { MAX_UPLOAD_BYTES } from "~/features/uploads/upload";
import { invalid, DomainError } from "~/lib/domain-error";
import { parseId } from "~/lib/input";
import type { JobQueue } from "~/lib/queue/job-catalog";
import { addJobPhoto } from "~/workflows/job-photos.server";
import { askForConsent } from "~/workflows/portfolio-consent-mail.server";
import { publishToPortfolio, unpublishFromPortfolio } from "~/workflows/portfolio-publishing.server";
import type { Db } from "~db/client.server";
import { serve } from "~server/api/serve";

export interface JobMediaDeps {
  db: Db;
  /** The public images: published copies go there. */
  storage: ImageStorage;
  /** The private images: the job's photos. */
  privateMedia: ImageStorage;
  /** Where the consent request's mail is queued. */
  jobs: JobQueue;
}

// In memory: the bytes are checked and re-encoded before anything is written.
const receivePhoto = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 },
}).single("photo");

/** Reads the multipart body before the handler: the file on `req.file`, the fields on `req.body`. */
const receive: RequestHandler = (req, res, next) => {
  receivePhoto(req, res, (error: unknown) => {
    if (!error) return next();
    if (error instanceof multer.MulterError) {
      if (error.code === "LIMIT_FILE_SIZE")
        return next(new DomainError("too_large", TOO_LARGE, { fields: { photo: TOO_LARGE } }));
      if (error.code === "LIMIT_UNEXPECTED_FILE")
        return next(invalid("Please send one photo, in the field photo"));
    }
    next(invalid("The upload could not be read"));
  });
};

/**
 * `/api/admin/jobs/{estimateId}/…` and `/api/admin/visits/{bookingId}/…`: a job's or a booked visit's notes,
 * photos, consent and publishing (docs/job-media.md). The same handlers for both, each reading its owner
 * from its own path parameter.
 */
export function jobMediaRouter(deps: JobMediaDeps) {
  const router = Router();
  serveMediaEndpoints(router, deps, adminJobMediaEndpoints, (params) => ({
    estimateId: parseId(params.estimateId, "job id"),
  }));
  serveMediaEndpoints(router, deps, adminVisitMediaEndpoints, (params) => ({
    bookingId: parseId(params.bookingId, "visit id"),
  }));
  return router;
}

function serveMediaEndpoints(
  router: Router,
  deps: JobMediaDeps,
  endpoints: typeof adminJobMediaEndpoints | typeof adminVisitMediaEndpoints,
  ownerOf: (params: Record<string, string>) => MediaOwner,
) {
  const { db } = deps;
  const base = "/api/admin";

  serve(router, base, endpoints.get, ({ params }) => loadAdminMedia(db, ownerOf(params)));

  serve(
    router,
    base,
    endpoints.addPhoto,
    ({ params, req }) =>
      addJobPhoto(deps, ownerOf(params), {
        bytes: req.file?.buffer,
        fields: (req.body ?? {}) as Record<string, unknown>,
      }),
    { guards: [receive] },
  );

  serve(router, base, endpoints.addNote, ({ params, body }) => writeNote(db, ownerOf(params), body));

  serve(router, base, endpoints.recordConsent, ({ params, body, user }) =>
    writeWrittenConsent(db, ownerOf(params), body.givenOn, user),
  );

  serve(router, base, endpoints.askConsent, ({ params }) => askForConsent(deps, ownerOf(params)));

  serve(router, base, endpoints.publish, ({ params, body, user }) =>
    publishToPortfolio(deps, ownerOf(params), body, user),
  );

  serve(router, base, endpoints.unpublish, async ({ params }) => {
    await unpublishFromPortfolio(deps, ownerOf(params), parseId(params.projectId, "project id"));
  });
}
