/**
 * A quote request and a message are answered with their reference (Q-<n>, M-<n>), the one their
 * acknowledgment mail carries: on the page's success state, sent by the script and posted without it.
 */
import { expect, test, type Page } from "@playwright/test";
import { asOwnClient } from "./booking-support";
import { expectNoAxeViolations, waitForHydration } from "./support";
import { weekFromToday as nextWeek } from "./visit-days";

test.beforeEach(({ page }) => asOwnClient(page));

const quoteForm = (page: Page) => page.locator("form").filter({ has: page.getByLabel("Service Type") });
const contactForm = (page: Page) => page.locator("form").filter({ has: page.getByLabel("Subject") });

async function sendQuote(page: Page) {
  const form = quoteForm(page);
  await form.getByLabel("Name").fill("Jane Reference");
  await form.getByLabel("Email").fill("jane.reference@example.com");
  await form.getByLabel("Phone").fill("(325) 555-0199");
  await form.getByLabel("Service Type").selectOption("Kitchen Remodeling");
  await form.getByLabel("Preferred Date").fill(nextWeek());
  await form.getByLabel("Project Details").fill("New cabinets and quartz countertops for a 12x14 kitchen.");
  await form.getByRole("button", { name: "Submit Quote Request" }).click();
}

async function sendMessage(page: Page) {
  const form = contactForm(page);
  await form.getByLabel("Name").fill("Sam Reference");
  await form.getByLabel("Email").fill("sam.reference@example.com");
  await form.getByLabel("Phone").fill("325-555-0123");
  await form.getByLabel("Subject").fill("Deck repair");
  await form.getByLabel("Message").fill("Two boards on our deck are loose. Can you take a look?");
  await form.getByRole("button", { name: "Send Message" }).click();
}

test.describe("with JavaScript", () => {
  test("a quote request shows its reference Q-<n>, as the API answered it", async ({ page }) => {
    await page.goto("/quote");
    await waitForHydration(page);
    const answer = page.waitForResponse("**/api/quotes");
    await sendQuote(page);
    const { reference } = (await (await answer).json()) as { reference: string };
    expect(reference).toMatch(/^Q-\d+$/);
    await expect(quoteForm(page).getByRole("status")).toContainText(`Your reference is ${reference}.`);
    // The toast says it too; axe reads the page once the toast is there (its code loads with the first one).
    await expect(page.getByRole("region", { name: "Notifications" })).toContainText(reference);
    await expectNoAxeViolations(page);
  });

  test("a message shows its reference M-<n>, as the API answered it", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const answer = page.waitForResponse("**/api/messages");
    await sendMessage(page);
    const { reference } = (await (await answer).json()) as { reference: string };
    expect(reference).toMatch(/^M-\d+$/);
    await expect(contactForm(page).getByRole("status")).toContainText(`Your reference is ${reference}.`);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a quote request and a message show their references after the page's own post", async ({ page }) => {
    await page.goto("/quote");
    await sendQuote(page);
    await expect(page).toHaveURL(/\/quote\?sent=Q-\d+$/);
    const quote = new URL(page.url()).searchParams.get("sent");
    await expect(quoteForm(page).getByRole("status")).toContainText(`Your reference is ${quote}.`);

    await page.goto("/contact");
    await sendMessage(page);
    await expect(page).toHaveURL(/\/contact\?sent=M-\d+$/);
    const message = new URL(page.url()).searchParams.get("sent");
    await expect(contactForm(page).getByRole("status")).toContainText(`Your reference is ${message}.`);
  });
});
