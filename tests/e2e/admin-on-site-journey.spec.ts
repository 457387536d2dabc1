/**
 * The owner's day on site, end to end at 360 px (docs/today.md, docs/job-media.md): a booked visit without a
 * job, so its notes and photos are Today's own panel. The owner opens Today on the visit's day and sees the
 * call, text and map links (pressing none), says they are on the way (the customer's mail), starts the visit,
 * opens its notes and photos in its card, takes a before and an after photo, writes a shared and an internal
 * note, and completes the visit. The customer sees the shared note and both photos in My Projects (the
 * photos load for them), never the internal note, and ticks the consent box. The owner publishes the after
 * photo on that consent and a fresh visitor sees it on /projects at once. Axe finds nothing on Today, on
 * the panel or on the customer's page.
 */
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { mailsTo } from "~tests/support/outbox";
import { expect, test, toast, TOAST } from "./admin-fixture";
import { randomIp, signInWithLink } from "./booking-support";
import { collectConsoleErrors, expectNoAxeViolations, waitForHydration } from "./support";
import { closeTodayData, insertVisit, todayCustomer } from "./today-data";
import { ownVisitDay } from "./visit-days";

test.describe.configure({ timeout: 180_000 });
test.afterAll(closeTodayData);

const PHONE_WIDTH = { width: 360, height: 780 };
const outbox = `test-results/e2e-${process.env.E2E_PORT ?? 4173}-data/outbox`;
const MAIL = { timeout: 15_000 };

/** The notes and photos the owner's panel lists. */
const ownerTimeline = (scope: Locator) => scope.getByRole("list", { name: "Notes and photos, newest first" });

/** A photo taken with the phone in the panel: the file set on the camera's input, its stage and caption. */
async function takePhoto(
  card: Locator,
  photo: { name: string; stage: string; caption: string; red: number },
) {
  const form = card.getByRole("form", { name: "Add a photo" });
  const bytes = await sharp({
    create: { width: 480, height: 360, channels: 3, background: { r: photo.red, g: 110, b: 70 } },
  })
    .jpeg()
    .toBuffer();
  await form
    .getByLabel("Photo", { exact: true })
    .setInputFiles({ name: photo.name, mimeType: "image/jpeg", buffer: bytes });
  await form.getByLabel("Stage").selectOption({ label: photo.stage });
  await form.getByLabel("Caption (optional)").fill(photo.caption);
  await form.getByRole("button", { name: "Add photo" }).click();
  await expect(
    ownerTimeline(card).getByRole("img", { name: `${photo.stage} photo: ${photo.caption}` }),
  ).toBeVisible();
}

async function writeNote(card: Locator, text: string, shared: boolean) {
  const form = card.getByRole("form", { name: "Add a note" });
  await form.getByLabel("Note").fill(text);
  await form.getByLabel("Share with the customer").setChecked(shared);
  await form.getByRole("button", { name: "Add note" }).click();
  await expect(
    ownerTimeline(card)
      .getByRole("listitem")
      .filter({ hasText: text })
      .getByText(shared ? "Shared with the customer" : "Internal note"),
  ).toBeVisible();
}

/** The image has arrived and been drawn (scrolled to first: the timeline's photos load lazily). */
async function expectLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}

/** Shows the carousel's slide that holds `card` (pausing the rotation) and answers whether it is in view. */
async function showSlideOf(page: Page, card: Locator) {
  const slide = page.getByRole("group").filter({ has: card });
  const carousel = page.getByRole("region", { name: "Projects", exact: true });
  const pause = carousel.getByRole("button", { name: "Pause projects carousel" });
  if (await pause.isVisible()) {
    await pause.click();
    const label = await slide.getAttribute("aria-label"); // "2 of 3"
    const [number, count] = label!.split(" of ");
    await carousel.getByRole("button", { name: `Show projects slide ${number} of ${count}` }).click();
  }
  await expect(slide).not.toHaveAttribute("aria-hidden", "true");
  await card.scrollIntoViewIfNeeded();
  await expect(card).toBeInViewport();
}

