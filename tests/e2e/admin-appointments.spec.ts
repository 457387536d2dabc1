import { formatLongDate, formatTime12h } from "~/lib/dates";
import { bookVisit, newVisitor, visitorApi } from "./admin-data";
import { appointmentItems, expect, failRequests, openTab, test, toast, TOAST } from "./admin-fixture";
import { expectNoAxeViolations } from "./support";

test.describe.configure({ timeout: 90_000 });

test(
  "appointments: find, change status, view details and delete",
  { tag: "@phone" },
  async ({ page, baseURL, errors }) => {
    const api = await visitorApi(baseURL!);
    const visitor = newVisitor("Avery", test.info().project.name);
    const paid = await bookVisit(api, visitor, { pay: true });
    const unpaid = await bookVisit(api, visitor, { service: "Plumbing Repair", notOn: paid.date });

    await openTab(page, "appointments", "Appointments");
    await expect(page.getByRole("heading", { name: "Upcoming" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Statistics" })).toBeVisible();
    await page.getByLabel("Search").fill(visitor.email);
    // Wide screens list rows of a table; phones list cards.
    const items = appointmentItems(page, visitor.name);
    await expect(items).toHaveCount(2);
    const paidItem = items.filter({ hasText: "Handyman Services" });
    const unpaidItem = items.filter({ hasText: "Plumbing Repair" });
    await expect(paidItem).toContainText(formatLongDate(paid.date));
    await expect(paidItem).toContainText(formatTime12h(paid.time));
    await expect(paidItem).toContainText("Paid");
    await expect(unpaidItem).toContainText("Payment Pending");
    await expect(paidItem.getByRole("link", { name: visitor.email })).toHaveAttribute(
      "href",
      `mailto:${visitor.email}`,
    );
    await expect(paidItem.getByRole("link", { name: visitor.phone })).toHaveAttribute(
      "href",
      "tel:3255550188",
    );
    await expectNoAxeViolations(page);

    const status = paidItem.getByRole("combobox", { name: /^Status of/ });
    await expect(status).toHaveValue("confirmed");
    // Completing has a consequence, said before it happens: the customer's review request.
    await status.selectOption("completed");
    const completing = page.getByRole("dialog", { name: "Mark the visit completed?" });
    await expect(completing).toContainText(
      `${visitor.name} will be emailed a request for a review at 9:00 AM the next morning.`,
    );
    await expectNoAxeViolations(page);
    await completing.getByRole("button", { name: "Mark as completed" }).click();
    await expect(toast(page, "Status Updated")).toBeVisible(TOAST);
    await expect(completing).toBeHidden();
    await expect(status).toHaveValue("completed");

    await paidItem.getByRole("button", { name: /View details/ }).click();
    const details = page.getByRole("dialog", { name: `Appointment #${paid.appointmentId}` });
    for (const text of [
      visitor.name,
      visitor.email,
      visitor.phone,
      "Handyman Services",
      "Completed",
      "$95.00",
      "Back gate sticks.",
    ]) {
      await expect(details).toContainText(text);
    }
    await expect(details).toContainText(formatLongDate(paid.date));
    await details.getByRole("button", { name: "Close" }).click();

    // Deleting a paid booking says what was paid and offers to cancel and refund instead.
    await paidItem.getByRole("button", { name: /^Delete/ }).click();
    const paidDelete = page.getByRole("dialog", { name: "Delete a paid booking?" });
    await expect(paidDelete).toContainText(`${visitor.name} paid $95.00`);
    await expect(paidDelete.getByRole("button", { name: "Cancel and refund $95.00" })).toBeVisible();
    await expectNoAxeViolations(page);
    await paidDelete.getByRole("button", { name: "Keep as it is" }).click();
    await expect(paidDelete).toBeHidden();

    // Filters narrow the list on the server: status, then a date range.
    await page.getByLabel("Status", { exact: true }).selectOption("completed");
    await expect(items).toHaveCount(1);
    await page.getByLabel("Status", { exact: true }).selectOption("");
    await page.getByLabel("From", { exact: true }).fill(unpaid.date);
    await page.getByLabel("To", { exact: true }).fill(unpaid.date);
    await expect(items).toHaveCount(1);
    await expect(items).toContainText("Plumbing Repair");

    await unpaidItem.getByRole("button", { name: /^Delete/ }).click();
    const confirm = page.getByRole("dialog", { name: "Are you sure?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Appointment Deleted")).toBeVisible(TOAST);
    await expect(items).toHaveCount(0);
    await expect(page.getByText("No appointments found.")).toBeVisible();
    expect(errors).toEqual([]);
    await api.dispose();
  },
);

test("appointments: the failure toasts of a status change and a delete", async ({ page, baseURL }) => {
  const api = await visitorApi(baseURL!);
  const visitor = newVisitor("Blake", test.info().project.name);
  await bookVisit(api, visitor);
  await openTab(page, "appointments", "Appointments");
  await page.getByLabel("Search").fill(visitor.email);
  const item = appointmentItems(page, visitor.name);
  await expect(item).toHaveCount(1);

  await failRequests(page, "**/api/admin/appointments/*", "PATCH");
  // A toast said while a dialog is open shows above it (the dialog is in the browser's top layer).
  await item.getByRole("combobox", { name: /^Status of/ }).selectOption("completed");
  const completing = page.getByRole("dialog", { name: "Mark the visit completed?" });
  await completing.getByRole("button", { name: "Mark as completed" }).click();
  const failed = page.getByRole("alert").filter({ hasText: "Failed to update the appointment." });
  await expect(failed).toBeVisible(TOAST);
  await expect(completing).toBeVisible();
  // Shown in the browser's top layer after the dialog, so above it: not under its backdrop.
  const inTopLayer = await page
    .getByRole("region", { name: "Notifications" })
    .evaluate((region) => region.matches(":popover-open"));
  expect(inTopLayer).toBe(true);
  await completing.getByRole("button", { name: "Keep as it is" }).click();
  await item.getByRole("combobox", { name: /^Status of/ }).selectOption("cancelled");
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: "Failed to update appointment status. Please try again later." }),
  ).toBeVisible(TOAST);
  // The dropdown shows what the server holds.
  await expect(item.getByRole("combobox", { name: /^Status of/ })).toHaveValue("payment_pending");

  await failRequests(page, "**/api/admin/appointments/*", "DELETE");
  await item.getByRole("button", { name: /^Delete/ }).click();
  await page.getByRole("dialog", { name: "Are you sure?" }).getByRole("button", { name: "Delete" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Failed to delete appointment. Please try again later." }),
  ).toBeVisible(TOAST);
  await expect(item).toHaveCount(1);
  await api.dispose();
});
