import { expect, test } from "@playwright/test";
import { addDays } from "~/lib/dates";
import {
  confirmCancel,
  TOAST,
  addService,
  asOwnClient,
  bookViaApi,
  fillContact,
  longDate,
  pickVisitDate,
  publicServices,
  randomIp,
  showCalendarMonth,
  openConfirmationLink,
  signInWithLink,
  uniqueEmail,
} from "./booking-support";
import { collectConsoleErrors, expectNoAxeViolations, waitForHydration } from "./support";
import { ownVisitDay, saturdayAfterOpenFriday, weekdayOnOrAfter } from "./visit-days";

// A whole booking, a checkout and a sign-in: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

const SLOT_TAKEN = "This time slot is no longer available. Please choose another time.";

test(
  "a new customer books two services, pays, and cancels one under My Projects",
  { tag: "@phone" },
  async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await asOwnClient(page);
    const email = uniqueEmail("booker");

    await page.goto("/book");
    await expect(page.getByRole("heading", { level: 1, name: "Book a Service" })).toBeVisible();
    await fillContact(page, { name: "Maria Lopez", email, phone: "(325) 555-0110" });
    await page.getByLabel("Visit address").fill("1402 Elm Street, Abilene, TX 79601");
    await addService(page, "Plumbing Repair", 2);
    await addService(page, "Fence Installation", 3);
    const selected = page.getByRole("list", { name: "Selected services" });
    await expect(selected.getByRole("listitem").filter({ hasText: "Plumbing Repair" })).toContainText(
      "$250.00",
    );
    await expect(selected.getByRole("listitem").filter({ hasText: "Fence Installation" })).toContainText(
      "$84.00",
    );
    // Plumbing is paid in full today, the fence installation half: 250 + 42.
    await expect(page.getByRole("definition").filter({ hasText: "$292.00" })).toBeVisible();
    await pickVisitDate(page, ownVisitDay("booking: book and pay"));
    await page.getByLabel("Time", { exact: true }).selectOption("10:00");
    await page.getByLabel("Additional Details").fill("The gate is on the left side of the house.");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Book Services - $334.00" }).click();
    await expect(page).toHaveURL(/\/checkout\/test\//);
    const recorded = page.waitForResponse((response) => response.url().endsWith("/api/payments"));
    await page.getByRole("button", { name: "Pay $292.00" }).click();

    await expect(page).toHaveURL(/\/thank-you\?appointment_id=\d+&session_id=/);
    const appointmentId = new URL(page.url()).searchParams.get("appointment_id");
    await expect(page.getByRole("heading", { level: 1, name: "Thank You for Your Booking!" })).toBeVisible();
    await expect(page.getByText(/Your booking is confirmed/)).toBeVisible();
    await expect(page.getByText(`#${appointmentId}`)).toBeVisible();
    expect((await recorded).status()).toBe(200);
    await expect(page.getByRole("link", { name: "Explore More Services" })).toHaveAttribute(
      "href",
      "/#services",
    );
    await expectNoAxeViolations(page);

    // The confirmation's link opens the booking by itself; My Projects is a sign-in away.
    await openConfirmationLink(page, email);
    await expect(page.getByRole("heading", { level: 1, name: "Your Booking" })).toBeVisible();
    await signInWithLink(page, email);
    await expect(page).toHaveURL(/\/my-projects$/);
    await expect(page.getByRole("tab", { name: "Upcoming Projects" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const cards = page.getByRole("tabpanel").getByRole("article");
    await expect(cards).toHaveCount(2);
    for (const card of await cards.all()) await expect(card).toContainText("Paid");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: /^Cancel Appointment: Fence Installation/ }).click();
    await confirmCancel(page);
    await expect(page.getByRole("status").filter({ hasText: "Appointment Cancelled" })).toContainText(
      "Your appointment has been successfully cancelled.",
      TOAST,
    );
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText("Plumbing Repair");
    await page.getByRole("tab", { name: "Cancelled" }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText("Fence Installation");
    await expect(cards.getByRole("button", { name: /Cancel Appointment/ })).toHaveCount(0);
    expect(errors).toEqual([]);
  },
);

test("the form says what is missing, keeps what was typed and handles quantities", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await asOwnClient(page);
  await page.goto("/book");
  // Enter before hydration would be the browser's own form submission, not the form's checks.
  await waitForHydration(page);

  const submit = page.getByRole("button", { name: "Book Services - $0.00" });
  await expect(submit).toBeDisabled();
  // Enter in a field still submits: the form says what is missing.
  await page.getByLabel("Phone").press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "No Services Selected" })).toContainText(
    "Please select at least one service to continue.",
    TOAST,
  );
  const fullName = page.getByLabel("Full Name");
  await expect(fullName).toBeFocused();
  await expect(fullName).toHaveAttribute("aria-invalid", "true");
  for (const message of [
    "Full name is required",
    "Valid email is required",
    "Valid phone number is required",
    "Please select at least one service",
    "Please select a date",
    "Please select a time",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(fullName).toHaveAccessibleDescription("Full name is required");
  await expectNoAxeViolations(page);

  await fillContact(page, { name: "Jo Smith", email: "jo-at-example", phone: "325-555-0100" });
  await page.getByLabel("Visit address").fill("88 Pine Road, Abilene");
  await expect(page.getByText("Full name is required")).toHaveCount(0);
  await addService(page, "Plumbing Repair");
  await expect(page.getByText("Please select at least one service", { exact: true })).toHaveCount(0);
  await pickVisitDate(page, ownVisitDay("booking: keeps the form"));
  await page.getByLabel("Time", { exact: true }).selectOption("13:00");
  await page.getByRole("button", { name: "Book Services - $125.00" }).click();
  const emailField = page.getByRole("textbox", { name: "Email" });
  await expect(emailField).toBeFocused();
  await expect(page.getByText("Valid email is required")).toBeVisible();
  await expect(fullName).toHaveValue("Jo Smith");
  await expect(page.getByLabel("Visit address")).toHaveValue("88 Pine Road, Abilene");
  await expect(page.getByLabel("Time", { exact: true })).toHaveValue("13:00");

  // Quantities: minus stops at 1, plus counts up, typing 0 removes the line.
  const minus = page.getByRole("button", { name: "Decrease quantity of Plumbing Repair" });
  await expect(minus).toBeDisabled();
  await page.getByRole("button", { name: "Increase quantity of Plumbing Repair" }).click();
  await expect(minus).toBeEnabled();
  await expect(page.getByRole("button", { name: "Book Services - $250.00" })).toBeVisible();
  await page.getByRole("spinbutton", { name: "Quantity of Plumbing Repair" }).fill("4");
  await expect(page.getByRole("button", { name: "Book Services - $500.00" })).toBeVisible();
  await page.getByRole("spinbutton", { name: "Quantity of Plumbing Repair" }).fill("0");
  await expect(page.getByText("No services selected yet.")).toBeVisible();
  await expect(page.getByLabel("Add a service")).toBeFocused();
  await expect(page.getByRole("button", { name: "Book Services - $0.00" })).toBeDisabled();
  expect(errors).toEqual([]);
});

