import express, { Router } from "express";
import type { Database } from "../../db/client.server";
import type { Logger } from "../logger";
import { apiErrorHandler, apiNotFound } from "./errors";
import { healthRouter } from "./health";
import { leadsRouter } from "./leads";
import { publicContentRouter } from "./public-content";

export interface ApiDependencies {
  database: Database;
  logger: Logger;
}

/** Everything under /api. Answers JSON only, errors included. */
export function apiRouter({ database, logger }: ApiDependencies) {
  const router = Router();
  router.use(express.json({ limit: "100kb" }));
  // API answers are per-request data unless a route says otherwise.
  router.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  router.use(healthRouter(database));
  router.use(publicContentRouter(database.db));
  router.use(leadsRouter(database.db));
  router.use(apiNotFound);
  router.use(apiErrorHandler(logger));
  return router;
}
