/**
 * The booking form posts natively before the page's script runs, or without it
 * (docs/decisions/0020-forms-post-natively.md): services added by the page, the browser's own date field,
 * refusals with the server's messages under the fields and every value kept, and a booking that lands on the
 * checkout. With script, what was chosen before the form's code took over is kept.
 */
import { expect, test, type Page } from "@playwright/test";
import { addDays, businessToday } from "~/lib/dates";
import { asOwnClient, fillContact, longDate, uniqueEmail } from "./booking-support";
import { waitForHydration } from "./support";
import { ownVisitDay, weekdayOnOrAfter } from "./visit-days";

// A booking and a checkout: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });
test.beforeEach(({ page }) => asOwnClient(page));

const FIX_FIELDS = "Please correct the highlighted fields.";
const CLOSED_DAY = "We are closed on that day. Please choose another date.";

const dateField = (page: Page) => page.getByLabel("Date", { exact: true });
const timeField = (page: Page) => page.getByLabel("Time", { exact: true });

/** Picks a service in the picker by its name (its option reads "Name ($price)"). */
async function pickService(page: Page, name: string) {
  const picker = page.getByLabel("Add a service");
  const value = await picker.locator("option", { hasText: `${name} (` }).getAttribute("value");
  await picker.selectOption(value!);
}

/** Sends the form (a button's name, or Enter in the phone field) and answers the status of its POST to /book. */
async function post(page: Page, button?: string) {
  const response = page.waitForResponse(
    (res) => res.request().method() === "POST" && new URL(res.url()).pathname === "/book",
  );
  if (button) await page.getByRole("button", { name: button }).click();
  else await page.getByLabel("Phone").press("Enter");
  return (await response).status();
}

async function expectFieldMessage(page: Page, label: string, message: string) {
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(message));
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("services are added by the page, and a visit is booked up to the checkout", async ({ page }) => {
    const date = ownVisitDay("booking-without-script: book");
    await page.goto("/book");
    await fillContact(page, { name: "Lee Morgan", email: uniqueEmail("no-script"), phone: "325-555-0131" });
    await pickService(page, "Plumbing Repair");
    expect(await post(page, "Add Service")).toBe(200);
    const selected = page.getByRole("list", { name: "Selected services" });
    await expect(selected).toContainText("Plumbing Repair");
    await expect(page.getByLabel("Full Name")).toHaveValue("Lee Morgan");

    // A second service, left picked in the select: it is booked too.
    await pickService(page, "Handyman Services");
    await page.getByRole("spinbutton", { name: "Quantity of Plumbing Repair" }).fill("2");
    await expect(dateField(page)).toHaveAttribute("type", "date");
    await expect(dateField(page)).toHaveAttribute("min", /^\d{4}-\d{2}-\d{2}$/);
    await dateField(page).fill(date);
    await timeField(page).selectOption("10:00");
    await page.getByLabel("Additional Details").fill("Kitchen sink and a loose cabinet door.");

    expect(await post(page, "Book Services - $125.00")).toBe(303);
    await expect(page).toHaveURL(/\/checkout\/test\//);
    // Both lines, paid in full today: 2 x $125 + $95.
    await expect(page.getByRole("button", { name: "Pay $345.00" })).toBeVisible();
  });

  test("a wrong email, then a closed day, come back with the server's messages and every value", async ({
    page,
  }) => {
    const sunday = weekdayOnOrAfter(0, addDays(businessToday(), 7));
    await page.goto("/book");
    await fillContact(page, { name: "Ana Ruiz", email: "ana-at-example", phone: "325-555-0132" });
    await page.getByLabel("Visit address").fill("5 Oak Lane, Abilene");
    await pickService(page, "Plumbing Repair");
    await dateField(page).fill(sunday);
    await timeField(page).selectOption("11:00");
    await page.getByLabel("Additional Details").fill("Leaking tap.");

    // No service added yet (the button says so), but the one picked counts: Enter sends the form.
    expect(await post(page)).toBe(400);
    await expect(page.getByRole("alert").filter({ hasText: FIX_FIELDS })).toBeVisible();
    await expectFieldMessage(page, "Email", "Valid email is required");
    await expect(page.getByRole("textbox", { name: "Email" })).toBeFocused();
    await expect(page.getByLabel("Full Name")).toHaveValue("Ana Ruiz");
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue("ana-at-example");
    await expect(page.getByLabel("Phone")).toHaveValue("325-555-0132");
    await expect(page.getByLabel("Visit address")).toHaveValue("5 Oak Lane, Abilene");
    await expect(page.getByRole("list", { name: "Selected services" })).toContainText("Plumbing Repair");
    await expect(dateField(page)).toHaveValue(sunday);
    await expect(timeField(page)).toHaveValue("11:00");
    await expect(page.getByLabel("Additional Details")).toHaveValue("Leaking tap.");

    await page.getByRole("textbox", { name: "Email" }).fill(uniqueEmail("closed-day"));
    expect(await post(page, "Book Services - $125.00")).toBe(400);
    await expectFieldMessage(page, "Date", CLOSED_DAY);
    await expect(dateField(page)).toBeFocused();
    await expect(dateField(page)).toHaveValue(sunday);
    await expect(timeField(page)).toHaveValue("11:00");
    await expect(page.getByLabel("Full Name")).toHaveValue("Ana Ruiz");
  });
});

test("what is chosen before the form's code runs is kept, and booked once it does", async ({ page }) => {
  const date = ownVisitDay("booking-without-script: before hydration");
  // The page's modules wait until the form is filled in, as on a slow phone.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/book", { waitUntil: "domcontentloaded" });
  const email = uniqueEmail("before-hydration");
  await fillContact(page, { name: "Kim Patel", email, phone: "325-555-0133" });
  await pickService(page, "Handyman Services");
  await dateField(page).fill(date);
  await timeField(page).selectOption("15:00");

  release();
  await waitForHydration(page);
  // The visitor is still in the form when the page's script starts: the form's code arrives with no other
  // sign of use (the calendar's date field then names the day).
  await expect(dateField(page)).toHaveValue(longDate(date));
  await expect(timeField(page)).toHaveValue("15:00");
  await expect(page.getByLabel("Full Name")).toHaveValue("Kim Patel");
  await page.getByRole("button", { name: "Add Service" }).click();
  await expect(page.getByRole("list", { name: "Selected services" })).toContainText("Handyman Services");

  const request = page.waitForRequest("**/api/book");
  await page.getByRole("button", { name: "Book Services - $95.00" }).click();
  expect((await request).postDataJSON()).toMatchObject({
    name: "Kim Patel",
    email,
    date,
    time: "15:00",
    services: [{ serviceId: expect.any(Number), quantity: 1 }],
  });
  await expect(page).toHaveURL(/\/checkout\/test\//);
});
