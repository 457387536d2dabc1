/**
 * A review from a real customer reaching the site: the customer opens the link of the review request mail,
 * gives five stars and a text; the owner approves it in the Reviews tab and it shows on the home page, for
 * a visitor too (the approval clears the public pages' cache). Axe checks the review page and the tab on a
 * phone-wide and a desktop-wide screen.
 */
import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { businessToday, formatLongDate } from "~/lib/dates";
import { linkIn, mailsTo } from "~tests/support/outbox";
import { expect, openTab, test, toast, TOAST } from "./admin-fixture";
import { closeReviewData, completedVisitAskedForReview } from "./review-data";
import { expectNoAxeViolations, waitForHydration } from "./support";

test.describe.configure({ timeout: 180_000 });
test.afterAll(closeReviewData);

const outbox = `test-results/e2e-${process.env.E2E_PORT ?? 4173}-data/outbox`;
const WIDTHS = [390, 1280];

async function axeAtWidths(page: Page) {
  const original = page.viewportSize()!;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize(original);
}

test("a customer reviews a completed visit by the mailed link; the owner approves it and it is on the home page", async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = `${test.info().project.name}-${Date.now().toString(36)}`;
  const email = `reviewer-${tag}@example.com`;
  const surname = `Zephyr${crypto.randomBytes(2).toString("hex")}`;
  await completedVisitAskedForReview(email, `Riley ${surname}`, "Deck Building");

  // 1. The mail: thanks, the visit, and the one-time link.
  await expect.poll(() => mailsTo(outbox, email, /^How did we do\?/).length, { timeout: 20_000 }).toBe(1);
  const mail = mailsTo(outbox, email, /^How did we do\?/)[0]!;
  expect(mail.text).toContain(`Deck Building on ${formatLongDate(businessToday())}`);
  const link = linkIn(mail);
  expect(link).toMatch(/\/reviews\/[A-Za-z0-9_-]{43}$/);

  // 2. The customer, in a browser of their own, gives five stars (by keyboard) and a text.
  const bytes = crypto.randomBytes(3);
  const customerContext = await browser.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
    extraHTTPHeaders: { "x-forwarded-for": `10.${bytes[0]}.${bytes[1]}.${bytes[2]}` },
  });
  const customer = await customerContext.newPage();
  const answer = await customer.goto(link);
  expect(answer?.headers()["x-robots-tag"]).toBe("noindex");
  expect(answer?.headers()["cache-control"]).toBe("private, no-store");
  await waitForHydration(customer);
  await expect(customer.getByRole("heading", { level: 1, name: "Review your visit" })).toBeVisible();
  await expect(customer.getByText(/Big Country Home Remodeling: Deck Building on/)).toBeVisible();
  await axeAtWidths(customer);

  await customer.getByRole("button", { name: "Submit review" }).click();
  await expect(customer.getByText("Please choose a rating from 1 to 5 stars")).toBeVisible();
  await customer.getByRole("radio", { name: "4 stars" }).check();
  await customer.keyboard.press("ArrowRight");
  await expect(customer.getByRole("radio", { name: "5 stars" })).toBeChecked();
  const name = customer.getByLabel("Name shown with your review");
  await expect(name).toHaveValue(`Riley ${surname[0]}.`);
  const author = `Riley ${surname}`;
  await name.fill(author);
  const text = `The new deck is level and solid, and the crew cleaned up every day. (${tag})`;
  await customer.getByLabel("Your review", { exact: true }).fill(text);
  await customer.getByRole("button", { name: "Submit review" }).click();
  await expect(customer.getByRole("heading", { name: "Thank you for your review!" })).toBeVisible();

  // The link gives one review.
  await customer.reload();
  await expect(customer.getByText("You have already reviewed this visit. Thank you!")).toBeVisible();
  await expect(customer.getByRole("button", { name: "Submit review" })).toHaveCount(0);

  // A link that is not one is a 404 that says so.
  const unknown = await customer.goto(`/reviews/${"A".repeat(43)}`);
  expect(unknown?.status()).toBe(404);
  await expect(customer.getByRole("heading", { level: 1, name: "Review Link Not Valid" })).toBeVisible();

  // 3. Not on the site before the owner approves it.
  await customer.goto("/");
  await expect(customer.getByText(text)).toHaveCount(0);

  // 4. The owner approves it in the Reviews tab (pending ones shown first).
  await openTab(page, "reviews", "Reviews");
  const entry = page.getByRole("article", { name: `Review by ${author}` });
  await expect(entry).toContainText(text);
  await expect(entry).toContainText("Deck Building on");
  await expect(entry.getByRole("img", { name: "5 out of 5 stars" })).toBeVisible();
  await axeAtWidths(page);
  await entry.getByRole("button", { name: "Approve" }).click();
  await expect(toast(page, "Review approved")).toBeVisible(TOAST);

  // 5. On the home page at once, for the owner and for a visitor.
  await page.goto("/");
  const section = page.locator("#reviews");
  await expect(section.getByText(text)).toBeVisible();
  await expect(section.getByText(author)).toBeVisible();
  await customer.goto("/");
  await expect(customer.locator("#reviews").getByText(text)).toBeVisible();
  await customerContext.close();
});
