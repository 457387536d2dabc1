/**
 * The public page cache (docs/page-cache.md): anonymous GET and HEAD of the public pages, their `.data`
 * requests, the public read API, the sitemap and robots.txt, answered from ready, compressed bytes held in
 * this process's memory. A hit is answered before Express sees the request (`listener`); a miss goes
 * through the app, which renders it, and is kept (`middleware`). Any admin write clears the cache here at
 * once and on every other instance through PostgreSQL LISTEN/NOTIFY (`afterAdminWrites`); a time to live
 * bounds what a lost notification could leave behind.
 */
import crypto from "node:crypto";
import type { RequestListener } from "node:http";
import type { RequestHandler, Response } from "express";
import type { Database } from "~db/client.server";
import { announcePublicContentChange } from "~db/public-content-changes";
import type { Logger } from "~server/logger";
import { isPersonalRequest } from "~server/private-responses";
import { answer, sendDirectly } from "./answer";
import { cachedRoute } from "./cached-routes";
import { listenForChanges } from "./change-listener";
import { EntryStore, type StoreLimits, type StoreStats } from "./entry-store";
import { fill, waitForFill, type FillContext } from "./fill";

export interface PageCacheOptions {
  database: Pick<Database, "db" | "url">;
  logger: Logger;
  /** How long an entry may be used without a change being announced: the safety net. */
  ttlSeconds: number;
  limits?: Partial<StoreLimits>;
}

export interface PageCache {
  /** The HTTP server's request listener: answers hits itself, and hands everything else to `app`. */
  listener(app: RequestListener): RequestListener;
  /** In the app after the security headers, before compression: misses are rendered and kept here. */
  middleware: RequestHandler;
  /** On /api/admin: a write clears the cache, here before its answer leaves and on every instance. */
  afterAdminWrites: RequestHandler;
  /** Resolves once the cache listens for changes, or its first attempt failed (it keeps trying). */
  started: Promise<void>;
  stats(): StoreStats & { listening: boolean };
  close(): Promise<void>;
}

const DEFAULT_LIMITS: StoreLimits = { maxEntries: 300, maxBytes: 16 * 1024 * 1024, maxVariantsPerPath: 20 };
/** After s-maxage, how long a CDN may still give out its copy while it fetches a fresh one. */
const STALE_WHILE_REVALIDATE_SECONDS = 300;
const ANNOUNCE_TIMEOUT_MS = 2_000;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function createPageCache({ database, logger, ttlSeconds, limits }: PageCacheOptions): PageCache {
  const store = new EntryStore({ ...DEFAULT_LIMITS, ...limits });
  const instanceId = crypto.randomUUID();
  // Off until the listener hears changes: an entry kept meanwhile could miss a change for its whole life.
  let listening = false;
  const context: FillContext = {
    store,
    ttlMs: ttlSeconds * 1000,
    cacheControl: `public, max-age=0, s-maxage=${ttlSeconds}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`,
    logger,
  };

  const changes = listenForChanges({
    url: database.url,
    instanceId,
    logger,
    onChange: () => store.clear(),
    onListening() {
      // Whatever was announced while it was not listening went unheard.
      store.clear();
      listening = true;
    },
    onLost() {
      listening = false;
      store.clear();
    },
  });

  const announce = () => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("announcement timed out")), ANNOUNCE_TIMEOUT_MS);
    });
    return Promise.race([announcePublicContentChange(database.db, instanceId), timeout])
      .catch((error: unknown) =>
        logger.warn(
          { err: error },
          "page cache: other instances were not told of a change (their entries expire)",
        ),
      )
      .finally(() => clearTimeout(timer));
  };

  const listener: PageCache["listener"] = (app) => (req, res) => {
    const started = performance.now();
    const method = req.method;
    if (!listening || (method !== "GET" && method !== "HEAD")) return app(req, res);
    const route = cachedRoute(req.url ?? "");
    const entry = route?.key && !isPersonalRequest(req.headers.cookie) && store.get(route.key, Date.now());
    if (!entry) return app(req, res);
    try {
      answer(req, entry, "HIT", sendDirectly(res));
    } catch (error) {
      // Outside Express nothing else would catch it: the app answers instead, or the connection is cut.
      logger.error({ err: error, path: entry.path }, "page cache: could not answer from an entry");
      if (!res.headersSent) return app(req, res);
      res.destroy();
      return;
    }
    // The request log line pino-http writes for the app's own answers.
    if (logger.isLevelEnabled("info")) {
      logger.info(
        {
          req: { method, path: entry.path },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - started),
          cache: "HIT",
        },
        "request completed",
      );
    }
  };

  const middleware: RequestHandler = async (req, res, next) => {
    const route = cachedRoute(req.url);
    if (!route) return next();
    const method = req.method;
    if (
      !route.key ||
      !listening ||
      (method !== "GET" && method !== "HEAD") ||
      isPersonalRequest(req.headers.cookie)
    ) {
      res.setHeader("x-cache", "BYPASS");
      return next();
    }
    const entry = store.get(route.key, Date.now());
    const pending = entry ? Promise.resolve(entry) : store.fills.get(route.key);
    if (pending) return waitForFill(pending, req, res, next);
    // A HEAD answer has no body to keep: it is answered from an entry, or by the app.
    if (method === "HEAD") {
      res.setHeader("x-cache", "MISS");
      return next();
    }
    const filling = fill(route, req, res, next, context);
    store.fills.set(route.key, filling);
    try {
      await filling;
    } finally {
      if (store.fills.get(route.key) === filling) store.fills.delete(route.key);
    }
  };

  const afterAdminWrites: RequestHandler = (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const end = res.end as (this: Response, ...args: unknown[]) => Response;
    res.end = function (this: Response, ...args: unknown[]) {
      res.end = end as Response["end"];
      // A refused write (bad input, not signed in, not found) changed nothing.
      if (res.statusCode >= 400 && res.statusCode < 500) return end.apply(this, args);
      store.clear();
      // The answer leaves once every instance has been told, so that what the admin does next sees it.
      void announce().finally(() => end.apply(this, args));
      return this;
    } as Response["end"];
    next();
  };

  return {
    listener,
    middleware,
    afterAdminWrites,
    started: changes.started,
    stats: () => ({ ...store.stats(), listening }),
    close: () => changes.close(),
  };
}
