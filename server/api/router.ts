import express, { Router } from "express";
import type { Auth } from "../../app/features/auth/auth.server";
import type { Config } from "../../app/lib/env.server";
import type { Database } from "../../db/client.server";
import type { Logger } from "../logger";
import { appointmentsRouter, userRouter } from "./account-routes";
import type { ImageStorage } from "../../app/features/uploads/image-storage.server";
import { adminRouter, JSON_LIMIT } from "./admin-routes";
import { loadUser } from "./auth-guards";
import { authRouter } from "./auth-routes";
import { crossSiteGuard } from "./cross-site";
import { apiErrorHandler, apiNotFound } from "./errors";
import { healthRouter } from "./health";
import { leadsRouter } from "./leads";
import { publicContentRouter } from "./public-content";

export interface ApiDependencies {
  database: Database;
  logger: Logger;
  auth: Auth;
  config: Config;
  storage: ImageStorage;
}

/** Everything under /api. Answers JSON only, errors included. */
export function apiRouter({ database, logger, auth, config, storage }: ApiDependencies) {
  const router = Router();
  // Before anything reads or acts on a request: refuse writes sent on behalf of another site.
  router.use(crossSiteGuard(config.SITE_URL));
  // API answers are per-request data unless a route says otherwise.
  router.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  // Sign-in reads its own raw body, so it comes before the JSON parser.
  router.use(authRouter({ auth, config }));
  // Admin bodies are read after the admin guard (see admin-routes.ts), so nobody else can send a large one.
  const json = express.json({ limit: JSON_LIMIT });
  router.use((req, res, next) => (/^\/admin(\/|$)/.test(req.path) ? next() : json(req, res, next)));
  router.use(healthRouter(database));
  router.use(publicContentRouter(database.db));
  router.use(leadsRouter(database.db));
  // Routes below know who is asking; the admin and user routers refuse anyone they are not for.
  router.use(["/admin", "/user", "/appointments"], loadUser(auth));
  router.use("/admin", adminRouter({ db: database.db, config, storage }));
  router.use("/user", userRouter(database.db));
  router.use(appointmentsRouter(database.db));
  router.use(apiNotFound);
  router.use(apiErrorHandler(logger));
  return router;
}
