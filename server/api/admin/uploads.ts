import { Router, type Request, type Response } from "express";
import multer from "multer";
import {
  deleteImage,
  ImageRejectedError,
  NOT_AN_IMAGE,
  storeImage,
  TOO_LARGE,
} from "~/features/uploads/image-processing.server";
import type { ImageStorage } from "~/features/uploads/image-storage.server";
import { MAX_UPLOAD_BYTES, type UploadResponse } from "~/features/uploads/upload";
import { imageIdOf } from "~/features/uploads/upload-names";
import { DomainError, type ErrorCode } from "~/lib/domain-error";

const NO_FILE = "No image file was sent";
const refuse = (code: ErrorCode, message: string) =>
  new DomainError(code, message, { body: { success: false } });

// In memory: the bytes are checked and re-encoded before anything is written.
const receiveImage = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 },
}).single("image");

function receive(req: Request, res: Response): Promise<Express.Multer.File | undefined> {
  return new Promise((resolve, reject) => {
    receiveImage(req, res, (error: unknown) => {
      if (!error) return resolve(req.file);
      if (error instanceof multer.MulterError) {
        if (error.code === "LIMIT_FILE_SIZE") return reject(refuse("too_large", TOO_LARGE));
        if (error.code === "LIMIT_UNEXPECTED_FILE") return reject(refuse("invalid", NO_FILE));
        return reject(refuse("invalid", "The upload could not be read"));
      }
      // A malformed multipart body.
      reject(refuse("invalid", "The upload could not be read"));
    });
  });
}

/** POST /api/admin/upload and DELETE /api/admin/upload/:filename. */
export function uploadsRouter(storage: ImageStorage) {
  const router = Router();

  router.post("/upload", async (req, res) => {
    const file = await receive(req, res);
    if (!file) throw refuse("invalid", NO_FILE);
    if (file.size === 0) throw refuse("invalid", NOT_AN_IMAGE);
    try {
      const url = await storeImage(storage, file.buffer);
      const body: UploadResponse = { success: true, url, message: "Upload successful" };
      res.status(201).json(body);
    } catch (error) {
      if (error instanceof ImageRejectedError) throw refuse(error.code, error.message);
      throw error;
    }
  });

  router.delete("/upload/:filename", async (req, res) => {
    const imageId = imageIdOf(String(req.params.filename));
    if (!imageId) throw refuse("invalid", "Not an uploaded image name");
    if (!(await deleteImage(storage, imageId))) throw refuse("not_found", "Image not found");
    res.status(204).end();
  });

  return router;
}