test("?serviceId= preselects; a taken slot is unavailable; a slot taken meanwhile is refused", async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await asOwnClient(page);
  const services = await publicServices(page.request);
  const handyman = services.find((service) => service.name === "Handyman Services")!;
  const date = ownVisitDay("booking: slot taken meanwhile");
  const slot = { date, services: [{ serviceId: handyman.id, quantity: 1 }] };
  await bookViaApi(page.request, randomIp(), { ...slot, email: uniqueEmail("early"), time: "11:00" });

  await page.goto(`/book?serviceId=${handyman.id}`);
  await expect(page.getByRole("list", { name: "Selected services" })).toContainText("Handyman Services");
  await fillContact(page, { name: "Sam Reyes", email: uniqueEmail("racer"), phone: "325-555-0177" });
  await pickVisitDate(page, date);
  await expect(page.getByRole("option", { name: "11:00 AM (unavailable)" })).toBeDisabled();
  await expect(page.getByRole("option", { name: "2:00 PM", exact: true })).toBeEnabled();
  await page.getByLabel("Time", { exact: true }).selectOption("14:00");

  // Someone else books 2:00 PM while this form is open.
  await bookViaApi(page.request, randomIp(), { ...slot, email: uniqueEmail("quicker"), time: "14:00" });
  await page.getByRole("button", { name: "Book Services - $95.00" }).click();
  const time = page.getByLabel("Time", { exact: true });
  await expect(page.getByText(SLOT_TAKEN)).toBeVisible();
  await expect(time).toBeFocused();
  await expect(time).toHaveAccessibleDescription(SLOT_TAKEN);
  await expect(page.getByRole("option", { name: "2:00 PM (unavailable)" })).toBeDisabled();
  await expect(page.getByLabel("Full Name")).toHaveValue("Sam Reyes");
  await expect(page.getByRole("button", { name: "Book Services - $95.00" })).toBeEnabled();
  await expectNoAxeViolations(page);
  // The failed booking answered 409, which the console logs as a failed request; nothing else.
  expect(errors).toEqual(["409 /api/book"]);
});

