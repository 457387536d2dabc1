/**
 * The contact and quote forms post natively before the page's script runs, or without it
 * (docs/decisions/0020-forms-post-natively.md): refused, the page comes back with the messages under the fields,
 * the values kept and the first field in error focused; accepted, it says so.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { solidImage } from "~tests/support/images";
import { asOwnClient } from "./booking-support";
import { waitForHydration } from "./support";
import { weekFromToday as nextWeek } from "./visit-days";

// Every test is a different visitor: its own address, so its own rate-limit allowance (TRUST_PROXY is on).
test.beforeEach(({ page }) => asOwnClient(page));

const MESSAGE_RECEIVED = "Thank you for contacting us! We will get back to you as soon as possible.";
const QUOTE_RECEIVED =
  "Thank you for your quote request! We will contact you shortly to discuss your project.";
const FIX_FIELDS = "Please correct the highlighted fields.";

const quoteForm = (page: Page) => page.locator("form").filter({ has: page.getByLabel("Service Type") });
const contactForm = (page: Page) => page.locator("form").filter({ has: page.getByLabel("Subject") });
const toasts = (page: Page) =>
  page.getByRole("region", { name: "Notifications" }).locator('[role="status"], [role="alert"]');

async function expectFieldMessage(form: Locator, label: string, message: string) {
  const field = form.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(message));
}

/** Submits `form` with its button and answers the status of the page's POST. */
async function post(page: Page, form: Locator, button: string, path: string) {
  const response = page.waitForResponse(
    (res) => res.request().method() === "POST" && new URL(res.url()).pathname === path,
  );
  await form.getByRole("button", { name: button }).click();
  return (await response).status();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a contact message is refused with the fields' messages, then sent", async ({ page }) => {
    await page.goto("/contact");
    let form = contactForm(page);
    await form.getByLabel("Name").fill("Sam Carter");
    await form.getByLabel("Email").fill("not-an-email");
    await form.getByLabel("Subject").fill("Deck repair");
    await form.getByLabel("Message", { exact: true }).fill("Two boards on our deck are loose. Can you look?");

    expect(await post(page, form, "Send Message", "/contact")).toBe(400);
    form = contactForm(page);
    await expect(form.getByRole("alert").filter({ hasText: FIX_FIELDS })).toBeVisible();
    await expectFieldMessage(form, "Email", "Invalid email address");
    await expectFieldMessage(form, "Phone", "Phone number is required");
    await expect(form.getByLabel("Email")).toBeFocused();
    await expect(form.getByLabel("Name")).toHaveValue("Sam Carter");
    await expect(form.getByLabel("Email")).toHaveValue("not-an-email");
    await expect(form.getByLabel("Message", { exact: true })).toHaveValue(
      "Two boards on our deck are loose. Can you look?",
    );
    await expect(form.getByLabel("Name")).not.toHaveAttribute("aria-invalid", "true");

    await form.getByLabel("Email").fill("sam@example.com");
    await form.getByLabel("Phone").fill("325-555-0123");
    expect(await post(page, form, "Send Message", "/contact")).toBe(302);
    await expect(page).toHaveURL(/\/contact\?sent=M-\d+$/);
    const message = new URL(page.url()).searchParams.get("sent");
    await expect(contactForm(page).getByRole("status")).toHaveText(
      `${MESSAGE_RECEIVED} Your reference is ${message}.`,
    );
    await expect(contactForm(page).getByLabel("Name")).toHaveValue("");
  });

  test("a quote request with a photo is refused, the photo asked for again, then sent", async ({ page }) => {
    const photo = { name: "porch.png", mimeType: "image/png", buffer: await solidImage(64, 48, "png") };
    await page.goto("/quote");
    let form = quoteForm(page);
    await form.getByLabel("Name").fill("Jane Doe");
    await form.getByLabel("Email").fill("jane@example.com");
    await form.getByLabel("Phone").fill("(325) 555-0199");
    await form.getByLabel("Service Type").selectOption("Kitchen Remodeling");
    await form.getByLabel("Project Details").fill("New cabinets and quartz countertops for a 12x14 kitchen.");
    await form.getByLabel("Photos (optional)").setInputFiles([photo]);

    expect(await post(page, form, "Submit Quote Request", "/quote")).toBe(400);
    form = quoteForm(page);
    await expect(form.getByRole("alert").filter({ hasText: FIX_FIELDS })).toBeVisible();
    await expectFieldMessage(form, "Preferred Date", "Please select a preferred date");
    await expectFieldMessage(form, "Photos (optional)", "Please attach your photos again");
    await expect(form.getByLabel("Preferred Date")).toBeFocused();
    await expect(form.getByLabel("Name")).toHaveValue("Jane Doe");
    await expect(form.getByLabel("Service Type")).toHaveValue("Kitchen Remodeling");
    await expect(form.getByLabel("Project Details")).toHaveValue(
      "New cabinets and quartz countertops for a 12x14 kitchen.",
    );

    await form.getByLabel("Preferred Date").fill(nextWeek());
    await form.getByLabel("Photos (optional)").setInputFiles([photo]);
    expect(await post(page, form, "Submit Quote Request", "/quote")).toBe(302);
    await expect(page).toHaveURL(/\/quote\?sent=Q-\d+$/);
    const request = new URL(page.url()).searchParams.get("sent");
    await expect(quoteForm(page).getByRole("status")).toHaveText(
      `${QUOTE_RECEIVED} Your reference is ${request}.`,
    );
  });

  test("a file that is not an image is refused on the photos' field", async ({ page }) => {
    await page.goto("/quote");
    const form = quoteForm(page);
    await form
      .getByLabel("Photos (optional)")
      .setInputFiles([
        { name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") },
      ]);
    await form.getByLabel("Name").fill("Jane Doe");
    await form.getByLabel("Email").fill("jane@example.com");
    await form.getByLabel("Phone").fill("(325) 555-0199");
    await form.getByLabel("Service Type").selectOption("Kitchen Remodeling");
    await form.getByLabel("Preferred Date").fill(nextWeek());
    await form.getByLabel("Project Details").fill("New cabinets and quartz countertops for a 12x14 kitchen.");
    expect(await post(page, form, "Submit Quote Request", "/quote")).toBe(400);
    await expectFieldMessage(
      quoteForm(page),
      "Photos (optional)",
      "notes\\.png is not an image\\. Please select an image file \\(PNG, JPEG, GIF or WebP\\)\\.",
    );
    await expect(quoteForm(page).getByLabel("Photos (optional)")).toBeFocused();
  });

  test("the home page's quote form posts to the quote page", async ({ page }) => {
    await page.goto("/");
    const form = quoteForm(page);
    await form.getByLabel("Name").fill("Jane Doe");
    expect(await post(page, form, "Submit Quote Request", "/quote")).toBe(400);
    await expect(page).toHaveURL(/\/quote$/);
    await expect(page.getByRole("heading", { level: 1, name: "Request a Quote" })).toBeVisible();
    await expect(quoteForm(page).getByLabel("Name")).toHaveValue("Jane Doe");
    await expectFieldMessage(quoteForm(page), "Email", "Invalid email address");
    await expect(quoteForm(page).getByLabel("Email")).toBeFocused();
  });
});

test("what is typed before the page's script runs is kept and sent once it does", async ({ page }) => {
  // The page's modules wait until the fields are filled, as on a slow phone.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  const form = contactForm(page);
  await form.getByLabel("Name").fill("Sam Carter");
  await form.getByLabel("Email").fill("sam@example.com");
  await form.getByLabel("Phone").fill("325-555-0123");
  await form.getByLabel("Subject").fill("Deck repair");
  await form.getByLabel("Message", { exact: true }).fill("Two boards on our deck are loose. Can you look?");
  release();
  await waitForHydration(page);
  await expect(form.getByLabel("Name")).toHaveValue("Sam Carter");

  const request = page.waitForRequest("**/api/messages");
  await form.getByRole("button", { name: "Send Message" }).click();
  expect((await request).postDataJSON()).toMatchObject({ name: "Sam Carter", subject: "Deck repair" });
  await expect(toasts(page)).toContainText("Message Sent");
  await expect(form.getByLabel("Name")).toHaveValue("");
});
