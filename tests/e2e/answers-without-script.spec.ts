/**
 * The estimate's answers and the review form post natively, before the page's script runs or without it
 * (docs/decisions/0020-forms-post-natively.md): refused, the page comes back with the messages under the
 * fields, the values kept and the first field in error focused; taken, the customer lands where the answer
 * leads (the deposit's checkout, the page saying where things stand, the thank-you).
 */
import crypto from "node:crypto";
import { expect, test } from "@playwright/test";
import { linkIn, mailsTo } from "~tests/support/outbox";
import { closeEstimateData, kitchenEstimate, sendEstimate, uniqueCustomerEmail } from "./estimate-data";
import { closeReviewData, completedVisitAskedForReview } from "./review-data";

test.describe.configure({ timeout: 120_000 });
test.use({ javaScriptEnabled: false });
test.afterAll(async () => {
  await closeEstimateData();
  await closeReviewData();
});
// Every test is a different visitor: its own address, so its own rate-limit allowance (TRUST_PROXY is on).
test.beforeEach(async ({ page }) => {
  const bytes = crypto.randomBytes(3);
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.${bytes[0]}.${bytes[1]}.${bytes[2]}` });
});

const outbox = `test-results/e2e-${process.env.E2E_PORT ?? 4173}-data/outbox`;

test("an estimate is refused without a signature, then approved and sent to the deposit's checkout", async ({
  page,
}) => {
  const estimate = await sendEstimate(kitchenEstimate(uniqueCustomerEmail("estimate-no-script")));
  await page.goto(`/estimates/${estimate.token}`);
  const option = page.getByRole("checkbox", { name: "Add Under-cabinet lighting" });
  const name = page.getByLabel("Type your full name");
  const terms = page.getByRole("checkbox", { name: "I have read and accept the terms above" });
  const approve = page.getByRole("button", { name: "Approve and pay deposit" });

  await option.check();
  await name.fill("D");
  await approve.click();
  await expect(page.getByText("Please type your full name to approve")).toBeVisible();
  await expect(page.getByText("Please accept the terms to approve")).toBeVisible();
  await expect(name).toBeFocused();
  await expect(name).toHaveValue("D");
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(option).toBeChecked();
  await expect(terms).not.toBeChecked();

  await name.fill("Dana Whitfield");
  await terms.check();
  await approve.click();
  // The ticked option is in the deposit: 30% of $2,650.00.
  await expect(page).toHaveURL(/\/checkout\/test\//);
  await expect(page.getByRole("heading", { level: 1, name: "$795.00" })).toBeVisible();
});

test("an estimate is declined from its button's form", async ({ page }) => {
  const estimate = await sendEstimate(kitchenEstimate(uniqueCustomerEmail("decline-no-script")));
  await page.goto(`/estimates/${estimate.token}`);
  await page.getByRole("button", { name: "Decline", exact: true }).click();
  await page.getByLabel("Reason (optional)").fill("We went with another contractor.");
  await page.getByRole("button", { name: "Decline estimate" }).click();
  await expect(page).toHaveURL(new RegExp(`/estimates/${estimate.token}$`));
  await expect(page.getByText("This estimate was declined.")).toBeVisible();
  await expect(page.getByLabel("Type your full name")).toHaveCount(0);
});

test("a review is refused without a rating, then sent", async ({ page }) => {
  const email = `reviewer-no-script-${test.info().project.name}-${Date.now().toString(36)}@example.com`;
  await completedVisitAskedForReview(email, "Riley Quill", "Deck Building");
  await expect.poll(() => mailsTo(outbox, email, /^How did we do\?/).length, { timeout: 20_000 }).toBe(1);
  const link = linkIn(mailsTo(outbox, email, /^How did we do\?/)[0]!);
  await page.goto(link);
  await expect(page.getByText(/Deck Building on/)).toBeVisible();

  const text = "The new deck is level and solid, and the crew cleaned up every day.";
  await page.getByLabel("Your review", { exact: true }).fill(text);
  await page.getByRole("button", { name: "Submit review" }).click();
  await expect(page.getByText("Please choose a rating from 1 to 5 stars")).toBeVisible();
  await expect(page.getByRole("radio", { name: "1 star", exact: true })).toBeFocused();
  await expect(page.getByLabel("Your review", { exact: true })).toHaveValue(text);
  await expect(page.getByLabel("Name shown with your review")).toHaveValue("Riley Q.");

  await page.getByRole("radio", { name: "4 stars" }).check();
  await page.getByRole("button", { name: "Submit review" }).click();
  await expect(page.getByRole("heading", { name: "Thank you for your review!" })).toBeVisible();
  // The link gives one review.
  await page.goto(link);
  await expect(page.getByText("You have already reviewed this visit. Thank you!")).toBeVisible();
});
