/**
 * Publishing a job's photos to the portfolio (docs/job-media.md, decision 0025), with the page cache on: only
 * finished work, only with the customer's consent on record (their tick, or a written one the owner records);
 * the project shows at once; its images are public copies while the originals stay private; unpublishing
 * takes the project and its copies away. And the owner's "Ask for consent" mail.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminMediaView } from "~/features/job-media/job-media-view";
import { CONSENT_REQUIRED } from "~/features/job-media/job-media.schema";
import { JOB_NOT_COMPLETE, VISIT_NOT_COMPLETE } from "~/features/job-media/media-owners.server";
import { businessToday } from "~/lib/dates";
import { NO_CUSTOMER_CONSENT } from "~/workflows/portfolio-publishing.server";
import { appointments, portfolioConsents, projectImages, projects } from "~db/schema";
import { createAdmin, outboxOf, signInAdmin, signInCustomer } from "~tests/support/auth-helpers";
import { ensureSettings } from "~tests/support/booking";
import { browserLikeClient, type Client } from "~tests/support/browser-like-client";
import { makeVisit } from "~tests/support/fixtures";
import { solidImage } from "~tests/support/images";
import { approvedJobFor } from "~tests/support/job-fixtures";
import { addedPhoto, jobBase, visitBase } from "~tests/support/job-media";
import { linkIn, waitForMail } from "~tests/support/outbox";
import { startTestServer, type TestServer } from "~tests/support/test-server";

const CUSTOMER = { name: "Robin Vale", email: "robin.vale@example.com", phone: "325-555-0171" };

let server: TestServer;
let admin: Client;
let customer: Client;
let anonymous: Client;
const db = () => server.database.db;

beforeAll(async () => {
  server = await startTestServer({ env: { PAGE_CACHE: "on" } });
  await ensureSettings(db());
  await createAdmin(server, "owner@example.com");
  admin = (await signInAdmin(server, "owner@example.com")).client;
  customer = await signInCustomer(server, CUSTOMER.email);
  anonymous = browserLikeClient(server.url);
});
afterAll(() => server?.close());

/** A job with a before and an after photo, marked complete unless said. */
async function jobWithPhotos({ complete = true } = {}) {
  const job = await approvedJobFor(
    { db: db(), admin, anonymous },
    { customer: CUSTOMER, title: "Deck rebuild" },
  );
  const before = await addedPhoto(admin, jobBase(job.id), await solidImage(300, 200, "jpeg"), {
    stage: "before",
    caption: "Rotten boards",
  });
  const after = await addedPhoto(admin, jobBase(job.id), await solidImage(300, 200, "png"), {
    stage: "after",
    caption: "New cedar deck",
  });
  if (complete) {
    const done = await admin.post(`/api/admin/jobs/${job.id}/complete`);
    expect(done.status, await done.clone().text()).toBe(200);
  }
  return { job, before, after };
}

const publishBody = (photoIds: number[], consent?: unknown) => ({
  title: "Cedar deck in Abilene",
  category: "Other",
  description: "A rotten deck rebuilt in cedar, with new railings.",
  photoIds,
  ...(consent === undefined ? {} : { consent }),
});

async function publicProjects() {
  const res = await anonymous.fetch("/api/projects");
  expect(res.status).toBe(200);
  return {
    cache: res.headers.get("x-cache"),
    list: (await res.json()) as Array<{ id: number; title: string; imageUrl: string; images: string[] }>,
  };
}

