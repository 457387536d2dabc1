import type { RequestHandler } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Paths (under /api) that other sites call by design and that authenticate themselves by signature. */
export const CROSS_SITE_EXEMPT = ["/webhooks/stripe"];

/**
 * Refuses writes that a browser sends on behalf of another site: every non-GET request under /api with a
 * foreign Origin or `Sec-Fetch-Site: cross-site` gets 403 before any handler runs. Same-origin pages pass,
 * and so do tools that send neither header (they carry no victim's cookies).
 */
export function crossSiteGuard(siteUrl: string): RequestHandler {
  const siteOrigin = new URL(siteUrl).origin;
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || CROSS_SITE_EXEMPT.includes(req.path)) return next();
    const fetchSite = req.get("sec-fetch-site");
    const origin = req.get("origin");
    // The origin the browser used to reach us (a development server may be reached by another name).
    const ownOrigin = `${req.protocol}://${req.get("host")}`;
    const foreignOrigin = origin !== undefined && origin !== siteOrigin && origin !== ownOrigin;
    if (fetchSite === "cross-site" || foreignOrigin) {
      res.status(403).json({ message: "Cross-site request refused" });
      return;
    }
    next();
  };
}
