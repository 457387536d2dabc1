import type { Page } from "@playwright/test";
import { weekdayOf } from "~/features/availability/visit-rules";
import { addDays, businessToday, formatLongDate, formatWeekdayDate } from "~/lib/dates";
import { newVisitor, visitorApi } from "./admin-data";
import { expect, openTab, test, toast, TOAST, unique } from "./admin-fixture";
import { closeEstimateData, kitchenEstimate, sendEstimate, uniqueCustomerEmail } from "./estimate-data";
import { expectNoAxeViolations, waitForHydration } from "./support";

test.describe.configure({ timeout: 120_000 });
test.afterAll(closeEstimateData);

/** The line fields of line `n` of the open editor. */
const line = (page: Page, n: number) => {
  const field = (name: string) => page.getByLabel(`Line ${n} ${name}`, { exact: true });
  return {
    description: field("description"),
    quantity: field("quantity"),
    unit: field("unit"),
    unitPrice: field("unit price"),
    optional: field("optional"),
  };
};

/** The id the URL opens (`estimate=<id>`). */
const openedId = (page: Page) => Number(new URL(page.url()).searchParams.get("estimate"));

test(
  "estimates: write with catalog, free and optional lines and live totals; edit, send, locked, revise",
  { tag: "@phone" },
  async ({ page, errors }) => {
    const customer = unique("Marisol Vega");
    const email = `estimates-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    await openTab(page, "estimates", "Estimates");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Create estimate" }).click();
    const editor = page.getByRole("dialog", { name: "New estimate" });
    await expect(editor.getByLabel("Terms")).not.toHaveValue("");
    await editor.getByRole("button", { name: "Save draft" }).click();
    await expect(editor.getByText("Add at least one line")).toBeVisible();
    await expect(editor.getByLabel("Customer name")).toBeFocused();
    expect((await editor.getByLabel("Valid until").inputValue()) > businessToday()).toBe(true);
    await editor.getByLabel("Customer name").fill(customer);
    await editor.getByLabel("Customer email").fill(email);
    await editor.getByLabel("Customer phone").fill("325-555-0199");
    await editor.getByLabel("Title", { exact: true }).fill("Backyard fence");

    // A catalog service fills its line: name, per-foot unit, base price.
    await editor
      .getByLabel("Service from the catalog")
      .selectOption({ label: "Fence Installation ($28.00 per ft)" });
    await editor.getByRole("button", { name: "Add service" }).click();
    await expect(line(page, 1).description).toHaveValue("Fence Installation");
    await expect(line(page, 1).unit).toHaveValue("ft");
    await expect(line(page, 1).unitPrice).toHaveValue("28.00");
    await line(page, 1).quantity.fill("120");

    await editor.getByRole("button", { name: "Add line" }).click();
    await line(page, 2).description.fill("Haul away the old fence");
    await line(page, 2).unit.fill("job");
    await line(page, 2).unitPrice.fill("250");
    await editor.getByRole("button", { name: "Add line" }).click();
    await line(page, 3).description.fill("Gate upgrade");
    await line(page, 3).unitPrice.fill("400");
    await line(page, 3).optional.check();
    await editor.getByLabel("Deposit type").selectOption({ label: "Percentage" });
    await editor.getByLabel("Deposit value").fill("25");

    // 120 × $28.00 + $250.00 required; the gate apart; 25% of the required lines.
    await expect(editor.getByTestId("editor-subtotal")).toHaveText("$3,610.00");
    await expect(editor.getByTestId("editor-optional")).toHaveText("$400.00");
    await expect(editor.getByTestId("editor-deposit")).toHaveText("$902.50");
    await editor.getByLabel("Deposit type").selectOption({ label: "Fixed amount" });
    await editor.getByLabel("Deposit value").fill("500");
    await expect(editor.getByTestId("editor-deposit")).toHaveText("$500.00");
    await expectNoAxeViolations(page);

    // A refused value keeps everything typed and says what is wrong on its field.
    await line(page, 2).unitPrice.fill("abc");
    await editor.getByRole("button", { name: "Save draft" }).click();
    await expect(editor.getByText("Please enter a price like 1234.50")).toBeVisible();
    await expect(line(page, 2).unitPrice).toBeFocused();
    await expect(line(page, 3).description).toHaveValue("Gate upgrade");
    await line(page, 2).unitPrice.fill("250.00");
    await editor.getByRole("button", { name: "Save draft" }).click();
    await expect(toast(page, "Estimate created")).toBeVisible(TOAST);

    // Saved as a draft and opened.
    const detail = page.getByRole("dialog", { name: /^Estimate #\d+$/ });
    await expect(detail).toBeVisible();
    await expect(detail).toContainText("Draft");
    await expect(detail).toContainText("Gate upgrade");
    await expect(page).toHaveURL(/[?&]estimate=\d+/);
    const id = openedId(page);
    const number = (await detail.getByRole("heading", { level: 2 }).innerText()).replace("Estimate ", "");
    await detail.getByRole("button", { name: "Close" }).click();
    await expect(detail).toBeHidden();
    await page.getByLabel("Search estimates").fill(customer);
    await expect(page).toHaveURL(/[?&]q=/);
    const rows = page
      .getByRole("table", { name: "Estimates" })
      .getByRole("row")
      .filter({ hasText: customer });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText("$3,610.00");
    await expect(rows).toContainText("Draft");

    // Edit the draft.
    await rows.getByRole("link", { name: `Estimate ${number}` }).click();
    await detail.getByRole("button", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: `Edit estimate ${number}` });
    await expect(line(page, 3).optional).toBeChecked();
    await edit.getByLabel("Title", { exact: true }).fill("Backyard cedar fence");
    await edit.getByRole("button", { name: "Save draft" }).click();
    await expect(toast(page, "Estimate saved")).toBeVisible(TOAST);
    await expect(edit).toBeHidden();
    await expect(detail).toContainText("Backyard cedar fence");

    // Send it: the confirmation, then Sent.
    await detail.getByRole("button", { name: "Send estimate" }).click();
    const confirm = page.getByRole("dialog", { name: "Send this estimate?" });
    await expect(confirm).toContainText(email);
    await confirm.getByRole("button", { name: "Send estimate" }).click();
    await expect(toast(page, "Estimate sent")).toBeVisible(TOAST);
    await expect(detail).toContainText("Sent");
    await expect(detail.getByRole("button", { name: "Send again" })).toBeVisible();
    await expect(detail.getByRole("button", { name: "Edit" })).toHaveCount(0);

    // A sent estimate is not edited, whoever asks.
    const put = await page.request.put(`/api/admin/estimates/${id}`, {
      data: {
        customer: { name: customer, email, phone: "325-555-0199" },
        title: "Sneaky change",
        lines: [{ description: "Fence", quantity: 1, unit: "job", unitPrice: "1.00" }],
        validUntil: addDays(businessToday(), 10),
      },
    });
    expect(put.status()).toBe(409);
    expect((await put.json()).message).toContain("Only a draft can be edited");

    // A revision: a new draft with the same number; the sent one is replaced.
    await detail.getByRole("button", { name: "Create revision" }).click();
    await expect(toast(page, "Revision created")).toBeVisible(TOAST);
    const revision = page.getByRole("dialog", { name: `Estimate ${number} rev 2` });
    await expect(revision).toContainText("Draft");
    expect(openedId(page)).not.toBe(id);
    await revision.getByRole("button", { name: "Close" }).click();
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: `${number} rev 2` })).toContainText("Draft");
    await expect(rows.filter({ hasNotText: "rev 2" })).toContainText("Replaced");
    expect(errors).toEqual([]);
  },
);

test("the payment schedule: milestones with live amounts, refused until they fit, then shown", async ({
  page,
  errors,
}) => {
  const date = addDays(businessToday(), 20);
  await openTab(page, "estimates", "Estimates");
  await page.getByRole("button", { name: "Create estimate" }).click();
  const editor = page.getByRole("dialog", { name: "New estimate" });
  await editor.getByLabel("Customer name").fill(unique("Reese Alvarado"));
  await editor.getByLabel("Customer email").fill(uniqueCustomerEmail("schedule"));
  await editor.getByLabel("Customer phone").fill("325-555-0177");
  await editor.getByLabel("Title", { exact: true }).fill("Bathroom remodel");
  await editor.getByRole("button", { name: "Add line" }).click();
  await line(page, 1).description.fill("Bathroom remodel");
  await line(page, 1).unitPrice.fill("10000");
  await editor.getByLabel("Deposit type").selectOption({ label: "Percentage" });
  await editor.getByLabel("Deposit value").fill("30");

  const schedule = editor.getByRole("group", { name: "Payment schedule" });
  const payment = (n: number, field: string) => schedule.getByLabel(`Payment ${n} ${field}`, { exact: true });
  await schedule.getByRole("button", { name: "Add payment" }).click();
  await payment(1, "name").fill("Rough-in complete");
  await payment(1, "value").fill("40");
  await schedule.getByRole("button", { name: "Add payment" }).click();
  await payment(2, "name").fill("Tile set");
  await payment(2, "type").selectOption({ label: "Fixed amount" });
  await payment(2, "value").fill("4000");
  await payment(2, "due").selectOption({ label: "On completion" });
  await expect(payment(2, "date")).toHaveCount(0);
  // $10,000.00: $3,000.00 on approval, 40% is $4,000.00, and $4,000.00 more leaves nothing.
  await expect(schedule.getByTestId("editor-milestone-amount")).toHaveText(["$4,000.00", "$4,000.00"]);
  await expect(schedule).toContainText("Balance on completion$0.00");
  await expectNoAxeViolations(page);

  await editor.getByRole("button", { name: "Save draft" }).click();
  await expect(schedule.getByText("Please choose the date this payment is due")).toBeVisible();
  await expect(schedule.getByText("The payment schedule cannot exceed the estimate's total")).toBeVisible();
  await expect(payment(1, "date")).toBeFocused();
  await payment(1, "date").fill(date);
  await payment(2, "value").fill("1000");
  await expect(schedule).toContainText("Balance on completion$2,000.00");
  await editor.getByRole("button", { name: "Save draft" }).click();
  await expect(toast(page, "Estimate created")).toBeVisible(TOAST);

  const detail = page.getByRole("dialog", { name: /^Estimate #\d+$/ });
  const shown = detail.getByRole("region", { name: "Payment schedule" });
  await expect(shown).toContainText("Deposit on approval$3,000.00");
  await expect(shown).toContainText(
    `Rough-in complete — due ${formatLongDate(date)}40% of the total$4,000.00`,
  );
  await expect(shown).toContainText("Tile set — due on completionfixed amount$1,000.00");
  await expect(shown).toContainText("Balance on completion$2,000.00");

  // Edited, the draft's schedule comes back as it was saved.
  await detail.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: /^Edit estimate #\d+$/ });
  await expect(edit.getByLabel("Payment 1 date", { exact: true })).toHaveValue(date);
  await expect(edit.getByLabel("Payment 2 value", { exact: true })).toHaveValue("1000");
  expect(errors).toEqual([]);
});

test("a quote request starts an estimate with its customer, service and calculator price", async ({
  page,
  baseURL,
  errors,
}) => {
  const api = await visitorApi(baseURL!);
  const visitor = newVisitor("Rosa", test.info().project.name);
  const sent = await api.post("/api/quotes", {
    data: {
      ...visitor,
      serviceType: "Bathroom Remodeling",
      details: "Walk-in shower instead of the tub, please.",
      preferredDate: addDays(businessToday(), 30),
      estimate: { projectType: "bathroom", size: 50, option: "standard" },
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { id: quoteId } = (await sent.json()) as { id: number };
  await api.dispose();

  await page.goto(`/admin?tab=estimates&quote=${quoteId}`);
  await waitForHydration(page);
  const editor = page.getByRole("dialog", { name: "New estimate" });
  await expect(editor.getByLabel("Customer name")).toHaveValue(visitor.name);
  await expect(editor.getByLabel("Customer email")).toHaveValue(visitor.email);
  await expect(editor.getByLabel("Title", { exact: true })).toHaveValue("Bathroom Remodeling");
  await expect(editor).toContainText("Walk-in shower instead of the tub, please.");
  // 50 sq ft at the standard grade's $115.00: the calculator's price as one line for the job.
  await expect(line(page, 1).description).toHaveValue("Bathroom remodel, 50 sq ft, Standard");
  await expect(line(page, 1).quantity).toHaveValue("1");
  await expect(line(page, 1).unit).toHaveValue("job");
  await expect(editor.getByTestId("editor-subtotal")).toHaveText("$5,750.00");
  await editor.getByRole("button", { name: "Save draft" }).click();
  await expect(toast(page, "Estimate created")).toBeVisible(TOAST);
  const detail = page.getByRole("dialog", { name: /^Estimate #\d+$/ });
  await expect(detail).toContainText(visitor.email);
  await expect(page).not.toHaveURL(/[?&]quote=/);

  // The inbox shows the request answered: handled, with its estimate and status, which opens it.
  await openTab(page, "inbox", "Inbox");
  const request = page.getByRole("article", { name: `Bathroom Remodeling from ${visitor.name}` });
  await expect(request).toContainText("Handled");
  await expect(request.getByRole("link", { name: "Create estimate" })).toHaveCount(0);
  const estimateLink = request.getByRole("link", { name: /^Estimate #\d+ · Draft$/ });
  await expect(estimateLink).toHaveAttribute("href", /^\/admin\?tab=estimates&estimate=\d+$/);
  await expectNoAxeViolations(page);
  await estimateLink.click();
  await expect(page.getByRole("dialog", { name: /^Estimate #\d+$/ })).toContainText(visitor.email);
  expect(errors).toEqual([]);
});

test("an approved estimate: its approval record, visits scheduled, a taken slot said in the dialog", async ({
  page,
  errors,
}) => {
  const estimate = await sendEstimate(
    kitchenEstimate(uniqueCustomerEmail("estimate-visits"), { deposit: { kind: "fixed", value: "0" } }),
  );
  const approved = await page.request.post(`/api/estimates/${estimate.token}/approve`, {
    data: { name: "Dana Whitfield", acceptTerms: true },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  // The address the mails link to opens the estimate.
  await page.goto(`/admin?tab=estimates&estimate=${estimate.id}`);
  await waitForHydration(page);
  const detail = page.getByRole("dialog", { name: `Estimate #${estimate.number}` });
  await expect(detail).toContainText("Approved");
  const record = detail.getByRole("region", { name: "Approval record" });
  await expect(record).toContainText("Dana Whitfield");
  await expect(record).toContainText(/[0-9a-f]{64}/);

  // Far ahead, where no other test books, on a Monday to Thursday: open all day and the day after too.
  let first = addDays(businessToday(), 2000 + Math.floor(Math.random() * 1500));
  while (![1, 2, 3, 4].includes(weekdayOf(first))) first = addDays(first, 1);
  const second = addDays(first, 1);
  await detail.getByRole("button", { name: "Schedule visits" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule visits" });
  await page.getByLabel("Visit 1 date").fill(first);
  await page.getByLabel("Visit 1 time").selectOption({ label: "10:00 AM" });
  await dialog.getByRole("button", { name: "Add another day" }).click();
  await page.getByLabel("Visit 2 date").fill(second);
  await page.getByLabel("Visit 2 time").selectOption({ label: "1:00 PM" });
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Save visits" }).click();
  await expect(toast(page, "Visits scheduled")).toBeVisible(TOAST);
  await expect(dialog).toBeHidden();
  await expect(detail).toContainText("Scheduled");
  await expect(detail.getByRole("region", { name: "Scheduled visits" }).getByRole("listitem")).toHaveCount(2);

  // The business's rules bind the owner as warnings: the slot just taken and a Sunday are said in words,
  // the dialog keeps what was chosen, and "Schedule anyway" schedules them.
  const sunday = addDays(first, 7 - weekdayOf(first));
  await detail.getByRole("button", { name: "Schedule more visits" }).click();
  await page.getByLabel("Visit 1 date").fill(first);
  await page.getByLabel("Visit 1 time").selectOption("10:00");
  await dialog.getByRole("button", { name: "Add another day" }).click();
  await page.getByLabel("Visit 2 date").fill(sunday);
  await page.getByLabel("Visit 2 time").selectOption("09:00");
  await dialog.getByRole("button", { name: "Save visits" }).click();
  const warning = dialog.getByRole("region", { name: "These visits break the business's rules" });
  await expect(warning.getByRole("listitem")).toHaveText([
    new RegExp(`^${formatWeekdayDate(first)} at 10:00 AM: Overlaps the visit of .+ at 10:00 AM$`),
    `${formatWeekdayDate(sunday)} at 9:00 AM: Closed on Sundays`,
  ]);
  await expect(warning).toContainText("Schedule anyway?");
  await expect(page.getByLabel("Visit 1 date")).toHaveValue(first);
  await expectNoAxeViolations(page);
  await warning.getByRole("button", { name: "Schedule anyway" }).click();
  await expect(toast(page, "Visits scheduled")).toBeVisible(TOAST);
  await expect(dialog).toBeHidden();
  await expect(detail.getByRole("region", { name: "Scheduled visits" }).getByRole("listitem")).toHaveCount(4);
  expect(errors.filter((error) => !error.includes("409"))).toEqual([]);
});

test("an approved job: its invoices, what was paid and the balance, then marked complete", async ({
  page,
  errors,
}) => {
  const estimate = await sendEstimate(
    kitchenEstimate(uniqueCustomerEmail("estimate-complete"), { deposit: { kind: "fixed", value: "0" } }),
  );
  const approved = await page.request.post(`/api/estimates/${estimate.token}/approve`, {
    data: { name: "Dana Whitfield", acceptTerms: true },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  await page.goto(`/admin?tab=estimates&estimate=${estimate.id}`);
  await waitForHydration(page);
  const detail = page.getByRole("dialog", { name: `Estimate #${estimate.number}` });
  const job = detail.getByRole("region", { name: "Invoices of the job" });
  await expect(job).toContainText("No invoices yet.");
  await expect(job).toContainText("Paid (deposit and invoices)$0.00");
  await expect(job).toContainText("Balance of the approved total$2,250.00");

  await detail.getByRole("button", { name: "Mark job complete" }).click();
  const confirm = page.getByRole("dialog", { name: "Mark this job complete?" });
  // Whether it is sent at once is the settings' (another test may turn it on meanwhile).
  await expect(confirm).toContainText(
    /The completion invoice for \$2,250\.00 is (created as a draft for you to review and send|sent to the customer)/,
  );
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Mark job complete" }).click();
  await expect(toast(page, "Job marked complete")).toBeVisible(TOAST);
  await expect(job).toContainText("Job marked complete on");
  const opened = job.getByRole("link", { name: /\(completion\)/ });
  await expect(opened).toHaveAttribute("href", /^\/admin\?tab=invoices&invoice=\d+$/);
  await expect(detail.getByRole("button", { name: "Mark job complete" })).toHaveCount(0);
  await opened.click();
  await expect(page).toHaveURL(/tab=invoices&invoice=\d+/);
  await expect(page.getByRole("dialog")).toContainText("Kitchen refresh: contract as approved");
  expect(errors).toEqual([]);
});

test("settings: the estimate defaults are checked and saved", async ({ page, errors }) => {
  await openTab(page, "settings", "Settings");
  const defaults = page.getByRole("form", { name: "Estimate defaults" });
  const days = defaults.getByLabel("Days an estimate stays valid");
  const kept = await days.inputValue();
  // The section's own code may hydrate a moment after the page's: a Save clicked before it reloads the tab
  // with nothing said, so the refusal is asked again until the section answers it.
  await expect(async () => {
    await days.fill("0");
    await defaults.getByRole("button", { name: "Save estimate defaults" }).click();
    await expect(defaults.getByText("Days valid must be between 1 and 365")).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(days).toBeFocused();
  // Saved as they were: other tests read the defaults.
  await days.fill(kept);
  await defaults.getByRole("button", { name: "Save estimate defaults" }).click();
  await expect(toast(page, "Estimate defaults saved")).toBeVisible(TOAST);
  expect(errors).toEqual([]);
});
