import { Router, type RequestHandler } from "express";
import multer from "multer";
import { adminUploadEndpoints as endpoints } from "~/features/uploads/endpoints";
import {
  deleteImage,
  ImageRejectedError,
  NOT_AN_IMAGE,
  storeImage,
  TOO_LARGE,
} from "~/features/uploads/image-processing.server";
import type { ImageStorage } from "~/features/uploads/image-storage.server";
import { MAX_UPLOAD_BYTES } from "~/features/uploads/upload";
import { imageIdOf } from "~/features/uploads/upload-names";
import { DomainError, type ErrorCode } from "~/lib/domain-error";
import { serve } from "~server/api/serve";

const NO_FILE = "No image file was sent";
const refuse = (code: ErrorCode, message: string) =>
  new DomainError(code, message, { body: { success: false } });

// In memory: the bytes are checked and re-encoded before anything is written.
const receiveImage = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 },
}).single("image");

/**
 * Reads the multipart body before the handler runs: the file lands on `req.file`; a body it refuses never
 * reaches the handler.
 */
const receive: RequestHandler = (req, res, next) => {
  receiveImage(req, res, (error: unknown) => {
    if (!error) return next();
    if (error instanceof multer.MulterError) {
      if (error.code === "LIMIT_FILE_SIZE") return next(refuse("too_large", TOO_LARGE));
      if (error.code === "LIMIT_UNEXPECTED_FILE") return next(refuse("invalid", NO_FILE));
    }
    // Another limit, or a malformed multipart body.
    next(refuse("invalid", "The upload could not be read"));
  });
};

/** POST /api/admin/upload and DELETE /api/admin/upload/:filename. */
export function uploadsRouter(storage: ImageStorage) {
  const router = Router();
  const base = "/api/admin";

  serve(
    router,
    base,
    endpoints.upload,
    async ({ req }) => {
      const file = req.file;
      if (!file) throw refuse("invalid", NO_FILE);
      if (file.size === 0) throw refuse("invalid", NOT_AN_IMAGE);
      try {
        const url = await storeImage(storage, file.buffer);
        return { success: true as const, url, message: "Upload successful" };
      } catch (error) {
        if (error instanceof ImageRejectedError) throw refuse(error.code, error.message);
        throw error;
      }
    },
    { guards: [receive] },
  );

  serve(router, base, endpoints.remove, async ({ params }) => {
    const imageId = imageIdOf(String(params.filename));
    if (!imageId) throw refuse("invalid", "Not an uploaded image name");
    if (!(await deleteImage(storage, imageId))) throw refuse("not_found", "Image not found");
  });

  return router;
}
