/** The quote form's photos and the calculator's estimate attached to a request. */
import crypto from "node:crypto";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { solidImage } from "~tests/support/images";
import { axeBuilder, collectConsoleErrors, revealSection, waitForHydration } from "./support";

// Every test is a different visitor: its own address, so its own rate-limit allowance (TRUST_PROXY is on).
test.beforeEach(async ({ page }) => {
  const bytes = crypto.randomBytes(3);
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.${bytes[0]}.${bytes[1]}.${bytes[2]}` });
});

const FIVE_MB = 5 * 1024 * 1024;

/** A date a week from today in the business's time zone, as the date field takes it. */
function nextWeek() {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago" }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 7);
  return date.toISOString().slice(0, 10);
}

const toasts = (page: Page) =>
  page.getByRole("region", { name: "Notifications" }).locator('[role="status"], [role="alert"]');

const png = async (name: string) => ({
  name,
  mimeType: "image/png",
  buffer: await solidImage(64, 48, "png"),
});

async function fillContactDetails(form: Locator) {
  await form.getByLabel("Name").fill("Jane Doe");
  await form.getByLabel("Email").fill("jane@example.com");
  await form.getByLabel("Phone").fill("(325) 555-0199");
  await form.getByLabel("Preferred Date").fill(nextWeek());
}

type RecordedWindow = Window & { sentFormData: Array<[string, string]> };

/** Keeps the entries of the next FormData the page sends (files by their names) in `sentFormData`. */
async function recordFormData(page: Page) {
  await page.evaluate(() => {
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (init?.body instanceof FormData) {
        (window as unknown as RecordedWindow).sentFormData = [...init.body.entries()].map(([name, value]) => [
          name,
          typeof value === "string" ? value : value.name,
        ]);
      }
      return send(input, init);
    };
  });
}

/** Serious or critical axe findings inside `selector`. */
async function seriousAxeIssues(page: Page, selector: string) {
  const results = await axeBuilder(page).include(selector).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test(
  "photos and the calculator's estimate go with the quote request",
  { tag: "@phone" },
  async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto("/#quote");
    const section = page.locator("#quote");
    const form = section.getByRole("region", { name: "Request a Quote" });
    const calc = section.getByRole("region", { name: "Quick Estimate Calculator" });
    await revealSection(page, form);
    await revealSection(page, calc);

    // The calculator's estimate: as text in the details, and as data under them.
    await calc.getByRole("radio", { name: "Kitchen", exact: true }).check();
    await calc.getByRole("button", { name: "Get this estimate" }).click();
    await expect(form.getByLabel("Project Details")).toHaveValue(
      "Estimate: Kitchen remodel, 100 sq ft, Standard quality: $17,500",
    );
    await expect(
      form.getByText("Instant estimate attached: Kitchen remodel, 100 sq ft, Standard — $17,500"),
    ).toBeVisible();
    await expect(form.getByRole("button", { name: "Remove estimate" })).toBeVisible();
    await fillContactDetails(form);

    // Two photos, then the first removed again.
    const photos = form.getByLabel("Photos (optional)");
    await expect(photos).toHaveAccessibleDescription("Up to 5 photos, 5 MB each");
    await photos.setInputFiles([await png("sink.png"), await png("cabinets.png")]);
    await expect(form.getByRole("img", { name: "Photo 1: sink.png" })).toBeVisible();
    await expect(form.getByRole("img", { name: "Photo 2: cabinets.png" })).toBeVisible();
    expect(await seriousAxeIssues(page, "#quote")).toEqual([]);

    await form.getByRole("button", { name: "Remove photo 1" }).click();
    await expect(form.getByRole("img", { name: "Photo 1: cabinets.png" })).toBeVisible();
    await expect(form.getByRole("img", { name: /sink\.png/ })).toHaveCount(0);
    // The focus stays among the photos rather than falling back to the page.
    await expect(form.getByRole("button", { name: "Remove photo 1" })).toBeFocused();
    expect(await seriousAxeIssues(page, "#quote")).toEqual([]);

    // The browser does not show a multipart body with files to the test: the form's FormData is read instead.
    await recordFormData(page);
    const request = page.waitForRequest("**/api/quotes");
    const response = page.waitForResponse("**/api/quotes");
    await form.getByRole("button", { name: "Submit Quote Request" }).click();
    expect((await request).headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    const sent = await page.evaluate(() => (window as unknown as RecordedWindow).sentFormData);
    expect(sent.filter(([name]) => name === "photos")).toEqual([["photos", "cabinets.png"]]);
    expect(sent).toContainEqual(["estimate", '{"projectType":"kitchen","size":100,"option":"standard"}']);
    expect((await response).status()).toBe(201);

    await expect(toasts(page)).toContainText("Quote Request Submitted");
    // Everything goes with a success: the fields, the photos and the estimate.
    await expect(form.getByLabel("Name")).toHaveValue("");
    await expect(form.getByRole("img", { name: /Photo \d/ })).toHaveCount(0);
    await expect(form.getByText(/Instant estimate attached/)).toHaveCount(0);
    expect(errors).toEqual([]);
  },
);

test("a removed estimate is not sent", async ({ page }) => {
  await page.goto("/#quote");
  const section = page.locator("#quote");
  const form = section.getByRole("region", { name: "Request a Quote" });
  const calc = section.getByRole("region", { name: "Quick Estimate Calculator" });
  await revealSection(page, form);
  await revealSection(page, calc);
  await calc.getByRole("button", { name: "Get this estimate" }).click();
  await form.getByRole("button", { name: "Remove estimate" }).click();
  await expect(form.getByText(/Instant estimate attached/)).toHaveCount(0);
  await fillContactDetails(form);

  const request = page.waitForRequest("**/api/quotes");
  await form.getByRole("button", { name: "Submit Quote Request" }).click();
  const sent = await request;
  // Without photos the request stays JSON, without an estimate.
  expect(sent.headers()["content-type"]).toBe("application/json");
  expect(sent.postDataJSON()).not.toHaveProperty("estimate");
  await expect(toasts(page)).toContainText("Quote Request Submitted");
});

/** The hydrated quote page's form with its contact details and project filled, and its photo field. */
async function quoteFormWithPhotos(page: Page, details: string) {
  await page.goto("/quote");
  await waitForHydration(page);
  const form = page.locator("form").filter({ has: page.getByLabel("Service Type") });
  await fillContactDetails(form);
  await form.getByLabel("Service Type").selectOption("Other");
  await form.getByLabel("Project Details").fill(details);
  return { form, photos: form.getByLabel("Photos (optional)") };
}

test.describe("the quote page's photos", () => {
  test("refuses a sixth photo and one over 5 MB on the field, keeping the others", async ({ page }) => {
    await page.goto("/quote");
    await waitForHydration(page);
    const photos = page.getByLabel("Photos (optional)");
    const five = await Promise.all([1, 2, 3, 4, 5].map((n) => png(`room-${n}.png`)));
    await photos.setInputFiles(five);
    await expect(page.getByRole("button", { name: /^Remove photo \d$/ })).toHaveCount(5);
    await expect(photos).not.toHaveAttribute("aria-invalid");

    await photos.setInputFiles([await png("room-6.png")]);
    await expect(page.getByRole("alert").filter({ hasText: "Please attach at most 5 photos" })).toBeVisible();
    await expect(photos).toHaveAttribute("aria-invalid", "true");
    await expect(photos).toHaveAccessibleDescription(/Please attach at most 5 photos/);
    await expect(page.getByRole("button", { name: /^Remove photo \d$/ })).toHaveCount(5);

    await page.getByRole("button", { name: "Remove photo 5" }).click();
    await expect(photos).not.toHaveAttribute("aria-invalid");
    await photos.setInputFiles([
      { name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(FIVE_MB + 1) },
    ]);
    await expect(photos).toHaveAccessibleDescription(/Please select an image smaller than 5MB/);
    await expect(page.getByRole("button", { name: /^Remove photo \d$/ })).toHaveCount(4);
  });

  test("names a file that is not an image when it is chosen, and when the server refuses one", async ({
    page,
  }) => {
    const { form, photos } = await quoteFormWithPhotos(
      page,
      "Photos of the porch boards that need replacing.",
    );

    // Refused as it is chosen, before anything is sent: the file is named, the good one waits with it.
    const notesPdf = { name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") };
    await photos.setInputFiles([await png("porch.png"), notesPdf]);
    const notAnImage = "notes.pdf is not an image. Please select an image file (PNG, JPEG, GIF or WebP).";
    await expect(form.getByRole("alert").filter({ hasText: notAnImage })).toBeVisible();
    await expect(photos).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByRole("img", { name: /^Photo \d/ })).toHaveCount(0);
    expect(await seriousAxeIssues(page, "main")).toEqual([]);

    // A file that only says it is an image: the server reads it, and its refusal names it too.
    const fakePng = { name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") };
    await photos.setInputFiles([fakePng]);
    await expect(photos).not.toHaveAttribute("aria-invalid");
    await form.getByRole("button", { name: "Submit Quote Request" }).click();
    const refused = "fake.png is not an image. Please select an image file (PNG, JPEG, GIF or WebP).";
    await expect(photos).toHaveAccessibleDescription(new RegExp(refused.replace(/[().]/g, "\\$&")));
    await expect(toasts(page)).toContainText(refused);
    await expect(toasts(page)).not.toContainText("Please try again later");

    // With a real photo instead, the request goes and its reference is shown.
    await form.getByRole("button", { name: "Remove photo 1" }).click();
    await photos.setInputFiles([await png("porch.png")]);
    await form.getByRole("button", { name: "Submit Quote Request" }).click();
    await expect(toasts(page).filter({ hasText: "Quote Request Submitted" })).toContainText(/Q-\d+/);
  });

  test("shows the server's refusal of a photo on the field, and keeps the photos and values", async ({
    page,
  }) => {
    const { form, photos } = await quoteFormWithPhotos(page, "Photos of the water damage under the sink.");
    await photos.setInputFiles([await png("damage.png")]);
    const refusal = "Please select an image file (PNG, JPEG, GIF or WebP)";
    await page.route("**/api/quotes", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({ message: refusal, errors: { photos: refusal } }),
      }),
    );
    await form.getByRole("button", { name: "Submit Quote Request" }).click();
    await expect(photos).toHaveAccessibleDescription(new RegExp(refusal.replace(/[()]/g, "\\$&")));
    await expect(photos).toBeFocused();
    await expect(form.getByRole("img", { name: "Photo 1: damage.png" })).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveValue("Jane Doe");
  });
});
