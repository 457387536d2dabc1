/**
 * GET /media/<name>, the private images (docs/private-media.md), on the local folder and on S3 (s3rver): a
 * quote request's photo and a job's photo are served to the admin and to their customer only, kept only by
 * their browser; everyone else, and every name that is not a stored and saved one, gets the same plain 404.
 */
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeImage } from "~/features/uploads/image-processing.server";
import { imageStorageFrom } from "~/features/uploads/image-storage.server";
import { grantedImageUrl } from "~/features/uploads/media-grants.server";
import { MEDIA_PATH } from "~/features/uploads/upload-names";
import { customers, estimates, jobPhotos, quoteRequestPhotos } from "~db/schema";
import { createAdmin, signInAdmin, signInCustomer } from "~tests/support/auth-helpers";
import type { Client } from "~tests/support/browser-like-client";
import { makeVisit } from "~tests/support/fixtures";
import { solidImage } from "~tests/support/images";
import { startS3Server, type S3TestServer } from "~tests/support/s3-server";
import { startTestServer, TEST_AUTH_SECRET, type TestServer } from "~tests/support/test-server";
import { storedFiles } from "~tests/support/uploads";

const JANE = "jane.doe@example.com";
const SAM = "sam@example.com";

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3?.close());

/** A site with its admin, the customer Jane, the customer Sam, and a visitor. */
interface Site {
  server: TestServer;
  admin: Client;
  jane: Client;
  sam: Client;
}

async function startSite(env: Record<string, string>): Promise<Site> {
  const server = await startTestServer({ env: { TRUST_PROXY: "1", ...env } });
  await createAdmin(server, "admin@example.com");
  const admin = (await signInAdmin(server, "admin@example.com")).client;
  return { server, admin, jane: await signInCustomer(server, JANE), sam: await signInCustomer(server, SAM) };
}

let lastClient = 0;

