import path from "node:path";
import compression from "compression";
import express, { type RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import { pinoHttp } from "pino-http";
import { resolveAuthSecret } from "~/features/auth/auth-secret.server";
import type { Auth } from "~/features/auth/auth.server";
import { imageStorageFrom } from "~/features/uploads/image-storage.server";
import type { Config } from "~/lib/env.server";
import { mapEmbedOrigin } from "~/lib/map-embed";
import type { Database } from "~db/client.server";
import { createPaymentServices } from "./api/payment-services";
import { apiRouter } from "./api/router";
import { calendarFeedRoutes } from "./calendar-routes";
import { changeOrderRoutes } from "./change-order-routes";
import { serializeError } from "./error-serializer";
import { estimateRoutes } from "./estimate-routes";
import { formPostRoutes } from "./form-posts";
import { invoiceRoutes } from "./invoice-routes";
import type { Logger } from "./logger";
import { serveMedia } from "./media-route";
import { refuseNulInUrl } from "./nul-characters";
import type { PageCache } from "./page-cache";
import { privateForPersonalRequests } from "./private-responses";
import type { JobRunner } from "./queue/job-queue";
import { reviewRoutes } from "./review-routes";
import { securityHeaders } from "./security-headers";
import { serveUploads } from "./uploads-route";
import { visitLinkRoutes } from "./visit-link-routes";

export interface AppOptions {
  config: Config;
  database: Database;
  logger: Logger;
  auth: Auth;
  /** Where requests leave work they do not wait for (mail): the job queue. */
  jobs: JobRunner;
  /** Serves the pages: the production build's handler, or Vite's in development. Absent in API-only tests. */
  pages?: { handler: RequestHandler; staticDir?: string; devMiddleware?: RequestHandler };
  /** The public page cache; its `listener` must also sit in front of the app on the HTTP server. */
  pageCache?: PageCache;
}

const ONE_YEAR = 365 * 24 * 60 * 60;

/**
 * TRACE reaches Express, but the Fetch API's Request (which React Router and the auth library build from a
 * request) throws on it; no route has a use for it either. (Node itself turns CONNECT and TRACK away.)
 */
const refuseTrace: RequestHandler = (req, res, next) => {
  if (req.method !== "TRACE") return next();
  res.status(405).set("Allow", "GET, HEAD, POST, PUT, PATCH, DELETE");
  if (/^\/api(\/|$)/.test(req.path)) res.json({ message: "Method not allowed" });
  else res.type("text").send("Method Not Allowed");
};

export function createApp({ config, database, logger, auth, jobs, pages, pageCache }: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  // req.ip, which every rate limit counts by (ours and the auth library's), is the address the trusted
  // proxies reported, read from the right of X-Forwarded-For; false: the connection's own address.
  app.set("trust proxy", config.TRUST_PROXY);

  app.use(
    pinoHttp({
      logger,
      // Paths only: query strings can carry session ids and e-mail addresses.
      serializers: {
        req: (req) => ({ method: req.method, path: String(req.url).split("?")[0] }),
        res: (res) => ({ statusCode: res.statusCode }),
        // Its own serializers replace the logger's: keep the one that leaves database values out.
        err: serializeError,
      },
      autoLogging: { ignore: (req) => req.url === "/api/health" },
    }),
  );
  app.use(
    securityHeaders({
      isDevelopment: Boolean(pages?.devMiddleware),
      mapOrigin: mapEmbedOrigin(config.MAP_EMBED_URL),
      imageOrigin: config.s3?.publicUrl && new URL(config.s3.publicUrl).origin,
    }),
  );
  // After the security headers (it keeps them with a page), before compression (it keeps the bytes itself).
  if (pageCache) {
    app.use(pageCache.middleware);
    app.use("/api/admin", pageCache.afterAdminWrites);
  }
  app.use(compression());
  // Before the API, the uploads and the pages alike (bodies are checked by the API's body parsers).
  app.use(refuseNulInUrl);
  app.use(refuseTrace);

  const storage = imageStorageFrom(config);
  const privateMedia = imageStorageFrom(config, "private");
  // Not on static files and uploads: the same for everyone, they stay cacheable for signed-in people too.
  const payments = createPaymentServices({ db: database.db, config, logger, jobs });
  app.use(
    "/api",
    privateForPersonalRequests,
    apiRouter({ database, logger, auth, config, jobs, storage, privateMedia, payments }),
  );
  // Before the pages, so that a missing image is a plain 404 rather than the HTML not-found page.
  app.use("/uploads", serveUploads(storage));
  // Private images: the admin's and their customer's alone (server/media-route.ts, docs/private-media.md).
  app.use(
    "/media",
    serveMedia({ db: database.db, auth, config, privateMedia, secret: resolveAuthSecret(config) }),
  );
  app.use(estimateRoutes(database.db));
  app.use(invoiceRoutes(database.db, config.SITE_URL));
  app.use(changeOrderRoutes(database.db));
  app.use(
    calendarFeedRoutes({ db: database.db, secret: resolveAuthSecret(config), siteUrl: config.SITE_URL }),
  );
  app.use(reviewRoutes(database.db));
  app.use(visitLinkRoutes(database.db));
  app.use(formPostRoutes(database.db, config.SITE_URL));
  // The estimate page's own posts answer it with the flows the API uses (the load context's `payments`).
  app.use((_req, res, next) => {
    res.locals.paymentFlows = payments.flows;
    next();
  });

  // Browsers and feed readers ask for /favicon.ico whatever a page names: the site's icon is its SVG.
  app.get("/favicon.ico", (_req, res) => {
    res.set("Cache-Control", "public, max-age=86400").redirect(301, "/favicon.svg");
  });
  if (pages?.devMiddleware) app.use(pages.devMiddleware);
  if (pages?.staticDir) {
    // Hashed file names never change content: cache them for a year. The build's gzip copies of the scripts
    // and styles (scripts/precompress-assets.mjs) go as they are to browsers that accept gzip; the
    // compression middleware leaves a response that has its encoding alone.
    app.use(
      "/assets",
      expressStaticGzip(path.join(pages.staticDir, "assets"), {
        index: false,
        serveStatic: { immutable: true, maxAge: ONE_YEAR * 1000 },
      }),
    );
    app.use(express.static(pages.staticDir, { maxAge: "1d" }));
  }
  if (pages) app.all("/{*splat}", privateForPersonalRequests, pages.handler);
  return app;
}
