/**
 * The data migration that moves quote requests' photos saved before photos were private (`/uploads/`) to the
 * private storage (`/media/`), on the local folder and on S3: what it moves and what it leaves, the answers of
 * both addresses afterwards, a second run that changes nothing, and two instances running it at once.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeImage } from "~/features/uploads/image-processing.server";
import { imageStorageFrom, type ImageStorage } from "~/features/uploads/image-storage.server";
import { moveQuotePhotosToPrivate } from "~/features/uploads/private-quote-photos.server";
import {
  customers,
  estimatePhotos,
  estimates,
  projects,
  quoteRequestPhotos,
  quoteRequests,
} from "~db/schema";
import { createAdmin, signInAdmin } from "~tests/support/auth-helpers";
import type { Client } from "~tests/support/browser-like-client";
import { databaseFingerprint } from "~tests/support/fixtures";
import { solidImage } from "~tests/support/images";
import { startS3Server, type S3TestServer } from "~tests/support/s3-server";
import { startTestServer, type TestServer } from "~tests/support/test-server";
import { runDataMigrations } from "./data-migrations";
import { createLogger } from "./logger";

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3?.close());

const nameOf = (url: string) => url.split("/").pop()!;
const smallOf = (name: string) => name.replace("-1200.webp", "-600.webp");
const filesOf = async (storage: ImageStorage) => (await storage.list()).map((file) => file.name).sort();

describe.each([
  ["the local folder", () => ({})],
  ["S3", () => s3.env],
])("moving old quote photos on %s", (_storage, env) => {
  let server: TestServer;
  let admin: Client;
  let publicImages: ImageStorage;
  let privateImages: ImageStorage;
  let estimateNumber = 8000;

  beforeAll(async () => {
    server = await startTestServer({ env: env() });
    await createAdmin(server, "admin@example.com");
    admin = (await signInAdmin(server, "admin@example.com")).client;
    publicImages = imageStorageFrom(server.config);
    privateImages = imageStorageFrom(server.config, "private");
  });
  afterAll(() => server?.close());

  /** A quote request saved as before: its photos public uploads under `/uploads/`. */
  async function oldQuoteRequest(photoUrls: string[]) {
    const [request] = await server.database.db
      .insert(quoteRequests)
      .values({
        name: "Jane Doe",
        email: "jane@example.com",
        phone: "3255550199",
        serviceType: "Kitchen Remodeling",
        details: "Photos of the kitchen attached.",
        preferredDate: "2030-01-01",
      })
      .returning({ id: quoteRequests.id });
    await server.database.db
      .insert(quoteRequestPhotos)
      .values(photoUrls.map((url, position) => ({ quoteRequestId: request!.id, url, position })));
    return request!.id;
  }

  /** An estimate written from the request: its photos copied from the request, same URLs. */
  async function estimateFrom(quoteRequestId: number, photoUrls: string[]) {
    const [customer] = await server.database.db
      .insert(customers)
      .values({ email: "jane@example.com", name: "Jane Doe" })
      .onConflictDoUpdate({ target: customers.email, set: { name: "Jane Doe" } })
      .returning({ id: customers.id });
    const [estimate] = await server.database.db
      .insert(estimates)
      .values({
        number: ++estimateNumber,
        quoteRequestId,
        customerId: customer!.id,
        customerName: "Jane Doe",
        customerEmail: "jane@example.com",
        customerPhone: "3255550199",
        title: "Kitchen remodel",
        validUntil: "2030-01-31",
        depositKind: "percent",
        depositValue: "30.00",
      })
      .returning({ id: estimates.id });
    await server.database.db
      .insert(estimatePhotos)
      .values(photoUrls.map((url, position) => ({ estimateId: estimate!.id, url, position })));
  }

  const uploadPublic = async () => storeImage(publicImages, await solidImage(900, 600));
  const status = async (client: Client, path: string) => (await client.fetch(path)).status;

  it("moves them to /media/ with their estimates' copies, once, keeping what the site still shows", async () => {
    const [kitchen, sink, alsoOnProject] = [await uploadPublic(), await uploadPublic(), await uploadPublic()];
    const quoteId = await oldQuoteRequest([kitchen, sink, alsoOnProject]);
    await estimateFrom(quoteId, [kitchen]);
    // The owner once put one of the photos on a portfolio project: that one stays public too.
    await server.database.db.insert(projects).values({
      title: "A kitchen",
      description: "Cabinets.",
      category: "Kitchen",
      imageUrl: alsoOnProject,
      completionDate: "2026-01-01",
    });
    for (const url of [kitchen, sink]) expect(await status(admin, url)).toBe(200);

    await runDataMigrations(server.database, server.config, createLogger("silent"));

    const rows = await server.database.db
      .select({ url: quoteRequestPhotos.url })
      .from(quoteRequestPhotos)
      .where(eq(quoteRequestPhotos.quoteRequestId, quoteId))
      .orderBy(quoteRequestPhotos.position);
    const moved = [kitchen, sink, alsoOnProject].map((url) => `/media/${nameOf(url)}`);
    expect(rows.map((row) => row.url)).toEqual(moved);
    const copies = await server.database.db.select({ url: estimatePhotos.url }).from(estimatePhotos);
    expect(copies.map((row) => row.url)).toContain(moved[0]);

    for (const url of moved) {
      for (const path of [url, smallOf(url)]) expect(await status(admin, path), path).toBe(200);
    }
    for (const url of [kitchen, sink]) {
      for (const path of [url, smallOf(url)]) expect(await status(admin, path), path).toBe(404);
    }
    expect(await status(admin, alsoOnProject)).toBe(200);

    // A second run (another start) finds nothing to do and changes nothing.
    const before = {
      rows: await databaseFingerprint(server.database.db),
      public: await filesOf(publicImages),
      private: await filesOf(privateImages),
    };
    expect(await moveQuotePhotosToPrivate(server.database.db, publicImages, privateImages)).toEqual({
      moved: 0,
      missingFiles: 0,
    });
    expect({
      rows: await databaseFingerprint(server.database.db),
      public: await filesOf(publicImages),
      private: await filesOf(privateImages),
    }).toEqual(before);
  });

  it("moves each photo once when two instances start together, and names the files already lost", async () => {
    const urls = [await uploadPublic(), await uploadPublic(), await uploadPublic()];
    const lost = `/uploads/${"c".repeat(32)}-1200.webp`;
    await oldQuoteRequest([...urls, lost]);

    const runs = await Promise.all([
      moveQuotePhotosToPrivate(server.database.db, publicImages, privateImages),
      moveQuotePhotosToPrivate(server.database.db, publicImages, privateImages),
    ]);
    expect(runs[0]!.moved + runs[1]!.moved).toBe(4);
    expect(runs[0]!.missingFiles + runs[1]!.missingFiles).toBe(2);

    const publicFiles = await filesOf(publicImages);
    const privateFiles = await filesOf(privateImages);
    for (const url of urls) {
      const name = nameOf(url);
      expect(publicFiles).not.toContain(name);
      expect(privateFiles).toEqual(expect.arrayContaining([name, smallOf(name)]));
    }
    const left = await server.database.db.select({ url: quoteRequestPhotos.url }).from(quoteRequestPhotos);
    expect(left.filter((row) => row.url.startsWith("/uploads/"))).toEqual([]);
  });
});
