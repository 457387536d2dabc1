import { expect, test, type Page } from "@playwright/test";
import { addDays, businessToday, formatLongDate } from "~/lib/dates";
import { asOwnClient, signInWithLink } from "./booking-support";
import {
  closeEstimateData,
  estimateStatus,
  kitchenEstimate,
  reviseSentEstimate,
  sendEstimate,
  uniqueCustomerEmail,
} from "./estimate-data";
import { collectConsoleErrors, expectNoAxeViolations, waitForHydration } from "./support";

test.describe.configure({ timeout: 120_000 });
test.afterAll(closeEstimateData);
test.beforeEach(async ({ page }) => {
  await asOwnClient(page);
});

const totals = (page: Page) => ({
  subtotal: page.getByTestId("estimate-subtotal"),
  total: page.getByTestId("estimate-total"),
  deposit: page.getByTestId("estimate-deposit"),
});

/** Opens an estimate's link and waits until its controls work. */
async function openEstimate(page: Page, token: string) {
  const response = await page.goto(`/estimates/${token}`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

test(
  "the customer picks an option, signs and pays the deposit; My Projects lists the estimate",
  { tag: "@phone" },
  async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const email = uniqueCustomerEmail("estimate-approve");
    const estimate = await sendEstimate(kitchenEstimate(email), ["/images/hero/hero-bathroom-800.webp"]);
    await openEstimate(page, estimate.token);

    await expect(page.getByRole("heading", { level: 1, name: "Kitchen refresh" })).toBeVisible();
    await expect(page.getByText(`Estimate #${estimate.number}`, { exact: true })).toBeVisible();
    await expect(page.getByText("Prepared for Dana Whitfield")).toBeVisible();
    await expect(page.getByRole("link", { name: "Download PDF" })).toHaveAttribute(
      "href",
      `/estimates/${estimate.token}.pdf`,
    );
    const pdf = await page.request.get(`/estimates/${estimate.token}.pdf`);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    await expect(page.getByRole("img", { name: "Photo 1 of 1" })).toBeVisible();
    const work = page.getByRole("region", { name: "The work" });
    // A table on a wide screen, a card a line on a phone: the visible one is checked.
    for (const text of ["Cabinet refacing", "New outlets", /^3 each/, /\$250\.00/, "$750.00", "$1,500.00"]) {
      await expect(work.getByText(text).filter({ visible: true }).first()).toBeVisible();
    }
    await expect(page.getByText("Materials are ordered once the deposit is received.")).toBeVisible();

    const { subtotal, total, deposit } = totals(page);
    await expect(subtotal).toHaveText("$2,250.00");
    await expect(total).toHaveText("$2,250.00");
    await expect(deposit).toHaveText("$675.00");
    await expect(page.getByText("30% deposit, paid on approval")).toBeVisible();

    const option = page.getByRole("checkbox", { name: "Add Under-cabinet lighting" });
    await option.check();
    await expect(total).toHaveText("$2,650.00");
    await expect(deposit).toHaveText("$795.00");
    await option.uncheck();
    await expect(total).toHaveText("$2,250.00");
    await expect(deposit).toHaveText("$675.00");
    await option.check();
    await expect(page.getByRole("form", { name: "Approve this estimate" })).toContainText(
      "You approve a total of $2,650.00, with a deposit of $795.00 paid now",
    );

    const approve = page.getByRole("button", { name: "Approve and pay deposit" });
    await approve.click();
    await expect(page.getByText("Please type your full name to approve")).toBeVisible();
    await expect(page.getByText("Please accept the terms to approve")).toBeVisible();
    await expect(page.getByLabel("Type your full name")).toBeFocused();

    await page.getByLabel("Type your full name").fill("Dana Whitfield");
    await page.getByRole("checkbox", { name: "I have read and accept the terms above" }).check();
    await approve.click();

    await expect(page).toHaveURL(/\/checkout\/test\//);
    await expect(page.getByRole("heading", { level: 1, name: "$795.00" })).toBeVisible();
    await waitForHydration(page);
    await page.getByRole("button", { name: "Pay $795.00" }).click();

    await expect(page).toHaveURL(/\/estimates\/paid\?session_id=/);
    await expect(
      page.getByText(
        `Deposit received — estimate #${estimate.number} is approved. Thank you! We will call you to schedule the work.`,
      ),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to My Projects" })).toBeVisible();

    await openEstimate(page, estimate.token);
    await expect(page.getByText("This estimate has been approved.")).toBeVisible();
    await expect(page.getByRole("term").filter({ hasText: "Signed by" }).locator("+ dd")).toHaveText(
      "Dana Whitfield",
    );
    await expect(total).toHaveText("$2,650.00");
    await expect(page.getByText("Added", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Approve/ })).toHaveCount(0);
    expect(errors).toEqual([]);

    await signInWithLink(page, email);
    await page.goto("/my-projects");
    const estimates = page.getByRole("region", { name: "Estimates" });
    const card = estimates.getByRole("listitem").filter({ hasText: `Estimate #${estimate.number}` });
    await expect(card.getByRole("heading", { name: "Kitchen refresh" })).toBeVisible();
    await expect(card.getByText("Approved", { exact: true })).toBeVisible();
    await expect(card.getByText("$2,650.00")).toBeVisible();
    await expect(card.getByText("We will call you to schedule the work.")).toBeVisible();
  },
);

test("the payment schedule follows the optional items the customer ticks", async ({ page }) => {
  const date = addDays(businessToday(), 20);
  const estimate = await sendEstimate(
    kitchenEstimate(uniqueCustomerEmail("estimate-schedule"), {
      milestones: [{ name: "Rough-in complete", kind: "percent", value: "40", due: "on_date", date }],
    }),
  );
  await openEstimate(page, estimate.token);
  const schedule = page.getByRole("region", { name: "Payment schedule" });
  const amountOf = (term: string | RegExp) =>
    schedule.getByRole("term").filter({ hasText: term }).locator("+ dd");
  const rough = new RegExp(`^Rough-in complete — due ${formatLongDate(date)}`);
  // $2,250.00: 30% on approval, 40% at rough-in, the rest on completion.
  await expect(amountOf("Deposit on approval")).toHaveText("$675.00");
  await expect(amountOf(rough)).toHaveText("$900.00");
  await expect(amountOf("Balance on completion")).toHaveText("$675.00");
  // With the $400.00 option: $2,650.00.
  await page.getByRole("checkbox", { name: "Add Under-cabinet lighting" }).check();
  await expect(amountOf("Deposit on approval")).toHaveText("$795.00");
  await expect(amountOf(rough)).toHaveText("$1,060.00");
  await expect(amountOf("Balance on completion")).toHaveText("$795.00");
  await expectNoAxeViolations(page);
});

test("the page shown in the browser records that the customer viewed the estimate", async ({ page }) => {
  const estimate = await sendEstimate(kitchenEstimate(uniqueCustomerEmail("estimate-viewed")));
  expect(await estimateStatus(estimate.id)).toBe("sent");
  const viewReport = page.waitForRequest(
    (request) =>
      request.method() === "POST" && request.url().endsWith(`/api/estimates/${estimate.token}/view`),
  );
  await openEstimate(page, estimate.token);
  expect((await (await viewReport).response())?.status()).toBe(204);
  expect(await estimateStatus(estimate.id)).toBe("viewed");
});

test("asking for changes sends the message; declining closes the estimate", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const estimate = await sendEstimate(kitchenEstimate(uniqueCustomerEmail("estimate-decline")));
  await openEstimate(page, estimate.token);

  await page.getByRole("button", { name: "Request changes" }).click();
  const message = page.getByLabel("What would you like changed?");
  await message.fill("Cheaper");
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(
    page.getByText("Please tell us what you would like changed (at least 10 characters)"),
  ).toBeVisible();
  await message.fill("Could you quote laminate instead of the refacing?");
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(
    page.getByText("Your message was sent. We will get back to you with a revised estimate."),
  ).toBeVisible();

  await page.getByRole("button", { name: "Decline" }).click();
  await page.getByLabel("Reason (optional)").fill("We went with another contractor.");
  await page.getByRole("button", { name: "Decline estimate" }).click();
  await expect(page.getByText("This estimate was declined.")).toBeVisible();
  await expect(page.getByLabel("Type your full name")).toHaveCount(0);

  await openEstimate(page, estimate.token);
  await expect(page.getByText("This estimate was declined.")).toBeVisible();
  await expect(page.getByLabel("Type your full name")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Approve/ })).toHaveCount(0);
  await expect(page.getByRole("checkbox")).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("with no deposit due, approving approves the estimate on the page", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const body = kitchenEstimate(uniqueCustomerEmail("estimate-free"), {
    deposit: { kind: "fixed", value: "0" },
  });
  const estimate = await sendEstimate(body);
  await openEstimate(page, estimate.token);
  await expect(totals(page).deposit).toHaveText("$0.00");
  await expect(page.getByText("Fixed deposit, paid on approval")).toBeVisible();

  await page.getByLabel("Type your full name").fill("Dana Whitfield");
  await page.getByRole("checkbox", { name: "I have read and accept the terms above" }).check();
  await page.getByRole("button", { name: "Approve estimate" }).click();

  await expect(page.getByText("This estimate has been approved.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Status" })).toBeFocused();
  await expect(page.getByRole("term").filter({ hasText: "Total approved" }).locator("+ dd")).toHaveText(
    "$2,250.00",
  );
  await expect(page.getByLabel("Type your full name")).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("a wrong or replaced link is a 404 that says why and gives the phone number", async ({ page }) => {
  const wrong = await page.goto(`/estimates/${"x".repeat(43)}`);
  expect(wrong?.status()).toBe(404);
  await expect(
    page.getByText("This estimate link is not valid. Please check the link in your email."),
  ).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: /\(325\)/ })).toHaveAttribute(
    "href",
    /^tel:/,
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  const estimate = await sendEstimate(kitchenEstimate(uniqueCustomerEmail("estimate-revised")));
  await reviseSentEstimate(estimate.id);
  const replaced = await page.goto(`/estimates/${estimate.token}`);
  expect(replaced?.status()).toBe(404);
  await expect(
    page.getByText(
      "This estimate has been replaced by a newer version. Please use the link in our latest email.",
    ),
  ).toBeVisible();

  const unknownPayment = await page.goto("/estimates/paid?session_id=test_cs_unknown");
  expect(unknownPayment?.status()).toBe(404);
});

test("the estimate page is accessible at phone and desktop widths", async ({ page }) => {
  const estimate = await sendEstimate(kitchenEstimate(uniqueCustomerEmail("estimate-axe")));
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await openEstimate(page, estimate.token);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expectNoAxeViolations(page);
    // With the approval's messages showing too.
    await page.getByRole("button", { name: "Approve and pay deposit" }).click();
    await expect(page.getByText("Please accept the terms to approve")).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
