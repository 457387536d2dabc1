/**
 * Two instances of the site over one database, each with its page cache: an admin's edit through one shows
 * on the other's cached pages at once (PostgreSQL LISTEN/NOTIFY), not after the time to live. Runs the
 * production build (`npm run build` first).
 */
import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "~db/seed";
import { createAdmin, signInAdmin } from "~tests/support/auth-helpers";
import type { Client } from "~tests/support/browser-like-client";
import { createTestDatabase } from "~tests/support/test-database";
import { startTestServer, type TestServer } from "~tests/support/test-server";

let a: TestServer;
let b: TestServer;
let admin: Client;

beforeAll(async () => {
  // A time to live far beyond the test: only the announcement can clear B's pages.
  const env = { PAGE_CACHE: "on", PAGE_CACHE_TTL: "3600" };
  a = await startTestServer({ env, withPages: true });
  b = await startTestServer({ env, withPages: true, database: a.database });
  await seedDemoData(a.database.db);
  await createAdmin(a, "instances.admin@example.com");
  ({ client: admin } = await signInAdmin(a, "instances.admin@example.com"));
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

async function page(server: TestServer, path: string) {
  const res = await fetch(`${server.url}${path}`);
  return { cache: res.headers.get("x-cache"), text: await res.text() };
}

/** Cached on B: asked twice, the second answer from the cache. */
async function cachedOnB(path: string) {
  await page(b, path);
  expect((await page(b, path)).cache).toBe("HIT");
}

/**
 * B's answer once it shows `text`. The edit's answer leaves A only after the announcement is committed;
 * B hears it a moment later, on its own connection, so allow it that moment (far below the time to live).
 */
async function onBOnceItShows(path: string, text: string) {
  const deadline = Date.now() + 1_000;
  for (;;) {
    const answer = await page(b, path);
    if (answer.text.includes(text) || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function editFirstActive<T extends Record<string, unknown>>(
  kind: "services" | "projects",
  changes: Partial<T>,
) {
  // The admin list of services (inactive ones too); projects have only the public list.
  const list = kind === "services" ? "/api/admin/services" : "/api/projects";
  const rows = (await (await admin.fetch(list)).json()) as Array<Record<string, unknown>>;
  const row = rows.find((r) => r.isActive !== false)!;
  const { id, createdAt: _c, updatedAt: _u, ...fields } = row;
  const res = await admin.fetch(`/api/admin/${kind}/${String(id)}`, {
    method: "PUT",
    json: {
      ...fields,
      ...(kind === "services" && { stripeProductId: fields.stripeProductId ?? "" }),
      ...changes,
    },
  });
  expect(res.status).toBe(200);
}

describe("an admin's edit through instance A", () => {
  it("a service's name: on B's cached home page, services page and API", async () => {
    for (const path of ["/", "/services", "/api/services"]) await cachedOnB(path);
    await editFirstActive("services", { name: "Renamed Through A" });
    for (const path of ["/", "/services", "/api/services"]) {
      const answer = await onBOnceItShows(path, "Renamed Through A");
      expect(answer.text).toContain("Renamed Through A");
      expect(answer.cache).toBe("MISS");
    }
  });

  it("a project's title: on B's cached projects page", async () => {
    await cachedOnB("/projects");
    await editFirstActive("projects", { title: "Retitled Through A" });
    expect((await onBOnceItShows("/projects", "Retitled Through A")).text).toContain("Retitled Through A");
  });

  it("the business's phone number: in B's cached footer and contact API", async () => {
    for (const path of ["/about", "/api/contact-info"]) await cachedOnB(path);
    const settings = (await (await admin.fetch("/api/admin/contact-info")).json()) as Record<string, unknown>;
    const { id: _id, updatedAt: _u, ...fields } = settings;
    expect((await admin.post("/api/admin/contact-info", { ...fields, phone: "(325) 555-0199" })).status).toBe(
      200,
    );
    for (const path of ["/about", "/api/contact-info"]) {
      expect((await onBOnceItShows(path, "555-0199")).text).toContain("555-0199");
    }
  });
});

describe("another process's write", () => {
  it("`npm run db:seed` on the database of a running site: its cached empty lists are forgotten", async () => {
    const database = await createTestDatabase();
    const site = await startTestServer({ env: { PAGE_CACHE: "on" }, database });
    try {
      const services = async () => {
        const res = await fetch(`${site.url}/api/services`);
        return { cache: res.headers.get("x-cache"), list: (await res.json()) as unknown[] };
      };
      await services();
      expect(await services()).toEqual({ cache: "HIT", list: [] });
      const seed = spawn(process.execPath, ["--import", "tsx", "db/seed-cli.ts"], {
        env: { PATH: process.env.PATH, NODE_ENV: "development", DATABASE_URL: database.url },
        stdio: "ignore",
      });
      expect(await new Promise((resolve) => seed.on("exit", resolve))).toBe(0);
      const after = await services();
      expect(after.cache).toBe("MISS");
      expect(after.list.length).toBeGreaterThan(0);
    } finally {
      await site.close();
      await database.dispose();
    }
  });
});
