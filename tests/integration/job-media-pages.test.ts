/**
 * A job's notes and photos on the pages drawn on the server, and their forms posted as a browser without
 * script posts them (docs/job-media.md): the owner's note and photo forms on the job's page post to the
 * admin page's action, refused with the page, its messages and the values, accepted with a redirect back to
 * the panel; the customer's job page shows the shared notes and the photos, never an internal note, and its
 * consent box posts natively; a publication shows on /projects at once with the page cache on. Runs the
 * production build (`npm run build` first).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminEstimateView } from "~/features/estimates/estimate-job-view";
import type { AdminMediaView } from "~/features/job-media/job-media-view";
import { NOTE_REQUIRED } from "~/features/job-media/job-media.schema";
import { NOT_AN_IMAGE } from "~/features/uploads/image-processing.server";
import { businessToday } from "~/lib/dates";
import { jobNotes, jobPhotos, portfolioConsents } from "~db/schema";
import { createAdmin, signInAdmin, signInCustomer } from "~tests/support/auth-helpers";
import { ensureSettings } from "~tests/support/booking";
import { browserLikeClient, type Client } from "~tests/support/browser-like-client";
import { makeVisit } from "~tests/support/fixtures";
import { solidImage } from "~tests/support/images";
import { approvedJobFor } from "~tests/support/job-fixtures";
import { addedNote, addedPhoto, jobBase, visitBase } from "~tests/support/job-media";
import { startTestServer, type TestServer } from "~tests/support/test-server";

const CUSTOMER = { name: "Jo Marsh", email: "jo.marsh@example.com", phone: "325-555-0166" };

let server: TestServer;
let admin: Client;
let customer: Client;
let anonymous: Client;
let job: AdminEstimateView;
const db = () => server.database.db;

beforeAll(async () => {
  server = await startTestServer({
    env: { PAYMENTS_PROVIDER: "test", PAGE_CACHE: "on" },
    withPages: true,
  });
  await ensureSettings(db());
  await createAdmin(server, "office@example.com");
  admin = (await signInAdmin(server, "office@example.com")).client;
  customer = await signInCustomer(server, CUSTOMER.email);
  anonymous = browserLikeClient(server.url);
  job = await approvedJobFor({ db: db(), admin, anonymous }, { customer: CUSTOMER, title: "Hall bath" });
});
afterAll(() => server?.close());

const jobPage = () => `/admin?tab=jobs&job=${job.id}`;
/** Where the panel's forms post: the admin page's index route, marked as the panel's. */
const postTarget = () => `/admin?index&tab=jobs&job=${job.id}&post=job-media`;

async function html(client: Client, path: string) {
  const res = await client.fetch(path, { headers: { accept: "text/html" } });
  return {
    status: res.status,
    cache: res.headers.get("x-cache"),
    html: (await res.text()).replaceAll("<!-- -->", ""),
  };
}

/** A form's post as the browser sends it without script: its fields, the redirect not followed. */
const post = (client: Client, path: string, fields: Record<string, string | Blob>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return client.fetch(path, { method: "POST", body: form, headers: { accept: "text/html" } });
};

