/**
 * The sweep of unused uploads, on the real local storage and database, at fixed instants: an image nothing
 * references goes once it is a day old, never earlier; one a service, a project, a project's extra images,
 * a quote request's photos or an estimate's photos mention stays, however old; files that are not our
 * uploads are never touched. The private storage is swept the same way, keeping quote and job photos.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  customers,
  estimatePhotos,
  estimates,
  jobPhotos,
  projectImages,
  projects,
  quoteRequestPhotos,
  quoteRequests,
  services,
  bookings,
} from "~db/schema";
import { solidImage } from "~tests/support/images";
import { createTestDatabase, type TestDatabase } from "~tests/support/test-database";
import { storeImage } from "./image-processing.server";
import { localImageStorage, type ImageStorage } from "./image-storage.server";
import { sweepUnusedImages } from "./sweep.server";
import { imageIdOf, MEDIA_PATH, variantName } from "./upload-names";

let database: TestDatabase;
let dataDir: string;
let storage: ImageStorage;
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sweep-test-"));
  storage = localImageStorage(dataDir);
});
afterAll(async () => {
  await database?.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const idOf = (url: string) => imageIdOf(path.basename(url))!;
const upload = async () => storeImage(storage, await solidImage(40, 30));
const stored = async () => new Set((await storage.list()).map((file) => file.name));
/** Both variants of the image are still stored. */
const kept = async (url: string) => {
  const names = await stored();
  return [600, 1200].every((width) => names.has(variantName(idOf(url), width)));
};

