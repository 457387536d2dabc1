/**
 * A miss: the app renders the answer as usual and the cache keeps it. One render at a time per key (the
 * requests that miss meanwhile wait for it); rendered with a placeholder as the CSP nonce, which the
 * stored bytes keep as holes for each answer's own nonce (cached-body.ts).
 */
import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "~server/logger";
import { answer, sendDirectly } from "./answer";
import { cachedBody } from "./cached-body";
import type { KeyedRoute } from "./cached-routes";
import { captureResponse, type Captured } from "./capture";
import type { Entry, EntryStore } from "./entry-store";

export interface FillContext {
  store: EntryStore;
  ttlMs: number;
  /** Cache-Control of a kept answer whose route chose none that is public. */
  cacheControl: string;
  logger: Logger;
}

// Made per answer, or not to be repeated from one answer to the next.
const NOT_KEPT = new Set([
  "cache-control",
  "connection",
  "content-encoding",
  "content-length",
  "content-security-policy",
  "date",
  "etag",
  "keep-alive",
  "last-modified",
  "transfer-encoding",
  "vary",
  "x-cache",
]);

const NONCE_LENGTH = 24;
// Letters and digits only: written as is in every context a nonce appears in (attributes, JSON).
const newPlaceholder = () => crypto.randomBytes(NONCE_LENGTH / 2).toString("hex");

function storable(captured: Captured) {
  const cacheControl = String(captured.headers["cache-control"] ?? "");
  const encoding = String(captured.headers["content-encoding"] ?? "identity");
  return (
    captured.status === 200 &&
    captured.headers["set-cookie"] === undefined &&
    !/\bprivate\b/i.test(cacheControl) &&
    encoding === "identity"
  );
}

async function entryOf(
  route: KeyedRoute,
  captured: Captured,
  nonces: { placeholder: string; inPolicy: string },
  context: FillContext,
): Promise<Entry> {
  const headers: string[] = [];
  for (const [name, value] of Object.entries(captured.headers)) {
    if (value === undefined || NOT_KEPT.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.push(name, String(one));
  }
  // The route's own public caching (the sitemap's hour) stands; the rest get the cache's.
  const chosen = String(captured.headers["cache-control"] ?? "");
  headers.push("cache-control", /^public\b/i.test(chosen) ? chosen : context.cacheControl);
  // Pages show who is signed in: a shared cache must not give this answer to a request with other cookies.
  headers.push("vary", route.readsSession ? "Accept-Encoding, Cookie" : "Accept-Encoding");
  const policy = captured.headers["content-security-policy"];
  const parts = typeof policy === "string" ? policy.split(nonces.inPolicy) : [];
  if (parts.length !== 2 && policy !== undefined) headers.push("content-security-policy", String(policy));
  return {
    key: route.key,
    path: route.path,
    variant: route.variant,
    headers,
    csp: parts.length === 2 ? [parts[0]!, parts[1]!] : undefined,
    body: await cachedBody(captured.body, nonces.placeholder),
    expiresAt: Date.now() + context.ttlMs,
  };
}

function substitute(body: Buffer, placeholder: string, nonce: string) {
  const token = Buffer.from(placeholder, "latin1");
  for (let at = body.indexOf(token); at !== -1; at = body.indexOf(token, at + token.length)) {
    body.write(nonce, at, "latin1");
  }
  return body;
}

/** Forget what the app and the middleware before the cache set: the entry has its own headers. */
function clearHeaders(res: ServerResponse) {
  for (const name of res.getHeaderNames()) if (name !== "connection") res.removeHeader(name);
}

/**
 * Renders through the rest of the app and answers this request from the result. Resolves with the entry
 * when it was stored (the requests waiting for it answer from it), otherwise undefined.
 */
export async function fill(
  route: KeyedRoute,
  req: Request,
  res: Response,
  next: NextFunction,
  context: FillContext,
): Promise<Entry | undefined> {
  const { store } = context;
  const generation = store.generation;
  const inPolicy = String(res.locals.cspNonce);
  const placeholder = newPlaceholder();
  const saved = pickHeaders(req, ["accept-encoding", "if-none-match", "if-modified-since", "range"]);
  // The body is wanted whole and uncompressed; the cache compresses it itself.
  req.headers["accept-encoding"] = "identity";
  res.locals.cspNonce = placeholder;
  const capture = captureResponse(res);
  next();
  const captured = await capture.done;
  for (const [name, value] of Object.entries(saved)) if (value !== undefined) req.headers[name] = value;
  if (!captured) return undefined;

  if (inPolicy.length === NONCE_LENGTH && storable(captured) && generation === store.generation) {
    const entry = await entryOf(route, captured, { placeholder, inPolicy }, context).catch(
      (error: unknown) => {
        context.logger.error({ err: error, path: route.path }, "page cache: could not keep an answer");
        return undefined;
      },
    );
    if (entry) {
      const stored = store.set(entry, generation);
      clearHeaders(res);
      answer(req, entry, "MISS", capture.send);
      return stored ? entry : undefined;
    }
  }
  // Not kept (an error page, a cookie set, a change meanwhile): answered as the app wrote it.
  res.setHeader("x-cache", "MISS");
  capture.send(captured.status, undefined, substitute(captured.body, placeholder, inPolicy));
  return undefined;
}

/** A request that missed while the key was being filled: the fill's entry, else the app as usual. */
export async function waitForFill(
  pending: Promise<Entry | undefined>,
  req: IncomingMessage,
  res: ServerResponse,
  next: NextFunction,
) {
  const entry = await pending;
  if (!entry) {
    res.setHeader("x-cache", "MISS");
    return next();
  }
  clearHeaders(res);
  answer(req, entry, "HIT", sendDirectly(res));
}

function pickHeaders(req: IncomingMessage, names: string[]) {
  const picked: Record<string, string | string[] | undefined> = {};
  for (const name of names) {
    picked[name] = req.headers[name];
    delete req.headers[name];
  }
  return picked;
}