describe("POST /api/admin/jobs/{estimateId}/publish", () => {
  it("refuses work that is not complete (409) and a publication without consent (400)", async () => {
    const open = await jobWithPhotos({ complete: false });
    const early = await admin.post(
      `${jobBase(open.job.id)}/publish`,
      publishBody([open.after.id], { kind: "written", at: businessToday() }),
    );
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ message: JOB_NOT_COMPLETE });

    const { job, after } = await jobWithPhotos();
    const none = await admin.post(`${jobBase(job.id)}/publish`, publishBody([after.id]));
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({
      message: CONSENT_REQUIRED,
      errors: { consent: CONSENT_REQUIRED },
    });

    // "customer" needs their own tick on record.
    const unticked = await admin.post(
      `${jobBase(job.id)}/publish`,
      publishBody([after.id], { kind: "customer" }),
    );
    expect(unticked.status).toBe(400);
    expect(await unticked.json()).toMatchObject({ message: NO_CUSTOMER_CONSENT });

    const noDate = await admin.post(
      `${jobBase(job.id)}/publish`,
      publishBody([after.id], { kind: "written" }),
    );
    expect(noDate.status).toBe(400);
    expect((await publicProjects()).list.map((p) => p.title)).not.toContain("Cedar deck in Abilene");
    expect(await db().select().from(projects).where(eq(projects.sourceEstimateId, job.id))).toEqual([]);
  });

  it("publishes with the customer's tick: the project is on /api/projects at once, its images public copies", async () => {
    const { job, before, after } = await jobWithPhotos();
    // The customer ticks the box from their link: the time, address, browser and words are kept.
    const ticked = await customer.fetch(`/api/account/jobs/${job.id}/photo-consent`, {
      method: "POST",
      json: { agree: true },
      headers: { "user-agent": "PhoneBrowser/1.0" },
    });
    expect(ticked.status, await ticked.clone().text()).toBe(201);
    const consent = (await ticked.json()) as { id: number };
    const [row] = await db().select().from(portfolioConsents).where(eq(portfolioConsents.id, consent.id));
    expect(row).toMatchObject({
      estimateId: job.id,
      kind: "customer",
      givenBy: `Robin Vale (${CUSTOMER.email})`,
      wording:
        "I agree that Big Country Home Remodeling may show photos of this finished work on its website and social pages.",
      userAgent: "PhoneBrowser/1.0",
      clientAddress: expect.stringMatching(/127\.0\.0\.1/),
    });
    // Ticked again: the same consent, nothing more stored.
    const again = await customer.post(`/api/account/jobs/${job.id}/photo-consent`, { agree: true });
    expect(((await again.json()) as { id: number }).id).toBe(consent.id);

    await publicProjects();
    expect((await publicProjects()).cache).toBe("HIT");
    const res = await admin.post(
      `${jobBase(job.id)}/publish`,
      publishBody([before.id, after.id], { kind: "customer" }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const { projectId } = (await res.json()) as { projectId: number };

    const shown = await publicProjects();
    expect(shown.cache).not.toBe("HIT");
    const project = shown.list.find((p) => p.id === projectId)!;
    expect(project.title).toBe("Cedar deck in Abilene");
    // The after photo leads; both are new public names, not the private ones.
    expect(project.imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}-1200\.webp$/);
    expect(project.images).toHaveLength(1);
    for (const url of [project.imageUrl, ...project.images]) {
      expect(url).not.toContain(after.url.slice("/media/".length, -"-1200.webp".length));
      expect(url).not.toContain(before.url.slice("/media/".length, -"-1200.webp".length));
      const image = await anonymous.fetch(url);
      expect(image.status).toBe(200);
      expect(image.headers.get("cache-control")).toMatch(/public/);
    }
    const mainBytes = Buffer.from(await (await anonymous.fetch(project.imageUrl)).arrayBuffer());
    const afterBytes = Buffer.from(await (await admin.fetch(after.url)).arrayBuffer());
    expect(mainBytes.equals(afterBytes)).toBe(true);
    // The originals stay private.
    expect((await anonymous.fetch(after.url)).status).toBe(404);
    const [stored] = await db().select().from(projects).where(eq(projects.id, projectId));
    expect(stored).toMatchObject({
      sourceEstimateId: job.id,
      sourceBookingId: null,
      consentId: consent.id,
      location: "Abilene, TX",
    });

    const media = (await (await admin.fetch(`${jobBase(job.id)}/media`)).json()) as AdminMediaView;
    expect(media.published).toEqual([
      {
        projectId,
        title: "Cedar deck in Abilene",
        imageUrl: project.imageUrl,
        createdAt: expect.any(String),
      },
    ]);
    expect(media.publishRefusal).toBeNull();
  });

  it("records a written consent with the date and the admin, and unpublishing removes the project and its copies", async () => {
    const { job, after } = await jobWithPhotos();
    const day = businessToday();
    const res = await admin.post(
      `${jobBase(job.id)}/publish`,
      publishBody([after.id], { kind: "written", at: day }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const { projectId } = (await res.json()) as { projectId: number };
    const [consent] = await db()
      .select()
      .from(portfolioConsents)
      .where(eq(portfolioConsents.estimateId, job.id));
    expect(consent).toMatchObject({
      kind: "written",
      givenBy: "Dana (owner@example.com)",
      clientAddress: null,
    });
    const [project] = await db().select().from(projects).where(eq(projects.id, projectId));
    expect(project!.consentId).toBe(consent!.id);
    expect((await anonymous.fetch(project!.imageUrl)).status).toBe(200);

    expect(
      (await admin.fetch(`${jobBase(job.id)}/publish/${projectId + 1000}`, { method: "DELETE" })).status,
    ).toBe(404);
    await publicProjects();
    const gone = await admin.fetch(`${jobBase(job.id)}/publish/${projectId}`, { method: "DELETE" });
    expect(gone.status).toBe(204);
    expect((await publicProjects()).list.map((p) => p.id)).not.toContain(projectId);
    expect(await db().select().from(projectImages).where(eq(projectImages.projectId, projectId))).toEqual([]);
    expect((await anonymous.fetch(project!.imageUrl)).status).toBe(404);
    // The original is still the job's: private, and there for the admin.
    expect((await anonymous.fetch(after.url)).status).toBe(404);
    expect((await admin.fetch(after.url)).status).toBe(200);
  });

  it("refuses photos of another job", async () => {
    const { job } = await jobWithPhotos();
    const other = await jobWithPhotos();
    const res = await admin.post(
      `${jobBase(job.id)}/publish`,
      publishBody([other.after.id], { kind: "written", at: businessToday() }),
    );
    expect(res.status).toBe(400);
  });
});

describe("a booked visit without a job", () => {
  it("publishes once its visit is completed", async () => {
    const { bookingId, appointmentId } = await makeVisit(db(), {
      email: CUSTOMER.email,
      date: businessToday(),
    });
    const after = await addedPhoto(admin, visitBase(bookingId), await solidImage(200, 200), {
      stage: "after",
    });
    const body = publishBody([after.id], { kind: "written", at: businessToday() });
    const early = await admin.post(`${visitBase(bookingId)}/publish`, body);
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ message: VISIT_NOT_COMPLETE });
    await db().update(appointments).set({ status: "completed" }).where(eq(appointments.id, appointmentId));
    const res = await admin.post(`${visitBase(bookingId)}/publish`, body);
    expect(res.status, await res.clone().text()).toBe(201);
    const { projectId } = (await res.json()) as { projectId: number };
    const [project] = await db().select().from(projects).where(eq(projects.id, projectId));
    expect(project).toMatchObject({
      sourceBookingId: bookingId,
      sourceEstimateId: null,
      completionDate: businessToday(),
    });
  });
});

describe("POST /api/admin/jobs/{estimateId}/consent-request", () => {
  it("mails the customer the link to their consent box, once a day", async () => {
    const { job } = await jobWithPhotos();
    const first = await admin.post(`${jobBase(job.id)}/consent-request`);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ sentTo: CUSTOMER.email, queued: true });
    const second = await admin.post(`${jobBase(job.id)}/consent-request`);
    expect(await second.json()).toEqual({ sentTo: CUSTOMER.email, queued: false });
    const mail = await waitForMail(outboxOf(server), CUSTOMER.email, { subject: /^May we show photos/ });
    expect(mail.text).toContain("Deck rebuild");
    expect(new URL(linkIn(mail)).pathname).toBe(`/my-projects/jobs/${job.id}`);
  });

  it("records a written consent at its own address", async () => {
    const { job } = await jobWithPhotos();
    const res = await admin.post(`${jobBase(job.id)}/consent`, { givenOn: businessToday() });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ kind: "written", givenBy: "Dana (owner@example.com)" });
    const future = await admin.post(`${jobBase(job.id)}/consent`, { givenOn: "2999-01-01" });
    expect(future.status).toBe(400);
  });
});
