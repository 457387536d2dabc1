/**
 * The cache's own rules, in front of a small stand-in app whose routes count their renders and can be held
 * mid-render: one render for concurrent misses, what is not kept, a change during a render, the time to
 * live, the limits, and the listening connection lost and found again. Real PostgreSQL for LISTEN/NOTIFY.
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { onServer } from "~db/server-statements";
import { createLogger } from "~server/logger";
import { privateForPersonalRequests } from "~server/private-responses";
import { securityHeaders } from "~server/security-headers";
import { createTestDatabase, type TestDatabase } from "~tests/support/test-database";
import { createPageCache, type PageCache, type PageCacheOptions } from ".";

let database: TestDatabase;
const running: Array<() => Promise<void>> = [];
beforeAll(async () => {
  database = await createTestDatabase({ migrated: false });
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((stop) => stop()));
});
afterAll(() => database?.dispose());

interface StandIn {
  url: string;
  cache: PageCache;
  renders: Map<string, number>;
  /** The text the pages show. */
  content: { text: string };
  /** While set, renders wait for it. */
  hold: { until?: Promise<void> };
}

async function standIn(options: Partial<PageCacheOptions> = {}): Promise<StandIn> {
  const cache = createPageCache({ database, logger: createLogger("silent"), ttlSeconds: 60, ...options });
  await cache.started;
  const renders = new Map<string, number>();
  const content = { text: "first" };
  const hold: StandIn["hold"] = {};
  const app = express();
  app.use(securityHeaders({ isDevelopment: false, mapOrigin: "https://maps.example" }));
  app.use(cache.middleware);
  app.use("/api/admin", cache.afterAdminWrites);
  app.use(compression());
  app.use(privateForPersonalRequests);
  app.use(async (req, _res, next) => {
    renders.set(req.path, (renders.get(req.path) ?? 0) + 1);
    await hold.until;
    next();
  });
  const page = (res: express.Response) =>
    res.type("html").send(`<script nonce="${res.locals.cspNonce}">go()</script><p>${content.text}</p>`);
  app.get(["/", "/about", "/services", "/contact"], (_req, res) => page(res));
  app.get("/privacy", (_req, res) => res.status(404).type("html").send("gone"));
  app.get("/terms", (_req, res) => page(res.cookie("seen", "1")));
  app.post("/api/admin/things", (req, res) => {
    content.text = String(req.query.text ?? content.text);
    res.status(Number(req.query.status ?? 200)).json({});
  });
  const server = http.createServer(cache.listener(app)).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  running.push(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await cache.close();
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, cache, renders, content, hold };
}

async function get(site: StandIn, path: string, init: RequestInit = {}) {
  const res = await fetch(site.url + path, init);
  return {
    status: res.status,
    cache: res.headers.get("x-cache"),
    headers: res.headers,
    text: await res.text(),
  };
}

const write = (site: StandIn, query: string) =>
  fetch(`${site.url}/api/admin/things?${query}`, { method: "POST" });

describe("misses", () => {
  it("concurrent misses of one page wait for a single render", async () => {
    const site = await standIn();
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(site, "/about")));
    expect(site.renders.get("/about")).toBe(1);
    expect(answers.map((a) => a.cache).sort()).toEqual([
      "HIT",
      "HIT",
      "HIT",
      "HIT",
      "HIT",
      "HIT",
      "HIT",
      "MISS",
    ]);
    for (const a of answers) expect(a.text).toContain("<p>first</p>");
  });

  it("an answer that sets a cookie is neither kept nor left cacheable", async () => {
    const site = await standIn();
    for (let i = 0; i < 2; i++) {
      const answer = await get(site, "/terms");
      expect(answer.cache).toBe("MISS");
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
      // The render's nonce placeholder is replaced by the answer's own nonce.
      const nonce = /'nonce-([^']+)'/.exec(answer.headers.get("content-security-policy")!)![1];
      expect(answer.text).toContain(`<script nonce="${nonce}">`);
    }
    expect(site.renders.get("/terms")).toBe(2);
  });

  it("an error answer is not kept", async () => {
    const site = await standIn();
    expect((await get(site, "/privacy")).status).toBe(404);
    expect(await get(site, "/privacy")).toMatchObject({ status: 404, cache: "MISS" });
    expect(site.renders.get("/privacy")).toBe(2);
  });

  it("a render that began before a change is answered but not kept", async () => {
    const site = await standIn();
    let release!: () => void;
    site.hold.until = new Promise((resolve) => (release = resolve));
    const early = get(site, "/contact");
    await waitFor(() => site.renders.get("/contact") === 1);
    site.hold.until = undefined;
    expect((await write(site, "text=second")).status).toBe(200);
    release();
    expect((await early).cache).toBe("MISS");
    expect(await get(site, "/contact")).toMatchObject({
      cache: "MISS",
      text: expect.stringContaining("second"),
    });
  });

  it("a visitor who leaves during the render does not hold up those waiting for it", async () => {
    const site = await standIn();
    let release!: () => void;
    site.hold.until = new Promise((resolve) => (release = resolve));
    const leaving = new AbortController();
    const left = fetch(`${site.url}/services`, { signal: leaving.signal }).catch(() => "left");
    await waitFor(() => site.renders.get("/services") === 1);
    const waiting = get(site, "/services");
    leaving.abort();
    expect(await left).toBe("left");
    release();
    expect(await waiting).toMatchObject({ status: 200, text: expect.stringContaining("first") });
  });
});

