/**
 * A job's and a visit's notes and photos (docs/job-media.md): photos stored privately once per upload key,
 * refused with the uploads' messages; notes internal or shared; the customer reads the shared notes and every
 * photo of their own job or visit, nobody else's; a visit of a job is the job's.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminMediaView, CustomerMediaView } from "~/features/job-media/job-media-view";
import { NOTE_REQUIRED, PHOTO_REQUIRED, STAGE_REQUIRED } from "~/features/job-media/job-media.schema";
import { NOT_AN_IMAGE } from "~/features/uploads/image-processing.server";
import { addDays, businessToday } from "~/lib/dates";
import { bookings, jobPhotos } from "~db/schema";
import { startAdminTestServer, type AdminTestServer } from "~tests/support/admin-session";
import { signInCustomer } from "~tests/support/auth-helpers";
import { ensureSettings } from "~tests/support/booking";
import { sentEstimate } from "~tests/support/estimate-jobs";
import { makeVisit } from "~tests/support/fixtures";
import { photoWithLocation, solidImage } from "~tests/support/images";
import { approvedJobFor, bookingsOf, scheduleVisit } from "~tests/support/job-fixtures";
import { addedNote, addedPhoto, jobBase, postPhoto, storedFiles, visitBase } from "~tests/support/job-media";

let t: AdminTestServer;
const db = () => t.server.database.db;
const clients = () => ({ db: db(), admin: t.admin, anonymous: t.anonymous });
// The signed-in customer of the test server (admin-session.ts).
const MINE = { name: "Casey Customer", email: "customer@example.com", phone: "325-555-0142" };

beforeAll(async () => {
  t = await startAdminTestServer();
  await ensureSettings(db());
});
afterAll(() => t?.server.close());

const mediaOf = async (base: string) => {
  const res = await t.admin.fetch(`${base}/media`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as AdminMediaView;
};

describe("POST /api/admin/jobs/{estimateId}/photos", () => {
  it("stores the photo privately, re-encoded, and answers it with 201", async () => {
    const job = await approvedJobFor(clients(), { customer: MINE });
    const before = storedFiles(t.server, "private-media").length;
    const photo = await addedPhoto(t.admin, jobBase(job.id), await photoWithLocation(), {
      stage: "before",
      caption: "The old tile",
    });
    expect(photo).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(/^\/media\/[0-9a-f]{32}-1200\.webp$/),
      stage: "before",
      caption: "The old tile",
      createdAt: expect.any(String),
    });
    expect(storedFiles(t.server, "private-media").length).toBe(before + 2);
    expect(storedFiles(t.server, "uploads")).toEqual([]);
    // The admin sees it; its location and camera are gone.
    const served = await t.admin.fetch(photo.url);
    expect(served.status).toBe(200);
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata.format).toBe("webp");
    expect(metadata.exif).toBeUndefined();
  });

  it("answers the photo already stored for a repeated upload key, 201 both times, stored once", async () => {
    const job = await approvedJobFor(clients(), { customer: MINE });
    const bytes = await solidImage(320, 240, "jpeg");
    const uploadKey = crypto.randomUUID();
    const first = await addedPhoto(t.admin, jobBase(job.id), bytes, { stage: "after", uploadKey });
    const files = storedFiles(t.server, "private-media").length;
    const again = await addedPhoto(t.admin, jobBase(job.id), bytes, { stage: "after", uploadKey });
    expect(again).toEqual(first);
    expect(storedFiles(t.server, "private-media").length).toBe(files);
    const rows = await db().select().from(jobPhotos).where(eq(jobPhotos.estimateId, job.id));
    expect(rows).toHaveLength(1);
    // The key of one job's photo names nothing on another.
    const other = await approvedJobFor(clients(), { customer: MINE });
    expect((await postPhoto(t.admin, jobBase(other.id), bytes, { uploadKey })).status).toBe(409);
  });

  it("refuses what is not an image, a missing file and an unknown stage with 400, and stores nothing", async () => {
    const job = await approvedJobFor(clients(), { customer: MINE });
    const files = storedFiles(t.server, "private-media").length;
    const text = await postPhoto(t.admin, jobBase(job.id), Buffer.from("not a picture"), {
      filename: "photo.jpg",
    });
    expect(text.status).toBe(400);
    expect(await text.json()).toMatchObject({ message: NOT_AN_IMAGE, errors: { photo: NOT_AN_IMAGE } });

    const none = await postPhoto(t.admin, jobBase(job.id), undefined);
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ message: PHOTO_REQUIRED, errors: { photo: PHOTO_REQUIRED } });

    const stage = await postPhoto(t.admin, jobBase(job.id), await solidImage(10, 10), { stage: "someday" });
    expect(stage.status).toBe(400);
    expect(await stage.json()).toMatchObject({ errors: { stage: STAGE_REQUIRED } });

    expect(storedFiles(t.server, "private-media").length).toBe(files);
    expect((await mediaOf(jobBase(job.id))).photos).toEqual([]);
  });

  it("answers 404 for no job, and for an estimate that is not a job", async () => {
    const { estimate } = await sentEstimate(clients(), { customer: MINE });
    for (const id of [estimate.id, 2_000_000_000]) {
      const res = await postPhoto(t.admin, jobBase(id), await solidImage(10, 10));
      expect(res.status, String(id)).toBe(404);
      expect(await res.json()).toMatchObject({ message: "Job not found" });
    }
    expect((await postPhoto(t.admin, visitBase(2_000_000_000), await solidImage(10, 10))).status).toBe(404);
    expect((await postPhoto(t.admin, "/api/admin/jobs/abc", await solidImage(10, 10))).status).toBe(400);
  });
});

describe("POST /api/admin/jobs/{estimateId}/notes", () => {
  it("stores internal and shared notes, and refuses an empty one", async () => {
    const job = await approvedJobFor(clients(), { customer: MINE });
    const empty = await t.admin.post(`${jobBase(job.id)}/notes`, { text: "   ", shared: true });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ errors: { text: NOTE_REQUIRED } });

    const shared = await t.admin.post(`${jobBase(job.id)}/notes`, {
      text: "Tile arrives Monday",
      shared: true,
    });
    expect(shared.status).toBe(201);
    expect(await shared.json()).toEqual({
      id: expect.any(Number),
      text: "Tile arrives Monday",
      shared: true,
      createdAt: expect.any(String),
    });
    await addedNote(t.admin, jobBase(job.id), "Customer haggles: hold firm", false);
    const media = await mediaOf(jobBase(job.id));
    expect(media.notes.map(({ text, shared }) => ({ text, shared }))).toEqual([
      { text: "Customer haggles: hold firm", shared: false },
      { text: "Tile arrives Monday", shared: true },
    ]);
    expect(media).toMatchObject({
      estimateId: job.id,
      bookingId: null,
      title: "Kitchen refresh",
      customer: { name: MINE.name, email: MINE.email },
      publishRefusal: expect.stringMatching(/^Only a completed job/),
    });
    expect((await t.admin.post(`${jobBase(2_000_000_000)}/notes`, { text: "x" })).status).toBe(404);
  });
});

describe("the customer's side", () => {
  it("shows the customer the shared notes and every photo of their job, never an internal note", async () => {
    const job = await approvedJobFor(clients(), { customer: MINE });
    await addedNote(t.admin, jobBase(job.id), "We start at 8", true);
    await addedNote(t.admin, jobBase(job.id), "Gate code 4411, dog is friendly", false);
    const photo = await addedPhoto(t.admin, jobBase(job.id), await solidImage(64, 48, "png"), {
      stage: "during",
      caption: "Framing",
    });

    const res = await t.customer.fetch(`/api/account/jobs/${job.id}/media`);
    expect(res.status, await res.clone().text()).toBe(200);
    const media = (await res.json()) as CustomerMediaView;
    expect(media.notes.map((note) => note.text)).toEqual(["We start at 8"]);
    expect(JSON.stringify(media)).not.toContain("Gate code");
    expect(media.photos).toEqual([photo]);
    expect(media.consent).toBeNull();
    expect(media.wording).toBe(
      "I agree that Big Country Home Remodeling may show photos of this finished work on its website and social pages.",
    );
    // The photo itself: theirs to see, nobody else's.
    expect((await t.customer.fetch(photo.url)).status).toBe(200);
    expect((await t.anonymous.fetch(photo.url)).status).toBe(404);
  });

  it("is a 404 for someone else's job or none (an admin included), 401 anonymous", async () => {
    const theirs = await approvedJobFor(clients());
    const stranger = await signInCustomer(t.server, "stranger@example.com");
    for (const client of [t.customer, stranger, t.admin]) {
      const res = await client.fetch(`/api/account/jobs/${theirs.id}/media`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ message: "Job not found" });
    }
    expect((await t.customer.fetch("/api/account/jobs/2000000000/media")).status).toBe(404);
    expect((await t.anonymous.fetch(`/api/account/jobs/${theirs.id}/media`)).status).toBe(401);
    expect(
      (await t.anonymous.post(`/api/account/jobs/${theirs.id}/photo-consent`, { agree: true })).status,
    ).toBe(401);
    expect(
      (await stranger.post(`/api/account/jobs/${theirs.id}/photo-consent`, { agree: true })).status,
    ).toBe(404);
  });

  it("works the same for a booked visit without a job", async () => {
    const { bookingId } = await makeVisit(db(), { email: MINE.email, serviceName: "Fence Repair" });
    await addedNote(t.admin, visitBase(bookingId), "Posts set in concrete", true);
    await addedNote(t.admin, visitBase(bookingId), "Neighbor complained", false);
    const photo = await addedPhoto(t.admin, visitBase(bookingId), await solidImage(40, 40), {
      stage: "after",
    });
    const admin = await mediaOf(visitBase(bookingId));
    expect(admin).toMatchObject({ estimateId: null, bookingId, title: "Fence Repair" });
    expect(admin.notes).toHaveLength(2);

    const res = await t.customer.fetch(`/api/account/visits/${bookingId}/media`);
    expect(res.status).toBe(200);
    const media = (await res.json()) as CustomerMediaView;
    expect(media.notes.map((note) => note.text)).toEqual(["Posts set in concrete"]);
    expect(media.photos).toEqual([photo]);
    const stranger = await signInCustomer(t.server, "visit-stranger@example.com");
    expect((await stranger.fetch(`/api/account/visits/${bookingId}/media`)).status).toBe(404);
  });

  it("files a job's visit under the job", async () => {
    const job = await approvedJobFor(clients(), { customer: MINE });
    await scheduleVisit(t.admin, job.id, addDays(businessToday(), 30));
    const [visit] = await bookingsOf(db(), job.id);
    await addedNote(t.admin, visitBase(visit!.id), "Day one went well", true);
    expect((await mediaOf(jobBase(job.id))).notes.map((note) => note.text)).toEqual(["Day one went well"]);
    const [row] = await db()
      .select({ estimateId: bookings.estimateId })
      .from(bookings)
      .where(eq(bookings.id, visit!.id));
    expect(row!.estimateId).toBe(job.id);
  });
});