describe("the job's page in the back office", () => {
  it("draws the photo form for the phone's camera and the note form, posting to the page", async () => {
    const { status, html: page } = await html(admin, jobPage());
    expect(status).toBe(200);
    expect(page).toContain("Notes and photos");
    const escaped = postTarget().replaceAll("&", "&amp;");
    const photoForm = /<form[^>]*aria-label="Add a photo"[^>]*>/.exec(page)?.[0] ?? "";
    expect(photoForm).toContain(`action="${escaped}"`);
    expect(photoForm).toMatch(/enctype="multipart\/form-data"/i);
    expect(photoForm).toContain('method="post"');
    const fileInput = /<input[^>]*type="file"[^>]*>/.exec(page)?.[0] ?? "";
    expect(fileInput).toContain('name="photo"');
    expect(fileInput).toContain('accept="image/*"');
    expect(fileInput).toContain('capture="environment"');
    expect(/<form[^>]*aria-label="Add a note"[^>]*>/.exec(page)?.[0]).toContain(`action="${escaped}"`);
  });

  it("takes a note posted without script, and refuses an empty one with the page and its message", async () => {
    const refused = await post(admin, postTarget(), {
      intent: "add-note",
      estimateId: String(job.id),
      text: " ",
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(NOTE_REQUIRED);

    const res = await post(admin, postTarget(), {
      intent: "add-note",
      estimateId: String(job.id),
      text: "Grout is curing: no showers until Friday",
      shared: "on",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${jobPage()}#job-media`);
    const [note] = await db().select().from(jobNotes).where(eq(jobNotes.estimateId, job.id));
    expect(note).toMatchObject({ text: "Grout is curing: no showers until Friday", shared: true });
  });

  it("takes a photo posted without script, and keeps the caption of a refused one", async () => {
    const refused = await post(admin, postTarget(), {
      intent: "add-photo",
      estimateId: String(job.id),
      stage: "during",
      caption: "Niche framing",
      photo: new Blob([new Uint8Array(Buffer.from("not an image"))], { type: "image/jpeg" }),
    });
    expect(refused.status).toBe(400);
    const page = (await refused.text()).replaceAll("<!-- -->", "");
    expect(page).toContain(NOT_AN_IMAGE);
    expect(page).toContain('value="Niche framing"');

    const photo = await solidImage(320, 240, "jpeg");
    const form = new FormData();
    for (const [name, value] of Object.entries({
      intent: "add-photo",
      estimateId: String(job.id),
      stage: "during",
      caption: "Niche framing",
    }))
      form.append(name, value);
    form.append("photo", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "niche.jpg");
    const res = await admin.fetch(postTarget(), {
      method: "POST",
      body: form,
      headers: { accept: "text/html" },
    });
    expect(res.status).toBe(303);
    const rows = await db().select().from(jobPhotos).where(eq(jobPhotos.estimateId, job.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ stage: "during", caption: "Niche framing", uploadKey: null });

    const { html: after } = await html(admin, jobPage());
    expect(after).toContain(`src="${rows[0]!.url}"`);
    expect(after).toContain("Grout is curing: no showers until Friday");
  });

  it("answers a customer and a visitor as the admin page does, storing nothing", async () => {
    const fields = { intent: "add-note", estimateId: String(job.id), text: "Not theirs to write" };
    expect((await post(customer, postTarget(), fields)).status).not.toBe(303);
    expect((await post(anonymous, postTarget(), fields)).status).not.toBe(303);
    const notes = await db().select().from(jobNotes).where(eq(jobNotes.estimateId, job.id));
    expect(notes.map((note) => note.text)).not.toContain("Not theirs to write");
  });
});

describe("the customer's job page", () => {
  it("shows the shared notes and the photos, never an internal note", async () => {
    await addedNote(admin, jobBase(job.id), "Alarm code 9911: internal only", false);
    const { status, html: page } = await html(customer, `/my-projects/jobs/${job.id}`);
    expect(status).toBe(200);
    expect(page).toContain("Photos and notes");
    expect(page).toContain("Grout is curing: no showers until Friday");
    expect(page).not.toContain("Alarm code 9911");
    const media = (await (await admin.fetch(`${jobBase(job.id)}/media`)).json()) as AdminMediaView;
    for (const photo of media.photos) expect(page).toContain(`src="${photo.url}"`);
    expect(page).toContain(
      "I agree that Big Country Home Remodeling may show photos of this finished work on its website and social pages.",
    );
  });

  it("takes the consent box posted without script, with the time, address, browser and words", async () => {
    const unticked = await post(customer, `/my-projects/jobs/${job.id}`, { intent: "photo-consent" });
    expect(unticked.status).toBe(400);
    expect(await unticked.text()).toContain("Please tick the box to give your consent");

    const res = await customer.fetch(`/my-projects/jobs/${job.id}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "photo-consent", agree: "on" }),
      headers: { accept: "text/html", "user-agent": "NoScriptBrowser/2.0" },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/my-projects/jobs/${job.id}#photo-consent`);
    const [consent] = await db()
      .select()
      .from(portfolioConsents)
      .where(eq(portfolioConsents.estimateId, job.id));
    expect(consent).toMatchObject({
      kind: "customer",
      userAgent: "NoScriptBrowser/2.0",
      clientAddress: expect.stringMatching(/127\.0\.0\.1/),
      givenBy: expect.stringContaining(CUSTOMER.email),
    });
    const { html: page } = await html(customer, `/my-projects/jobs/${job.id}`);
    expect(page).toContain("Thank you: you gave your consent on");
  });
});

describe("a booked visit's page in My Projects", () => {
  it("shows the shared notes and photos of a visit without a job, and takes its consent box", async () => {
    const { bookingId, appointmentId } = await makeVisit(db(), {
      email: CUSTOMER.email,
      serviceName: "Gutter Cleaning",
    });
    await addedNote(admin, visitBase(bookingId), "Downspouts cleared and flushed", true);
    await addedNote(admin, visitBase(bookingId), "Roof is soft near the chimney: quote later", false);
    const photo = await addedPhoto(admin, visitBase(bookingId), await solidImage(200, 150), {
      stage: "after",
    });
    const { status, html: page } = await html(customer, `/my-projects/${appointmentId}`);
    expect(status).toBe(200);
    expect(page).toContain("Downspouts cleared and flushed");
    expect(page).not.toContain("Roof is soft");
    expect(page).toContain(`src="${photo.url}"`);

    const res = await post(customer, `/my-projects/${appointmentId}`, {
      intent: "photo-consent",
      agree: "on",
    });
    expect(res.status).toBe(303);
    const [consent] = await db()
      .select()
      .from(portfolioConsents)
      .where(eq(portfolioConsents.bookingId, bookingId));
    expect(consent).toMatchObject({ kind: "customer", estimateId: null });
  });
});

describe("publishing", () => {
  it("shows the project on /projects at once with the page cache on, and unpublishing takes it away", async () => {
    const after = await addedPhoto(admin, jobBase(job.id), await solidImage(400, 300, "png"), {
      stage: "after",
      caption: "Finished shower",
    });
    expect((await admin.post(`/api/admin/jobs/${job.id}/complete`)).status).toBe(200);
    // A visitor of their own (the one who paid the deposit carries the checkout's flash cookie), once the
    // Projects page is kept.
    const visitor = browserLikeClient(server.url);
    await expect.poll(async () => (await html(visitor, "/projects")).cache).toBe("HIT");

    const res = await admin.post(`${jobBase(job.id)}/publish`, {
      title: "Walk-in shower in Abilene",
      category: "Bathroom",
      description: "A tub swapped for a tiled walk-in shower with a niche.",
      photoIds: [after.id],
      consent: { kind: "customer" },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { projectId } = (await res.json()) as { projectId: number };
    const shown = await html(visitor, "/projects");
    expect(shown.cache).not.toBe("HIT");
    expect(shown.html).toContain("Walk-in shower in Abilene");
    expect((await html(visitor, "/")).html).toContain("Walk-in shower in Abilene");

    const { html: page } = await html(admin, jobPage());
    expect(page).toContain("Walk-in shower in Abilene");
    expect(page).toMatch(/Unpublish/);

    // Unpublished without script: gone from the public page as soon as the change is heard.
    const gone = await post(admin, postTarget(), {
      intent: "unpublish",
      estimateId: String(job.id),
      projectId: String(projectId),
    });
    expect(gone.status).toBe(303);
    await expect
      .poll(async () => (await html(visitor, "/projects")).html.includes("Walk-in shower in Abilene"), {
        timeout: 5_000,
      })
      .toBe(false);
  });

  it("publishes without script with a written consent", async () => {
    const res = await post(admin, postTarget(), {
      intent: "publish",
      estimateId: String(job.id),
      title: "Hall bath refresh",
      category: "Bathroom",
      description: "New tile, a niche and a glass door for a hall bath.",
      photoIds: String((await db().select().from(jobPhotos).where(eq(jobPhotos.estimateId, job.id)))[0]!.id),
      "consent.kind": "written",
      "consent.at": businessToday(),
    });
    expect(res.status, await res.clone().text()).toBe(303);
    await expect
      .poll(
        async () =>
          (await html(browserLikeClient(server.url), "/projects")).html.includes("Hall bath refresh"),
        {
          timeout: 5_000,
        },
      )
      .toBe(true);
  });
});
