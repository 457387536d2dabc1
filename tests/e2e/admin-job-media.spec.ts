/**
 * A job's notes and photos from the owner's phone (docs/job-media.md), at 360 px: the owner takes a before
 * and an after photo and writes a shared note and an internal one on the job's page; the customer sees the
 * shared note and both photos in My Projects, never the internal note; the owner marks the job complete and
 * publishes the after photo with a consent given in writing; a fresh visitor sees it on /projects; the owner
 * unpublishes it and it is gone.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test, toast, TOAST } from "./admin-fixture";
import { randomIp, signInWithLink } from "./booking-support";
import { closeEstimateData, kitchenEstimate, sendEstimate, uniqueCustomerEmail } from "./estimate-data";
import { expectNoAxeViolations, waitForHydration } from "./support";

test.describe.configure({ timeout: 180_000 });
test.afterAll(closeEstimateData);

const PHONE_WIDTH = { width: 360, height: 780 };

/** The customer signs the estimate and pays its deposit, as their browser would through the API. */
async function approveAndPay(request: APIRequestContext, token: string) {
  const headers = { "X-Forwarded-For": randomIp() };
  const approved = await request.post(`/api/estimates/${token}/approve`, {
    headers,
    data: { name: "Dana Whitfield", acceptTerms: true, optionalLineIds: [] },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const { url } = (await approved.json()) as { url?: string };
  if (!url) return;
  const paid = await request.post(`/api/test-checkout/${url.split("/").at(-1)}/pay`, { headers });
  expect(paid.status(), await paid.text()).toBe(200);
}

/** A photo taken with the phone: the file chosen, its stage and caption, sent. */
async function addPhoto(page: Page, file: { name: string; stage: string; caption: string; colour: number }) {
  const form = page.getByRole("form", { name: "Add a photo" });
  // A picture of its own colour, as a camera's JPEG.
  const bytes = await sharp({
    create: { width: 480, height: 360, channels: 3, background: { r: file.colour, g: 120, b: 60 } },
  })
    .jpeg()
    .toBuffer();
  await form
    .getByLabel("Photo", { exact: true })
    .setInputFiles({ name: file.name, mimeType: "image/jpeg", buffer: bytes });
  await form.getByLabel("Stage").selectOption({ label: file.stage });
  await form.getByLabel("Caption (optional)").fill(file.caption);
  await form.getByRole("button", { name: "Add photo" }).click();
  await expect(toast(page, "Photo added")).toBeVisible(TOAST);
  await expect(
    timeline(page).getByRole("img", { name: `${file.stage} photo: ${file.caption}` }),
  ).toBeVisible();
}

async function addNote(page: Page, text: string, shared: boolean) {
  const form = page.getByRole("form", { name: "Add a note" });
  await form.getByLabel("Note").fill(text);
  await form.getByLabel("Share with the customer").setChecked(shared);
  await form.getByRole("button", { name: "Add note" }).click();
  await expect(toast(page, "Note added")).toBeVisible(TOAST);
  await expect(timeline(page)).toContainText(text);
}

const timeline = (page: Page) => page.getByRole("list", { name: "Notes and photos, newest first" });

test(
  "the owner's photos and notes: shared with the customer, the internal note kept, the after photo published",
  { tag: "@phone" },
  async ({ page, browser, baseURL, request, errors }) => {
    await page.setViewportSize(PHONE_WIDTH);
    const email = uniqueCustomerEmail("job-media");
    const title = `Walk-in shower ${test.info().project.name} ${Math.floor(Math.random() * 1e6)}`;
    const estimate = await sendEstimate(kitchenEstimate(email, { title: "Hall bath remodel" }));
    await approveAndPay(request, estimate.token);

    // 1. On the job's page the owner takes two photos and writes two notes.
    const jobPage = `/admin?tab=jobs&job=${estimate.id}`;
    await page.goto(jobPage);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 2, name: "Hall bath remodel" })).toBeVisible();
    const photoInput = page.getByRole("form", { name: "Add a photo" }).getByLabel("Photo", { exact: true });
    await expect(photoInput).toHaveAttribute("capture", "environment");
    await expect(photoInput).toHaveAttribute("accept", "image/*");
    await addPhoto(page, { name: "tub.jpg", stage: "Before", caption: "The old tub", colour: 10 });
    await addPhoto(page, { name: "shower.jpg", stage: "After", caption: "The new shower", colour: 200 });
    await addNote(page, "We start Monday at 8 and finish by Friday.", true);
    await addNote(page, "Lockbox code 4821, dog in the yard.", false);
    const internal = timeline(page).getByRole("listitem").filter({ hasText: "Lockbox code 4821" });
    await expect(internal).toContainText("Internal note");
    const shared = timeline(page).getByRole("listitem").filter({ hasText: "We start Monday" });
    await expect(shared).toContainText("Shared with the customer");
    await expectNoAxeViolations(page);

    // 2. The customer sees the shared note and both photos, never the internal note.
    const customerContext = await browser.newContext({
      baseURL,
      storageState: { cookies: [], origins: [] },
      viewport: PHONE_WIDTH,
      extraHTTPHeaders: { "X-Forwarded-For": randomIp() },
    });
    const customer = await customerContext.newPage();
    await signInWithLink(customer, email);
    await customer.goto(`/my-projects/jobs/${estimate.id}`);
    const photosAndNotes = customer.getByRole("list", { name: "Photos and notes, newest first" });
    await expect(photosAndNotes).toContainText("We start Monday at 8 and finish by Friday.");
    await expect(photosAndNotes.getByRole("img", { name: "Before photo: The old tub" })).toBeVisible();
    await expect(photosAndNotes.getByRole("img", { name: "After photo: The new shower" })).toBeVisible();
    await expect(customer.getByRole("main")).not.toContainText("Lockbox code");
    await expect(customer.getByRole("main")).not.toContainText("Internal note");
    await expectNoAxeViolations(customer);
    await customerContext.close();

    // 3. The job is done: the owner publishes the after photo with the customer's written consent.
    await page.getByRole("button", { name: "Mark complete" }).click();
    await page
      .getByRole("dialog", { name: "Mark this job complete?" })
      .getByRole("button", { name: "Mark complete" })
      .click();
    await expect(toast(page, "Job marked complete")).toBeVisible(TOAST);
    const publish = page.getByRole("form", { name: "Publish to the portfolio" });
    await expect(publish.getByRole("checkbox", { name: "After photo: The new shower" })).toBeChecked();
    await expect(publish.getByRole("checkbox", { name: "Before photo: The old tub" })).not.toBeChecked();
    await publish.getByLabel("Title").fill(title);
    await publish.getByLabel("Category").selectOption("Bathroom");
    await publish.getByLabel("Description").fill("A tub swapped for a tiled walk-in shower with a niche.");
    await publish.getByRole("radio", { name: /consented in writing/ }).check();
    await publish.getByRole("button", { name: "Publish to the portfolio" }).click();
    await expect(toast(page, "Published to the portfolio")).toBeVisible(TOAST);
    const published = page.getByRole("list", { name: "Published projects" });
    await expect(published).toContainText(title);
    await expectNoAxeViolations(page);

    // 4. A fresh visitor sees it on the Projects page.
    const visitorContext = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const visitor = await visitorContext.newPage();
    await visitor.goto("/projects");
    await expect(visitor.getByText(title).first()).toBeVisible();

    // 5. Unpublished, it is gone from the site.
    await published.getByRole("button", { name: `Unpublish ${title}` }).click();
    await page
      .getByRole("dialog", { name: "Take this project off the site?" })
      .getByRole("button", { name: "Unpublish" })
      .click();
    await expect(toast(page, "Unpublished")).toBeVisible(TOAST);
    await visitor.goto("/projects");
    await expect(visitor.getByRole("main")).not.toContainText(title);
    await visitorContext.close();
    expect(errors).toEqual([]);
  },
);