test(
  "on site from Today: on my way, started, photos and notes, completed; the customer's view; published",
  { tag: "@phone-only" },
  async ({ page, browser, baseURL, errors }) => {
    await page.setViewportSize(PHONE_WIDTH);
    const day = ownVisitDay("on-site-journey");
    const customer = todayCustomer("Casey");
    const address = "2210 Sayles Blvd, Abilene, TX 79605";
    const visit = await insertVisit({
      ...customer,
      phone: "(325) 555-0147",
      date: day,
      time: "10:00",
      address,
      details: "The gate code is 1948.",
      serviceName: "Fence Repair",
    });
    const title = `Fence repair ${customer.name}`;

    // 1. Today, on the visit's day: the customer is a tap away, but the owner presses none of it.
    await page.goto(`/admin?tab=today&date=${day}`);
    await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
    await waitForHydration(page);
    const card = page.getByRole("article", { name: new RegExp(customer.name) });
    await expect(card).toBeVisible();
    await expect(card.getByText("The gate code is 1948.")).toBeVisible();
    const call = card.getByRole("link", { name: `Call ${customer.name}` });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute("href", "tel:3255550147");
    const text = card.getByRole("link", { name: `Text ${customer.name}` });
    await expect(text).toBeVisible();
    await expect(text).toHaveAttribute("href", "sms:3255550147");
    const map = card.getByRole("link", { name: /^Map of 2210 Sayles Blvd/ });
    await expect(map).toBeVisible();
    await expect(map).toHaveAttribute("href", `https://maps.google.com/?q=${encodeURIComponent(address)}`);
    // A booked visit without a job: its notes and photos open here, not on a job's page.
    await expect(card.getByRole("link", { name: "Open the job" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // 2. On my way (20 minutes, the first choice): the customer is mailed the owner's words, once.
    await expect(card.getByLabel("Minutes away")).toHaveValue("20");
    await card.getByRole("button", { name: /^On my way/ }).click();
    await expect(toast(page, "On my way sent")).toBeVisible(TOAST);
    await expect(card.getByText(/^On my way: Sent at .+ \(20 minutes\)$/)).toBeVisible();
    await expect(card.getByRole("button", { name: /^On my way/ })).toHaveCount(0);
    await expect
      .poll(() => mailsTo(outbox, customer.email, / is on the way, /).map((mail) => mail.subject), MAIL)
      .toEqual(["Jordan from Big Country Home Remodeling is on the way, about 20 minutes out"]);

    // 3. Started on arrival.
    await card.getByRole("button", { name: /^Start visit/ }).click();
    // The visit is another day's (the day this test owns), so the time comes with today's date.
    await expect(card.getByText(/^Started at .+ \d{1,2}:\d{2} [AP]M$/)).toBeVisible();

    // 4. The visit's notes and photos open inside its card.
    await card.getByRole("link", { name: /^Notes and photos of / }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]visit=${visit.bookingId}(&|#|$)`));
    const photoInput = card.getByRole("form", { name: "Add a photo" }).getByLabel("Photo", { exact: true });
    await expect(photoInput).toHaveAttribute("capture", "environment");
    await expect(photoInput).toHaveAttribute("accept", "image/*");
    await expect(card.getByRole("link", { name: /^Notes and photos of / })).toHaveCount(0);
    await takePhoto(card, { name: "old-fence.jpg", stage: "Before", caption: "Leaning pickets", red: 40 });
    await takePhoto(card, { name: "new-fence.jpg", stage: "After", caption: "New cedar pickets", red: 190 });
    await writeNote(card, "We replaced twelve pickets and reset the gate post.", true);
    await writeNote(card, "Corner post is soft: quote it next spring.", false);
    await expectNoAxeViolations(page);

    // 5. Completed, after the question of what follows.
    await card.getByRole("button", { name: /^Complete visit/ }).click();
    const confirm = page.getByRole("dialog", { name: "Complete this visit?" });
    await confirm.getByRole("button", { name: "Complete visit" }).click();
    await expect(card.getByText("Completed", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: /^(Start|Complete) visit/ })).toHaveCount(0);

    // 6. The customer, signed in from a link, sees the shared note and both photos, never the internal note,
    // and ticks the consent box.
    const customerContext = await browser.newContext({
      baseURL,
      storageState: { cookies: [], origins: [] },
      viewport: PHONE_WIDTH,
      extraHTTPHeaders: { "X-Forwarded-For": randomIp() },
    });
    const mine = await customerContext.newPage();
    const customerErrors = collectConsoleErrors(mine);
    await signInWithLink(mine, customer.email);
    await mine.goto(`/my-projects/${visit.appointmentId}`);
    const photosAndNotes = mine.getByRole("list", { name: "Photos and notes, newest first" });
    await expect(photosAndNotes).toContainText("We replaced twelve pickets and reset the gate post.");
    for (const name of ["Before photo: Leaning pickets", "After photo: New cedar pickets"]) {
      const photo = photosAndNotes.getByRole("img", { name });
      await expectLoaded(photo);
      const source = await photo.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(new URL(source).pathname).toMatch(/^\/media\//);
      const answer = await mine.request.get(source);
      expect(answer.status()).toBe(200);
      expect(answer.headers()["cache-control"]).toMatch(/private/);
    }
    await expect(mine.getByRole("main")).not.toContainText("Corner post is soft");
    await expect(mine.getByRole("main")).not.toContainText("Internal note");
    await expectNoAxeViolations(mine);
    const consent = mine.getByRole("form", { name: "Your consent" });
    await consent
      .getByLabel(
        "I agree that Big Country Home Remodeling may show photos of this finished work on its website and social pages.",
      )
      .check();
    await consent.getByRole("button", { name: "Give my consent" }).click();
    await expect(mine.getByText(/^Thank you: you gave your consent on /)).toBeVisible();
    expect(customerErrors).toEqual([]);
    await customerContext.close();

    // 7. The owner publishes the after photo on the customer's consent.
    await page.reload();
    await waitForHydration(page);
    await expect(card.getByText(/^Ticked by .+ on /)).toBeVisible();
    const publish = card.getByRole("form", { name: "Publish to the portfolio" });
    await expect(publish.getByRole("checkbox", { name: "After photo: New cedar pickets" })).toBeChecked();
    await expect(publish.getByRole("checkbox", { name: "Before photo: Leaning pickets" })).not.toBeChecked();
    await expect(publish.getByRole("radio", { name: /They ticked the consent box/ })).toBeChecked();
    await publish.getByLabel("Title").fill(title);
    await publish.getByLabel("Category").selectOption("Fence");
    await publish
      .getByLabel("Description")
      .fill("Twelve new cedar pickets and a reset gate post on a backyard fence.");
    await publish.getByRole("button", { name: "Publish to the portfolio" }).click();
    await expect(toast(page, "Published to the portfolio")).toBeVisible(TOAST);
    await expect(card.getByRole("list", { name: "Published projects" })).toContainText(title);
    await expectNoAxeViolations(page);

    // 8. A fresh visitor sees it on the Projects page at once, its photo a public copy.
    const visitorContext = await browser.newContext({
      baseURL,
      storageState: { cookies: [], origins: [] },
      extraHTTPHeaders: { "X-Forwarded-For": randomIp() },
    });
    const visitor = await visitorContext.newPage();
    await visitor.goto("/projects");
    const project = visitor
      .getByRole("article")
      .filter({ has: visitor.getByRole("heading", { name: title, exact: true }) });
    await waitForHydration(visitor);
    await showSlideOf(visitor, project);
    const image = project.getByRole("img").first();
    await expectLoaded(image);
    expect(new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname).toMatch(
      /^\/uploads\//,
    );
    await visitorContext.close();
    expect(errors).toEqual([]);
  },
);