describe("what clears the cache", () => {
  it("a write through the back office, at once; a refused one or a read does not", async () => {
    const site = await standIn();
    await get(site, "/");
    await write(site, "status=422");
    await fetch(`${site.url}/api/admin/things`);
    expect((await get(site, "/")).cache).toBe("HIT");
    await write(site, "text=changed");
    expect(await get(site, "/")).toMatchObject({ cache: "MISS", text: expect.stringContaining("changed") });
  });

  it("another instance's write, announced over the database", async () => {
    const [a, b] = [await standIn(), await standIn()];
    await get(b, "/");
    expect((await get(b, "/")).cache).toBe("HIT");
    // What both would read has changed (each stand-in keeps its own copy of the text).
    b.content.text = "elsewhere";
    await write(a, "text=elsewhere");
    // The write's answer left A once the announcement was committed; B hears it on its own connection a
    // moment later: allow that moment, far below the time to live.
    const deadline = Date.now() + 1_000;
    let answer = await get(b, "/");
    while (answer.cache === "HIT" && Date.now() < deadline) answer = await get(b, "/");
    expect(answer).toMatchObject({ cache: "MISS", text: expect.stringContaining("elsewhere") });
  });

  it("the time to live, whatever was announced", async () => {
    const site = await standIn({ ttlSeconds: 1 });
    await get(site, "/");
    expect((await get(site, "/")).cache).toBe("HIT");
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await get(site, "/")).cache).toBe("MISS");
  });

  it("a lost listening connection: nothing is cached until it listens again, then it starts afresh", async () => {
    const site = await standIn();
    await get(site, "/");
    await terminateListeners();
    await waitFor(() => !site.cache.stats().listening);
    expect((await get(site, "/")).cache).toBe("BYPASS");
    await waitFor(() => site.cache.stats().listening, 5_000);
    expect((await get(site, "/")).cache).toBe("MISS");
    expect((await get(site, "/")).cache).toBe("HIT");
  });
});

describe("limits", () => {
  it("a path keeps a bounded number of query-string variants, the oldest going first", async () => {
    const site = await standIn({ limits: { maxVariantsPerPath: 3 } });
    await get(site, "/services");
    for (const q of ["a", "b", "c", "d"]) expect((await get(site, `/services?q=${q}`)).cache).toBe("MISS");
    expect(site.cache.stats().entries).toBe(4);
    expect((await get(site, "/services?q=a")).cache).toBe("MISS");
    expect((await get(site, "/services?q=d")).cache).toBe("HIT");
    // The page itself is not a variant: made-up queries never push it out.
    expect((await get(site, "/services")).cache).toBe("HIT");
  });

  it("the bytes held stay under the limit", async () => {
    // Random text barely compresses: every page weighs the same, measured on a cache without limits.
    const text = crypto.randomBytes(200).toString("hex");
    const measure = await standIn();
    measure.content.text = text;
    await get(measure, "/");
    const perEntry = measure.cache.stats().bytes;
    const site = await standIn({ limits: { maxBytes: Math.floor(perEntry * 2.5) } });
    site.content.text = text;
    for (const path of ["/", "/about", "/contact", "/services"]) await get(site, path);
    expect(site.cache.stats()).toMatchObject({ entries: 2, bytes: perEntry * 2 });
    expect((await get(site, "/services")).cache).toBe("HIT");
    expect((await get(site, "/")).cache).toBe("MISS");
  });
});

function terminateListeners() {
  return onServer(
    database.url,
    "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %'",
  );
}

async function waitFor(condition: () => boolean, timeoutMs = 2_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
