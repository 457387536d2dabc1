import type { RequestHandler } from "express";
import type { ImageStorage } from "~/features/uploads/image-storage.server";
import { imageIdOf, UPLOAD_CACHE_CONTROL } from "~/features/uploads/upload-names";

/**
 * GET /uploads/<file>: the stored WebP variants, as immutable files (a name is never reused). Only our own
 * file names are looked up; anything else is a 404. The same answer whichever storage holds the bytes: they
 * are read whole (a variant is tens of kilobytes), so the ETag and Content-Length are the local folder's too.
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
    res.set("Cache-Control", UPLOAD_CACHE_CONTROL).type("image/webp").send(bytes);
  };
}