describe("the local storage's list", () => {
  it("is empty before the first upload, then names each file with the time it was written", async () => {
    expect(await localImageStorage(path.join(dataDir, "nothing-yet")).list()).toEqual([]);
    const before = Date.now();
    const url = await upload();
    const files = (await storage.list()).filter((file) => file.name.startsWith(idOf(url)));
    expect(files.map((file) => file.name).toSorted()).toEqual([
      variantName(idOf(url), 1200),
      variantName(idOf(url), 600),
    ]);
    for (const file of files) expect(file.modifiedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});

/** A photo a visitor attached to a quote request. */
async function keepInQuoteRequest(url: string) {
  const [request] = await database.db
    .insert(quoteRequests)
    .values({
      name: "Jane Doe",
      email: "jane@example.com",
      phone: "3255550199",
      serviceType: "Kitchen",
      details: "New cabinets, photos attached.",
      preferredDate: "2030-01-01",
    })
    .returning({ id: quoteRequests.id });
  await database.db.insert(quoteRequestPhotos).values({ quoteRequestId: request!.id, url, position: 0 });
}

/** A photo the business put on an estimate. */
async function keepInEstimate(url: string) {
  const [customer] = await database.db
    .insert(customers)
    .values({ email: "sweep-estimate@example.com", name: "Sam Carter" })
    .returning({ id: customers.id });
  const [estimate] = await database.db
    .insert(estimates)
    .values({
      number: 9001,
      customerId: customer!.id,
      customerName: "Sam Carter",
      customerEmail: "sweep-estimate@example.com",
      customerPhone: "3255550123",
      title: "New deck",
      validUntil: "2030-01-31",
      depositKind: "percent",
      depositValue: "30.00",
    })
    .returning({ id: estimates.id });
  await database.db.insert(estimatePhotos).values({ estimateId: estimate!.id, url, position: 0 });
}

describe("sweepUnusedImages", () => {
  it("deletes only images that nothing references and that are a day old", async () => {
    const [serviceImage, projectImage, extraImage, quotePhoto, estimatePhoto, unused] = [
      await upload(),
      await upload(),
      await upload(),
      await upload(),
      await upload(),
      await upload(),
    ];
    await database.db
      .insert(services)
      .values({ name: "Decks", description: "Built.", imageUrl: serviceImage });
    // A project's main image is named by its large variant, an extra image here by its small one.
    const [project] = await database.db
      .insert(projects)
      .values({
        title: "A deck",
        description: "Cedar.",
        category: "Other",
        imageUrl: projectImage,
        completionDate: "2026-01-01",
      })
      .returning({ id: projects.id });
    await database.db
      .insert(projectImages)
      .values({ projectId: project!.id, url: `/uploads/${variantName(idOf(extraImage), 600)}`, position: 0 });
    await keepInQuoteRequest(quotePhoto);
    await keepInEstimate(estimatePhoto);
    fs.writeFileSync(path.join(dataDir, "uploads", "notes.txt"), "not an upload");

    // Within the day nothing goes, referenced or not.
    expect(await sweepUnusedImages(database.db, storage, new Date(Date.now() + 23 * HOUR))).toEqual([]);
    expect(await kept(unused)).toBe(true);

    const dayLater = new Date(Date.now() + 25 * HOUR);
    const deleted = await sweepUnusedImages(database.db, storage, dayLater);
    expect(deleted).toContain(idOf(unused));
    expect(await kept(unused)).toBe(false);
    for (const url of [serviceImage, projectImage, extraImage, quotePhoto, estimatePhoto]) {
      expect(await kept(url), url).toBe(true);
    }
    expect(fs.existsSync(path.join(dataDir, "uploads", "notes.txt"))).toBe(true);
    // Nothing is left to sweep.
    expect(await sweepUnusedImages(database.db, storage, dayLater)).toEqual([]);
  });

  it("reads an image's age from its newest file", async () => {
    const url = await upload();
    const large = path.join(dataDir, "uploads", variantName(idOf(url), 1200));
    const twoDaysAgo = new Date(Date.now() - 48 * HOUR);
    fs.utimesSync(large, twoDaysAgo, twoDaysAgo);
    expect(await sweepUnusedImages(database.db, storage)).not.toContain(idOf(url));
    expect(await kept(url)).toBe(true);
    fs.utimesSync(path.join(dataDir, "uploads", variantName(idOf(url), 600)), twoDaysAgo, twoDaysAgo);
    expect(await sweepUnusedImages(database.db, storage)).toEqual([idOf(url)]);
  });

  it("sweeps the private storage alike, keeping the photos of quote requests and jobs", async () => {
    const privateStorage = localImageStorage(dataDir, "private");
    const privateUpload = async () => storeImage(privateStorage, await solidImage(40, 30), MEDIA_PATH);
    const [quotePhoto, jobPhoto, visitPhoto, unused] = [
      await privateUpload(),
      await privateUpload(),
      await privateUpload(),
      await privateUpload(),
    ];
    const publicImage = await upload();
    await keepInQuoteRequest(quotePhoto);
    const [customer] = await database.db
      .insert(customers)
      .values({ email: "sweep-job@example.com", name: "Jo Carter" })
      .returning({ id: customers.id });
    const [estimate] = await database.db
      .insert(estimates)
      .values({
        number: 9002,
        customerId: customer!.id,
        customerName: "Jo Carter",
        customerEmail: "sweep-job@example.com",
        customerPhone: "3255550124",
        title: "New bath",
        validUntil: "2030-01-31",
        depositKind: "percent",
        depositValue: "30.00",
      })
      .returning({ id: estimates.id });
    const [booking] = await database.db
      .insert(bookings)
      .values({
        customerId: customer!.id,
        date: "2030-05-01",
        time: "10:00",
        totalAmount: "100.00",
        depositAmount: "100.00",
      })
      .returning({ id: bookings.id });
    await database.db.insert(jobPhotos).values([
      { estimateId: estimate!.id, url: jobPhoto, stage: "before" },
      { bookingId: booking!.id, url: visitPhoto, stage: "after" },
    ]);

    const dayLater = new Date(Date.now() + 25 * HOUR);
    expect(await sweepUnusedImages(database.db, privateStorage, dayLater)).toEqual([idOf(unused)]);
    const privateFiles = new Set((await privateStorage.list()).map((file) => file.name));
    for (const url of [quotePhoto, jobPhoto, visitPhoto]) {
      for (const width of [600, 1200])
        expect(privateFiles.has(variantName(idOf(url), width)), url).toBe(true);
    }
    // Each sweep lists its own storage: a public image nothing names is the public sweep's to delete.
    expect(await kept(publicImage)).toBe(true);
    expect(await sweepUnusedImages(database.db, storage, dayLater)).toEqual([idOf(publicImage)]);
    expect(await sweepUnusedImages(database.db, privateStorage, dayLater)).toEqual([]);
  });
});
