import type { RequestHandler } from "express";
import type { ImageStorage } from "../app/features/uploads/image-storage.server";
import { imageIdOf } from "../app/features/uploads/upload-names";

/**
 * GET /uploads/<file>: the stored WebP variants, as immutable files (a name is never reused). Only our own
 * file names are looked up; anything else is a 404.
 */
export function serveUploads(storage: ImageStorage): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    const bytes = imageIdOf(name) ? await storage.read(name) : undefined;
    res.set("X-Content-Type-Options", "nosniff");
    if (!bytes) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    res.set("Cache-Control", "public, max-age=31536000, immutable").type("image/webp").send(bytes);
  };
}
