import { expect, test, type Locator, type Page } from "@playwright/test";
import { asOwnClient } from "./booking-support";
import { collectConsoleErrors, expectNoAxeViolations, waitForHydration } from "./support";
import { weekFromToday as nextWeek } from "./visit-days";

// Every test is a different visitor: its own address, so its own rate-limit allowance (TRUST_PROXY is on).
test.beforeEach(({ page }) => asOwnClient(page));

/** Holds the requests to `url` on their way to the server until release() is called: the busy state stays. */
async function holdRequests(page: Page, url: string) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

const toasts = (page: Page) =>
  page.getByRole("region", { name: "Notifications" }).locator('[role="status"], [role="alert"]');

const quoteForm = (page: Page) => page.locator("form").filter({ has: page.getByLabel("Service Type") });
const contactForm = (page: Page) => page.locator("form").filter({ has: page.getByLabel("Subject") });

async function fillQuote(form: Locator) {
  await form.getByLabel("Name").fill("Jane Doe");
  await form.getByLabel("Email").fill("jane@example.com");
  await form.getByLabel("Phone").fill("(325) 555-0199");
  await form.getByLabel("Service Type").selectOption("Kitchen Remodeling");
  await form.getByLabel("Preferred Date").fill(nextWeek());
  await form.getByLabel("Project Details").fill("New cabinets and quartz countertops for a 12x14 kitchen.");
}

async function fillContact(form: Locator) {
  await form.getByLabel("Name").fill("Sam Carter");
  await form.getByLabel("Email").fill("sam@example.com");
  await form.getByLabel("Phone").fill("325-555-0123");
  await form.getByLabel("Subject").fill("Deck repair");
  await form.getByLabel("Message", { exact: true }).fill("Two boards on our deck are loose. Can you look?");
}

