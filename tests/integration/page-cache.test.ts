/**
 * The public page cache on the real app (docs/page-cache.md): what it keeps and for whom, the nonce of
 * every answer, the headers a CDN reads, query strings, and an admin's edit showing at once. Runs the
 * production build (`npm run build` first).
 */
import http from "node:http";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "~db/seed";
import { createAdmin, signInAdmin, signInCustomer } from "~tests/support/auth-helpers";
import { browserLikeClient, type Client } from "~tests/support/browser-like-client";
import { startTestServer, type TestServer } from "~tests/support/test-server";

let server: TestServer;
let admin: Client;

beforeAll(async () => {
  server = await startTestServer({ env: { PAGE_CACHE: "on" }, withPages: true });
  await seedDemoData(server.database.db);
  await createAdmin(server, "cache.admin@example.com");
  ({ client: admin } = await signInAdmin(server, "cache.admin@example.com"));
});
afterAll(() => server?.close());

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Decoded. */
  text: string;
  /** As sent. */
  raw: Buffer;
}

/** Raw HTTP, so that the bytes and encodings are the ones sent (fetch would decode them). */
function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers["content-encoding"];
        const decoded =
          raw.length === 0
            ? raw
            : encoding === "gzip"
              ? zlib.gunzipSync(raw)
              : encoding === "br"
                ? zlib.brotliDecompressSync(raw)
                : raw;
        resolve({ status: res.statusCode!, headers: res.headers, text: decoded.toString("utf8"), raw });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

const nonceOf = (answer: Answer) =>
  /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1];
/** The body with its answer's nonce blanked out, to compare two answers. */
const withoutNonce = (answer: Answer) => answer.text.split(nonceOf(answer) ?? "\u0000").join("NONCE");

const PAGES = ["/", "/services", "/projects", "/about", "/contact", "/quote", "/privacy", "/terms", "/book"];
const OTHERS = ["/sitemap.xml", "/robots.txt", "/api/services", "/api/projects", "/api/contact-info"];
const DATA = ["/_.data", "/services.data", "/book.data"];