test("the thank-you page without an appointment says the booking was received", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const reports: string[] = [];
  page.on("request", (request) => request.url().endsWith("/api/payments") && reports.push(request.url()));
  await page.goto("/thank-you");
  await expect(page.getByRole("heading", { level: 1, name: "Thank You for Your Booking!" })).toBeVisible();
  await expect(page.getByText(/Your booking has been received/)).toBeVisible();
  await expect(page.getByText("Reference number")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
  await expectNoAxeViolations(page);
  expect(reports).toEqual([]);
  expect(errors).toEqual([]);
});

test("a payment report the server refuses shows the payment-record toast; the booking stays confirmed", async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await asOwnClient(page);
  await page.goto("/thank-you?appointment_id=999999&session_id=test_cs_not_a_real_session");
  await expect(page.getByRole("alert")).toContainText(
    "There was a problem recording your payment, but your booking is still confirmed.",
    TOAST,
  );
  await expect(page.getByText(/Your booking is confirmed/)).toBeVisible();
  await expect(page.getByText("#999999")).toBeVisible();
  // Reported exactly once, and refused (the appointment does not exist).
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(/^4\d\d \/api\/payments$/);
});

test("the calendar offers only open days, Saturday until 1:00 PM, by keyboard too, at 390 and 1280 px", async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await asOwnClient(page);
  await page.goto("/book");
  await waitForHydration(page);
  // The form's code, and its calendar, load when the visitor turns to the form.
  await page.getByLabel("Date", { exact: true }).focus();

  // Sundays cannot be chosen (closed in the demo's hours): the Sunday starting the Saturday's week.
  const saturday = saturdayAfterOpenFriday();
  await expect(await showCalendarMonth(page, weekdayOnOrAfter(0, addDays(saturday, -6)))).toBeDisabled();
  await pickVisitDate(page, saturday);
  const time = page.getByLabel("Time", { exact: true });
  await expect(time.locator("option")).toHaveText([
    "Select a time",
    "9:00 AM",
    "10:00 AM",
    "11:00 AM",
    "12:00 PM",
    "1:00 PM",
  ]);

  // The arrow keys move between days, Enter chooses: Friday, the day before.
  await page.locator(`[data-day="${saturday}"]:not([data-outside]) button`).focus();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Enter");
  const friday = addDays(saturday, -1);
  await expect(page.getByLabel("Date", { exact: true })).toHaveValue(longDate(friday));
  await expect(time.locator("option")).toHaveCount(10);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole("group", { name: "Choose a date" }).getByRole("grid")).toBeVisible();
    await expectNoAxeViolations(page);
  }
  expect(errors).toEqual([]);
});

test("a quantity over the limit is said at its field and refused, never lowered without a word", async ({
  page,
}) => {
  await asOwnClient(page);
  await page.goto("/book");
  await fillContact(page, { name: "Lee Morgan", email: uniqueEmail("limit"), phone: "(325) 555-0131" });
  await addService(page, "Plumbing Repair");
  const quantity = page.getByRole("spinbutton", { name: "Quantity of Plumbing Repair" });
  await quantity.fill("1000000");
  await expect(quantity).toHaveValue("1000000");
  await expect(quantity).toHaveAttribute("aria-invalid", "true");
  await expect(quantity).toHaveAccessibleDescription("Quantity must be at most 99");
  await expect(page.getByRole("alert").filter({ hasText: "Quantity must be at most 99" })).toBeVisible();
  await page.getByRole("button", { name: /^Book Services - / }).click();
  // Refused in the page: nothing is booked, the quantity stays as typed.
  await expect(page).toHaveURL(/\/book$/);
  await expect(quantity).toHaveValue("1000000");
  // Minus brings it back to the limit, and the message goes.
  await page.getByRole("button", { name: "Decrease quantity of Plumbing Repair" }).click();
  await expect(quantity).toHaveValue("99");
  await expect(quantity).not.toHaveAttribute("aria-invalid");
  await expectNoAxeViolations(page);
});