test.describe("quote page", () => {
  test("shows every field's message on an empty submission and focuses the first field", async ({ page }) => {
    await page.goto("/quote");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Request a Quote" })).toBeVisible();
    const form = quoteForm(page);
    await form.getByRole("button", { name: "Submit Quote Request" }).click();
    for (const [label, message] of [
      ["Name", "Name is required"],
      ["Email", "Invalid email address"],
      ["Phone", "Phone number is required"],
      ["Service Type", "Please select a service"],
      ["Preferred Date", "Please select a preferred date"],
      ["Project Details", "Please provide some details about your project"],
    ]) {
      const field = form.getByLabel(label);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(message);
      await expect(form.getByRole("alert").filter({ hasText: message })).toBeVisible();
    }
    await expect(form.getByLabel("Name")).toBeFocused();
    await expect(toasts(page)).toHaveCount(0);
  });

  test("says that every field but the photos is required, as the labels do", async ({ page }) => {
    await page.goto("/quote");
    await waitForHydration(page);
    const section = page.getByRole("region", { name: "Tell us about your project" });
    await expect(section).toContainText(
      "Free estimates, no obligation. All fields are required except the photos.",
    );
    await expect(section.getByLabel("Photos (optional)")).toBeAttached();
    // The photos are the one field an empty submission does not mark.
    await section.getByRole("button", { name: "Submit Quote Request" }).click();
    await expect(section.getByLabel("Project Details")).toHaveAttribute("aria-invalid", "true");
    await expect(section.getByLabel("Photos (optional)")).not.toHaveAttribute("aria-invalid", "true");
  });

  test("refuses short and malformed values and the placeholder service; a fixed field loses its message", async ({
    page,
  }) => {
    await page.goto("/quote");
    await waitForHydration(page);
    const form = quoteForm(page);
    await fillQuote(form);
    await form.getByLabel("Name").fill("J");
    await form.getByLabel("Email").fill("jane@example");
    await form.getByLabel("Phone").fill("555-0199");
    await form.getByLabel("Service Type").selectOption("default");
    await form.getByLabel("Project Details").fill("Fix it");
    await form.getByRole("button", { name: "Submit Quote Request" }).click();
    await expect(form.getByRole("alert")).toHaveText([
      "Name is required",
      "Invalid email address",
      "Phone number is required",
      "Please select a service",
      "Please provide some details about your project",
    ]);
    // The values stay as typed.
    await expect(form.getByLabel("Name")).toHaveValue("J");
    await expect(form.getByLabel("Project Details")).toHaveValue("Fix it");

    await form.getByLabel("Name").fill("Jo");
    await expect(form.getByLabel("Name")).not.toHaveAttribute("aria-invalid");
    await expect(form.getByText("Name is required")).toBeHidden();
    await form.getByLabel("Service Type").selectOption("Deck Building");
    await expect(form.getByText("Please select a service")).toBeHidden();
    await expect(form.getByRole("alert")).toHaveCount(3);
  });

  test("submits: Submitting... while busy, then the success toast and an empty form", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto("/quote");
    await waitForHydration(page);
    const form = quoteForm(page);
    await fillQuote(form);
    const release = await holdRequests(page, "**/api/quotes");
    const response = page.waitForResponse("**/api/quotes");
    await form.getByRole("button", { name: "Submit Quote Request" }).click();
    await expect(form.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    release();
    expect((await response).status()).toBe(201);

    const toast = toasts(page);
    await expect(toast).toHaveCount(1);
    await expect(toast).toHaveAttribute("role", "status");
    await expect(toast).toContainText("Quote Request Submitted");
    await expect(toast).toContainText(
      "Thank you for your quote request! We will contact you shortly to discuss your project.",
    );
    await expect(form.getByRole("button", { name: "Submit Quote Request" })).toBeEnabled();
    for (const label of ["Name", "Email", "Phone", "Preferred Date", "Project Details"]) {
      await expect(form.getByLabel(label)).toHaveValue("");
    }
    await expect(form.getByLabel("Service Type")).toHaveValue("default");
    expect(errors).toEqual([]);
  });

  test("a failed submission shows the error toast and keeps the values; one toast at a time", async ({
    page,
  }) => {
    await page.goto("/quote");
    await waitForHydration(page);
    const form = quoteForm(page);
    await fillQuote(form);
    await page.route("**/api/quotes", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"boom"}' }),
    );
    await form.getByRole("button", { name: "Submit Quote Request" }).click();
    const toast = toasts(page);
    await expect(toast).toHaveCount(1);
    await expect(toast).toHaveAttribute("role", "alert");
    await expect(toast).toContainText("Error");
    await expect(toast).toContainText("Failed to submit quote request. Please try again later.");
    await expect(form.getByLabel("Name")).toHaveValue("Jane Doe");
    await expect(form.getByLabel("Service Type")).toHaveValue("Kitchen Remodeling");
    await expect(form.getByLabel("Project Details")).toHaveValue(/quartz countertops/);

    // The server's own field messages are shown as well when it refuses the values.
    await page.unroute("**/api/quotes");
    await page.route("**/api/quotes", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          message: "Please correct the highlighted fields.",
          errors: { preferredDate: "Please select a preferred date that is today or later" },
        }),
      }),
    );
    await form.getByRole("button", { name: "Submit Quote Request" }).click();
    await expect(form.getByLabel("Preferred Date")).toHaveAccessibleDescription(
      "Please select a preferred date that is today or later",
    );
    await expect(toast).toHaveCount(1);

    // Success replaces the error toast.
    await page.unroute("**/api/quotes");
    await form.getByRole("button", { name: "Submit Quote Request" }).click();
    await expect(toast).toContainText("Quote Request Submitted");
    await expect(toast).toHaveCount(1);
    await expect(page.getByRole("region", { name: "Notifications" }).getByRole("alert")).toHaveCount(0);
  });

  test("the toast closes with its button, and by itself after about 5 seconds", async ({ page }) => {
    await page.goto("/quote");
    await waitForHydration(page);
    const form = quoteForm(page);
    await fillQuote(form);
    await form.getByRole("button", { name: "Submit Quote Request" }).click();
    const toast = toasts(page);
    await expect(toast).toContainText("Quote Request Submitted");
    const box = await toast.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(420);
    await toast.getByRole("button", { name: "Close notification" }).click();
    await expect(toast).toHaveCount(0);

    await fillQuote(form);
    await form.getByRole("button", { name: "Submit Quote Request" }).click();
    await expect(toast).toHaveCount(1);
    await page.mouse.move(0, 0);
    await expect(toast).toHaveCount(0, { timeout: 8000 });
  });

  test("works with the keyboard alone", async ({ page }) => {
    await page.goto("/quote");
    await waitForHydration(page);
    // The fields take the focus once the page is interactive.
    await waitForHydration(page);
    const form = quoteForm(page);
    await form.getByLabel("Name").focus();
    await page.keyboard.type("Jane Doe");
    await page.keyboard.press("Tab");
    await page.keyboard.type("jane@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.type("3255550199");
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Service Type")).toBeFocused();
    await form.getByLabel("Service Type").selectOption("Other");
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Preferred Date")).toBeFocused();
    // The date field takes month, day and year typed in a row (en-US), then Tab leaves it.
    const [year, month, day] = nextWeek().split("-");
    await page.keyboard.type(`${month}${day}${year}`);
    await expect(form.getByLabel("Preferred Date")).toHaveValue(nextWeek());
    // Chromium's date field has a second tab stop: its calendar button.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Project Details")).toBeFocused();
    await page.keyboard.type("Replace the back porch light and two outlets.");
    await page.keyboard.press("Tab");
    // The optional photos come next; none is chosen.
    await expect(form.getByLabel("Photos (optional)")).toBeFocused();
    await page.keyboard.press("Tab");
    // The hidden honeypot field is skipped.
    await expect(form.getByRole("button", { name: "Submit Quote Request" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(toasts(page)).toContainText("Quote Request Submitted");
    // The button was disabled while busy; the focus comes back to it afterwards.
    await expect(form.getByRole("button", { name: "Submit Quote Request" })).toBeFocused();
  });
});

test.describe("contact page", () => {
  test("shows every field's message and keeps the values", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const form = contactForm(page);
    await form.getByLabel("Name").fill("S");
    await form.getByLabel("Email").fill("sam.example.com");
    await form.getByRole("button", { name: "Send Message" }).click();
    for (const [label, message] of [
      ["Name", "Name is required"],
      ["Email", "Invalid email address"],
      ["Phone", "Phone number is required"],
      ["Subject", "Subject is required"],
      ["Message", "Message is too short"],
    ]) {
      await expect(form.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message);
    }
    await expect(form.getByLabel("Email")).toHaveValue("sam.example.com");
    await expect(form.getByLabel("Name")).toBeFocused();
  });

  test("sends: Sending... while busy, then the success toast and an empty form", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const form = contactForm(page);
    await fillContact(form);
    const release = await holdRequests(page, "**/api/messages");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
    release();
    const toast = toasts(page);
    await expect(toast).toContainText("Message Sent");
    await expect(toast).toContainText(
      "Thank you for contacting us! We will get back to you as soon as possible.",
    );
    await expect(form.getByLabel("Subject")).toHaveValue("");
    await expect(form.getByLabel("Message", { exact: true })).toHaveValue("");
  });

  test("a failed send shows the error toast and keeps the values", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const form = contactForm(page);
    await fillContact(form);
    await page.route("**/api/messages", (route) => route.abort("connectionreset"));
    await form.getByRole("button", { name: "Send Message" }).click();
    const toast = toasts(page);
    await expect(toast).toHaveAttribute("role", "alert");
    await expect(toast).toContainText("Failed to send message. Please try again later.");
    await expect(form.getByLabel("Subject")).toHaveValue("Deck repair");
  });

  test("after 5 messages the next one gets the rate-limit message, and the values stay", async ({ page }) => {
    test.slow();
    await page.goto("/contact");
    await waitForHydration(page);
    const form = contactForm(page);
    const toast = toasts(page);
    for (let i = 0; i < 5; i++) {
      await fillContact(form);
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(toast).toContainText("Message Sent");
      await toast.getByRole("button", { name: "Close notification" }).click();
    }
    await fillContact(form);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(toast).toHaveAttribute("role", "alert");
    await expect(toast).toContainText("Error");
    await expect(toast).toContainText("Too many requests. Please try again in 10 minutes.");
    await expect(form.getByLabel("Subject")).toHaveValue("Deck repair");

    // The quote form has its own allowance.
    await page.goto("/quote");
    await waitForHydration(page);
    await fillQuote(quoteForm(page));
    await quoteForm(page).getByRole("button", { name: "Submit Quote Request" }).click();
    await expect(toasts(page)).toContainText("Quote Request Submitted");
  });

  test("shows the contact card, and the map link when the map cannot load", async ({ page }) => {
    await page.route("https://www.openstreetmap.org/**", (route) => route.abort("internetdisconnected"));
    await page.goto("/contact");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 2, name: "Contact Information" })).toBeVisible();
    await expect(page.getByText("1250 Pine St, Abilene, TX 79601").first()).toBeVisible();
    const placeholder = page.getByTestId("map-placeholder");
    await placeholder.scrollIntoViewIfNeeded();
    await expect(placeholder.getByText("The map could not be loaded.")).toBeVisible();
    const link = placeholder.getByRole("link", { name: /Open in Maps/ });
    await expect(link).toHaveAttribute("href", /query=1250%20Pine%20St%2C%20Abilene%2C%20TX%2079601$/);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(page.locator("iframe")).toHaveCount(0);
  });

  test("the map frame appears when it has loaded; the placeholder covers it until then", async ({ page }) => {
    let releaseFrame: () => void = () => {};
    const frameHeld = new Promise<void>((resolve) => (releaseFrame = resolve));
    await page.route("https://www.openstreetmap.org/**", async (route) => {
      if (route.request().method() === "GET") await frameHeld;
      await route.fulfill({ contentType: "text/html", body: "<!doctype html><title>map</title><p>Map</p>" });
    });
    await page.goto("/contact");
    await waitForHydration(page);
    const placeholder = page.getByTestId("map-placeholder");
    await placeholder.scrollIntoViewIfNeeded();
    const frame = page.getByTitle("Map of 1250 Pine St, Abilene, TX 79601");
    await expect(frame).toHaveAttribute("loading", "lazy");
    await expect(frame).toHaveAttribute("src", /marker=32\.4487,-99\.7331/);
    await expect(placeholder.getByText("Loading map…")).toBeVisible();
    releaseFrame();
    await expect(placeholder).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Open in Maps/ })).toBeVisible();
  });
});

test.describe("accessibility and small screens", () => {
  for (const path of ["/quote", "/contact"]) {
    test(
      `${path} has no axe violations in light and dark, with and without field errors`,
      { tag: "@phone" },
      async ({ page }) => {
        test.slow();
        for (const scheme of ["light", "dark"] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          await page.goto(path);
          await waitForHydration(page);
          await expectNoAxeViolations(page);
          await page.getByRole("button", { name: /Submit Quote Request|Send Message/ }).click();
          await expect(page.locator("form").getByRole("alert").first()).toBeVisible();
          await expectNoAxeViolations(page);
        }
      },
    );

    test(`${path} fits a 375 px screen without horizontal scrolling`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width: 375, height: 812 });
      for (const scheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(path);
        await waitForHydration(page);
        await page.getByRole("button", { name: /Submit Quote Request|Send Message/ }).click();
        await expect(page.locator("form").getByRole("alert").first()).toBeVisible();
        const [scrollWidth, innerWidth] = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          window.innerWidth,
        ]);
        expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
        await testInfo.attach(`${path.slice(1)}-375-${scheme}`, {
          body: await page.screenshot({ fullPage: true }),
          contentType: "image/png",
        });
      }
    });
  }
});
