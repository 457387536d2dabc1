import { fromNodeHeaders } from "better-auth/node";
import type { Request, RequestHandler } from "express";
import { adminAccess } from "~/features/auth/access";
import type { Auth } from "~/features/auth/auth.server";
import { getCurrentUser } from "~/features/auth/session.server";
import type { ImageStorage } from "~/features/uploads/image-storage.server";
import { isValidGrant, MEDIA_GRANT_PARAM } from "~/features/uploads/media-grants.server";
import { mayViewPrivateImage } from "~/features/uploads/private-media-access.server";
import { imageIdOf, PRIVATE_CACHE_CONTROL } from "~/features/uploads/upload-names";
import type { Config } from "~/lib/env.server";
import type { Db } from "~db/client.server";

export interface MediaRouteDeps {
  db: Db;
  auth: Auth;
  config: Pick<Config, "isProduction">;
  /** The private storage (imageStorageFrom(config, "private")). */
  privateMedia: ImageStorage;
  /** The site's secret, which signs the grants of link-opened pages (media-grants.server.ts). */
  secret: string;
}

/**
 * GET /media/<file>: a private image (a quote request's or a job's photo, docs/private-media.md), to an admin
 * and to the customer whose request or job it is, or to a page's short-lived grant. Everyone else, and any
 * name that is not one of ours or not stored, gets the same plain 404, so nothing tells an image exists.
 * Kept only by the viewer's browser (`private`, `Vary: Cookie`), never by the page cache (which keeps only
 * its list of public paths) or a CDN; never indexed.
 */
export function serveMedia({ db, auth, config, privateMedia, secret }: MediaRouteDeps): RequestHandler {
  async function mayView(req: Request, imageId: string) {
    if (isValidGrant(secret, imageId, req.query[MEDIA_GRANT_PARAM])) return true;
    const user = await getCurrentUser(auth, fromNodeHeaders(req.headers));
    if (!user) return false;
    const isAdmin = adminAccess(user, config) === "allowed";
    return mayViewPrivateImage(db, imageId, { email: user.email, isAdmin });
  }

  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    res.set({ "X-Content-Type-Options": "nosniff", "X-Robots-Tag": "noindex", Vary: "Cookie" });
    const name = req.path.slice(1);
    const imageId = imageIdOf(name);
    const bytes = imageId && (await mayView(req, imageId)) ? await privateMedia.read(name) : undefined;
    if (!bytes) {
      // Not kept by any cache either: the same address answers 200 to the people allowed.
      res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not found");
      return;
    }
    res.set("Cache-Control", PRIVATE_CACHE_CONTROL).type("image/webp").send(bytes);
  };
}