/** A quote request from Jane with one photo, sent as the quote form sends it; answers the photo's saved URL. */
async function janeSendsQuotePhoto(server: TestServer) {
  const form = new FormData();
  const fields = {
    name: "Jane Doe",
    email: "Jane.Doe@Example.com",
    phone: "(325) 555-0199",
    serviceType: "Kitchen Remodeling",
    details: "The kitchen as it is today, photo attached.",
    preferredDate: "2030-03-01",
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const bytes = new Uint8Array(await solidImage(1600, 900, "png"));
  form.append("photos", new Blob([bytes], { type: "image/png" }), "kitchen.png");
  const res = await fetch(`${server.url}/api/quotes`, {
    method: "POST",
    headers: { "x-forwarded-for": `203.0.113.${++lastClient}` },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  const [photo] = await server.database.db
    .select({ url: quoteRequestPhotos.url })
    .from(quoteRequestPhotos)
    .where(eq(quoteRequestPhotos.quoteRequestId, id));
  return photo!.url;
}

/** Jane's estimate, written straight into its table (its job photos need nothing more). */
async function janesEstimate(server: TestServer) {
  const db = server.database.db;
  const [customer] = await db
    .insert(customers)
    .values({ email: JANE, name: "Jane Doe" })
    .onConflictDoUpdate({ target: customers.email, set: { name: "Jane Doe" } })
    .returning({ id: customers.id });
  const [estimate] = await db
    .insert(estimates)
    .values({
      number: 7001 + lastClient++,
      customerId: customer!.id,
      customerName: "Jane Doe",
      customerEmail: JANE,
      customerPhone: "3255550199",
      title: "Kitchen remodel",
      validUntil: "2030-01-31",
      depositKind: "percent",
      depositValue: "30.00",
      status: "approved",
    })
    .returning({ id: estimates.id });
  return estimate!.id;
}

/** A photo stored privately as the job photos' uploads store them, and its row on `owner`. */
async function jobPhoto(server: TestServer, owner: { estimateId: number } | { bookingId: number }) {
  const url = await storeImage(
    imageStorageFrom(server.config, "private"),
    await solidImage(800, 600),
    MEDIA_PATH,
  );
  await server.database.db.insert(jobPhotos).values({ ...owner, url, stage: "before" });
  return url;
}

/** A response's status, headers (but the date and the CSP's nonce) and body, to compare two answers. */
async function answer(res: Response) {
  const headers = Object.fromEntries(
    [...res.headers]
      .filter(([name]) => name !== "date")
      .map(([name, value]) => [name, value.replace(/'nonce-[^']+'/, "'nonce'")]),
  );
  return { status: res.status, headers, body: await res.text() };
}

const smallVariant = (url: string) => url.replace("-1200.webp", "-600.webp");

/** Who is let in: each of the site's people asks for `url` (both variants, GET and HEAD). */
async function whoSees(site: Site, url: string) {
  const seen: string[] = [];
  const people: Array<[string, (path: string, init: RequestInit) => Promise<Response>]> = [
    ["admin", (p, init) => site.admin.fetch(p, init)],
    ["jane", (p, init) => site.jane.fetch(p, init)],
    ["sam", (p, init) => site.sam.fetch(p, init)],
    ["visitor", (p, init) => fetch(`${site.server.url}${p}`, init)],
  ];
  for (const [who, get] of people) {
    const answers = [];
    for (const variant of [url, smallVariant(url)]) {
      for (const method of ["GET", "HEAD"]) answers.push(await get(variant, { method }));
    }
    const statuses = new Set(answers.map((res) => res.status));
    expect(statuses.size, `${who}: ${[...statuses].join(", ")}`).toBe(1);
    if (statuses.has(200)) {
      for (const res of answers) {
        expect(res.headers.get("content-type")).toBe("image/webp");
        expect(res.headers.get("cache-control")).toBe("private, max-age=3600");
        expect(res.headers.get("vary")).toContain("Cookie");
        expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      }
      seen.push(who);
    } else {
      expect(statuses.has(404), who).toBe(true);
      for (const res of answers) expect(res.headers.get("cache-control")).toBe("no-store");
    }
  }
  return seen;
}

describe.each([
  ["the local folder", () => ({})],
  ["S3", () => s3.env],
])("private media on %s", (_storage, env) => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite(env());
  });
  afterAll(() => site?.server.close());

  it("serves a quote request's photo to the admin and to the customer who sent it, and to nobody else", async () => {
    const url = await janeSendsQuotePhoto(site.server);
    expect(url).toMatch(/^\/media\/[0-9a-f]{32}-1200\.webp$/);
    expect(await whoSees(site, url)).toEqual(["admin", "jane"]);

    // Not a public upload under another address, and kept where no public address reaches it.
    const name = url.slice(MEDIA_PATH.length);
    for (const variant of [name, smallVariant(name)]) {
      expect((await site.admin.fetch(`/uploads/${variant}`)).status).toBe(404);
    }
    if (env() === s3.env) {
      const keys = await s3.keys();
      expect(keys).toEqual(
        expect.arrayContaining([`private-media/${name}`, `private-media/${smallVariant(name)}`]),
      );
      expect(
        keys.filter((key) => key.includes(name.slice(0, 32)) && !key.startsWith("private-media/")),
      ).toEqual([]);
      expect(await s3.object(`private-media/${name}`)).toMatchObject({
        contentType: "image/webp",
        cacheControl: "private, max-age=3600",
      });
    } else {
      expect(storedFiles(site.server)).not.toContain(name);
      expect(fs.existsSync(path.join(site.server.dataDir, "private-media", name))).toBe(true);
    }
  });

  it("serves a job's photo to the admin and to the job's customer, a job's or a booked visit's", async () => {
    const onJob = await jobPhoto(site.server, { estimateId: await janesEstimate(site.server) });
    expect(await whoSees(site, onJob)).toEqual(["admin", "jane"]);

    const { bookingId } = await makeVisit(site.server.database.db, { email: JANE });
    const onVisit = await jobPhoto(site.server, { bookingId });
    expect(await whoSees(site, onVisit)).toEqual(["admin", "jane"]);
  });

  it("answers a name that is not a saved photo with the same plain 404, to the admin too", async () => {
    const saved = await jobPhoto(site.server, { estimateId: await janesEstimate(site.server) });
    const refused = await answer(await fetch(`${site.server.url}${saved}`));
    expect(refused).toMatchObject({ status: 404, body: "Not found" });
    expect(refused.headers["x-robots-tag"]).toBe("noindex");

    // Stored but named by no row (an upload never saved), never stored, or not one of our names at all.
    const unsaved = await storeImage(
      imageStorageFrom(site.server.config, "private"),
      await solidImage(50, 50),
      MEDIA_PATH,
    );
    const names = [unsaved, `/media/${"0".repeat(32)}-1200.webp`, "/media/x.png", "/media/..%2fauth-secret"];
    for (const name of names) {
      for (const who of [site.admin, site.jane]) {
        expect(await answer(await who.fetch(name)), name).toEqual(refused);
      }
    }
  });
});

describe("a grant from a page its link opens", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite({});
  });
  afterAll(() => site?.server.close());

  it("opens one photo, both its sizes, to anyone holding it until it lapses", async () => {
    const url = await janeSendsQuotePhoto(site.server);
    const other = await janeSendsQuotePhoto(site.server);
    const now = new Date();
    const granted = grantedImageUrl(TEST_AUTH_SECRET, url, now);
    expect(granted).toMatch(/^\/media\/[0-9a-f]{32}-1200\.webp\?grant=\d+\.[\w-]{43}$/);
    // The same address all hour long, so the browser keeps its copy.
    expect(grantedImageUrl(TEST_AUTH_SECRET, url, new Date(now.getTime() + 1000))).toBe(granted);

    const visitor = (address: string) => fetch(`${site.server.url}${address}`);
    expect((await visitor(granted)).status).toBe(200);
    expect((await visitor(smallVariant(url) + granted.slice(url.length))).status).toBe(200);
    expect((await visitor(granted)).headers.get("cache-control")).toBe("private, max-age=3600");

    // Not another photo, not a changed grant, not a lapsed one, not one signed with another secret.
    expect((await visitor(other + granted.slice(url.length))).status).toBe(404);
    expect((await visitor(granted.replace(/\d+\./, (n) => `${Number(n.slice(0, -1)) + 3600}.`))).status).toBe(
      404,
    );
    const threeHoursAgo = new Date(now.getTime() - 3 * 60 * 60 * 1000);
    expect((await visitor(grantedImageUrl(TEST_AUTH_SECRET, url, threeHoursAgo))).status).toBe(404);
    expect((await visitor(grantedImageUrl("another secret of enough length, 0123456789", url))).status).toBe(
      404,
    );
    // Anything else keeps its address.
    expect(grantedImageUrl(TEST_AUTH_SECRET, "/uploads/x-1200.webp")).toBe("/uploads/x-1200.webp");
  });
});