describe("an anonymous visitor", () => {
  it.each([...PAGES, ...DATA, ...OTHERS])("%s: rendered once, then answered from the cache", async (path) => {
    const first = await get(path, { "accept-encoding": "gzip" });
    const second = await get(path, { "accept-encoding": "gzip" });
    expect([first.status, first.headers["x-cache"]]).toEqual([200, "MISS"]);
    expect([second.status, second.headers["x-cache"]]).toEqual([200, "HIT"]);
    expect(withoutNonce(second)).toBe(withoutNonce(first));
  });

  it("gets the same page in gzip, brotli where kept, and plain", async () => {
    const page = await Promise.all(
      ["gzip", "gzip, deflate, br", "identity"].map((e) => get("/", { "accept-encoding": e })),
    );
    // A page carries a nonce per answer: gzip, made from the cached pieces, even to a brotli reader.
    expect(page.map((a) => a.headers["content-encoding"])).toEqual(["gzip", "gzip", undefined]);
    expect(new Set(page.map(withoutNonce)).size).toBe(1);
    expect(Number(page[0]!.headers["content-length"])).toBe(page[0]!.raw.length);
    expect(page[0]!.raw.length).toBeLessThan(page[2]!.raw.length / 4);

    const api = await Promise.all(
      ["br", "gzip", ""].map((e) => get("/api/services", { "accept-encoding": e })),
    );
    expect(api.map((a) => a.headers["content-encoding"])).toEqual(["br", "gzip", undefined]);
    expect(new Set(api.map((a) => a.text)).size).toBe(1);
  });

  it("gets a fresh nonce on every answer, the one the policy names on every inline script and in the data", async () => {
    const answers = [await get("/"), await get("/"), await get("/services")];
    const nonces = answers.map(nonceOf);
    expect(new Set(nonces).size).toBe(3);
    for (const [i, answer] of answers.entries()) {
      expect(answer.headers["x-cache"]).toBe("HIT");
      const inPage = [...answer.text.matchAll(/\bnonce="([^"]*)"/g)].map((m) => m[1]);
      expect(inPage.length).toBeGreaterThan(3);
      expect(new Set(inPage)).toEqual(new Set([nonces[i]]));
      // The root loader's copy, in the hydration data (a string inside a script).
      expect(answer.text).toContain(`\\"cspNonce\\",\\"${nonces[i]}\\"`);
      // Every script the page runs carries it (JSON-LD is data, not run).
      const scripts = [...answer.text.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
      for (const attributes of scripts.filter((a) => !a.includes("application/ld+json"))) {
        expect(attributes).toContain(`nonce="${nonces[i]}"`);
      }
    }
  });

  it("gets headers a CDN can cache by", async () => {
    const page = await get("/about");
    expect(page.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    expect(page.headers.vary).toBe("Accept-Encoding, Cookie");
    expect((await get("/about.data")).headers.vary).toBe("Accept-Encoding, Cookie");
    const api = await get("/api/services");
    expect(api.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    expect(api.headers.vary).toBe("Accept-Encoding");
    // Routes that chose public caching themselves keep it.
    expect((await get("/api/contact-info")).headers["cache-control"]).toBe("public, max-age=60");
    expect((await get("/sitemap.xml")).headers["cache-control"]).toBe("public, max-age=3600");
    // The security headers are kept with the page.
    expect(page.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(page.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });

  it("gets HEAD from the cache, and 304 for an answer whose validator it still holds", async () => {
    const head = await get("/", { "accept-encoding": "gzip" }, "HEAD");
    expect([head.status, head.headers["x-cache"], head.raw.length]).toEqual([200, "HIT", 0]);
    expect(Number(head.headers["content-length"])).toBe(
      (await get("/", { "accept-encoding": "gzip" })).raw.length,
    );

    const api = await get("/api/services");
    const again = await get("/api/services", { "if-none-match": String(api.headers.etag) });
    expect([again.status, again.raw.length]).toEqual([304, 0]);
    // A page's bytes differ with every nonce: no validator, no 304.
    expect((await get("/")).headers.etag).toBeUndefined();
  });

  it("gets a POST to a cached path past the cache", async () => {
    const res = await fetch(`${server.url}/api/services`, { method: "POST" });
    expect(res.headers.get("x-cache")).toBe("BYPASS");
  });
});

describe("query strings", () => {
  it("one the page reads is part of the key: /book?serviceId= preselects that service", async () => {
    const [service] = (await (await fetch(`${server.url}/api/services`)).json()) as Array<{ id: number }>;
    const path = `/book?serviceId=${service!.id}`;
    expect((await get(path)).headers["x-cache"]).toBe("MISS");
    const hit = await get(path);
    expect(hit.headers["x-cache"]).toBe("HIT");
    expect(hit.text).toContain('aria-label="Selected services"');
    expect((await get("/book")).text).not.toContain('aria-label="Selected services"');
  });

  it("/services?q= shows the search's services, cached under its own key", async () => {
    const all = await get("/services");
    const kitchen = [await get("/services?q=kitchen"), await get("/services?q=kitchen")];
    expect(kitchen.map((a) => a.headers["x-cache"])).toEqual(["MISS", "HIT"]);
    expect(kitchen[1]!.text.length).toBeLessThan(all.text.length);
    expect(kitchen[1]!.text).toContain("Kitchen");
  });

  it.each(["/?utm_source=newsletter", "/book?serviceId=abc", "/services?q=a&q=b", "/api/services?limit=1"])(
    "one the page does not read goes past the cache: %s",
    async (path) => {
      for (let i = 0; i < 2; i++) {
        const answer = await get(path);
        expect([answer.status, answer.headers["x-cache"]]).toEqual([200, "BYPASS"]);
      }
    },
  );

  it("cannot make the cache grow without bound: a path keeps its 20 latest variants", async () => {
    const paths = Array.from({ length: 25 }, (_, i) => `/services?q=made-up-${i}`);
    for (const path of paths) await get(path);
    expect((await get(paths[24]!)).headers["x-cache"]).toBe("HIT");
    expect((await get(paths[0]!)).headers["x-cache"]).toBe("MISS");
    expect((await get("/services")).headers["x-cache"]).toBe("HIT");
  });
});

describe("a visitor with a session or a flash", () => {
  it("a signed-in customer's pages are rendered for them and stay private", async () => {
    await get("/");
    const customer = await signInCustomer(server, "cached.visitor@example.com");
    for (const path of ["/", "/services", "/_.data", "/api/services"]) {
      const res = await customer.fetch(path);
      expect(res.headers.get("x-cache")).toBe("BYPASS");
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      if (path === "/") expect(await res.text()).toContain("Logout");
    }
    const anonymous = await get("/");
    expect(anonymous.headers["x-cache"]).toBe("HIT");
    expect(anonymous.text).not.toContain("Logout");
  });

  it("an admin too", async () => {
    const res = await admin.fetch("/");
    expect(res.headers.get("x-cache")).toBe("BYPASS");
    expect(await res.text()).toContain(">Admin<");
  });

  it("a flash cookie: the one-time message is shown, not cached", async () => {
    const visitor = browserLikeClient(server.url);
    expect((await visitor.fetch("/my-projects")).status).toBe(302);
    const res = await visitor.fetch("/");
    expect(res.headers.get("x-cache")).toBe("BYPASS");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(await res.text()).toContain("Login Required");
  });

  it("a reminder's link to a visit signs in first and comes back to it", async () => {
    const visitor = browserLikeClient(server.url);
    const res = await visitor.fetch("/my-projects/7?action=cancel");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(
      `/login?returnTo=${encodeURIComponent("/my-projects/7?action=cancel")}`,
    );
  });
});

describe("an admin's edit", () => {
  it("shows at once on the cached pages and API", async () => {
    const paths = ["/", "/services", "/services.data", "/api/services"];
    for (const path of paths) await get(path);
    const services = (await (await admin.fetch("/api/admin/services")).json()) as Array<
      Record<string, unknown>
    >;
    const service = services.find((s) => s.isActive)!;
    const { id, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = service;
    const edited = await admin.fetch(`/api/admin/services/${String(id)}`, {
      method: "PUT",
      json: { ...fields, stripeProductId: fields.stripeProductId ?? "", name: "Freshly Renamed Service" },
    });
    expect(edited.status).toBe(200);
    for (const path of paths) {
      const answer = await get(path);
      expect(answer.headers["x-cache"]).toBe("MISS");
      expect(answer.text).toContain("Freshly Renamed Service");
    }
  });
});

describe("with PAGE_CACHE=off", () => {
  it("every answer comes from the app", async () => {
    const plain = await startTestServer({ database: server.database, withPages: true });
    try {
      const res = await fetch(`${plain.url}/`);
      expect(res.status).toBe(200);
      expect(res.headers.get("x-cache")).toBeNull();
      expect(res.headers.get("cache-control")).toBeNull();
    } finally {
      await plain.close();
    }
  });
});
