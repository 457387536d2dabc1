import type { Page } from "@playwright/test";
import { bookVisit, newVisitor, visitorApi } from "./admin-data";
import { expect, failRequests, openTab, test, TOAST } from "./admin-fixture";
import { expectNoAxeViolations, isPhone } from "./support";

test.describe.configure({ timeout: 90_000 });

/** Monthly Revenue as the dashboard's card shows it, in cents. */
async function monthlyRevenueCents(page: Page) {
  await openTab(page, "dashboard", "Dashboard");
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Monthly Revenue" }) });
  const text = (await card.getByText(/^\$[\d,]+\.\d{2}$/).textContent())!;
  return Math.round(Number(text.replace(/[$,]/g, "")) * 100);
}

test(
  "customers: search, details, and a delete that takes their appointments but not the revenue",
  { tag: "@phone" },
  async ({ page, baseURL, errors }) => {
    const api = await visitorApi(baseURL!);
    const visitor = newVisitor("Casey", test.info().project.name);
    const visit = await bookVisit(api, visitor, { pay: true, service: "Plumbing Repair" });

    await openTab(page, "customers", "Customers");
    if (!isPhone(page)) await expect(page.getByText("Select a customer to view details")).toBeVisible();
    await page.getByLabel("Search customers").fill(visitor.email);
    const rows = page
      .getByRole("table", { name: "Customers" })
      .getByRole("row")
      .filter({ hasText: visitor.email });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText("$125.00");
    await expect(rows).toContainText("Active");
    await expectNoAxeViolations(page);

    await rows.getByRole("button", { name: `View ${visitor.name}` }).click();
    const panel = isPhone(page)
      ? page.getByRole("dialog", { name: "Customer details" })
      : page.getByRole("complementary", { name: "Customer details" });
    await expect(panel).toContainText("Since:");
    await expect(panel.getByRole("heading", { name: "Appointment history" })).toBeVisible();
    await expect(panel).toContainText("Plumbing Repair");
    await expectNoAxeViolations(page);
    if (isPhone(page)) await panel.getByRole("button", { name: "Close" }).click();

    const before = await monthlyRevenueCents(page);
    await openTab(page, "customers", "Customers");
    await page.getByLabel("Search customers").fill(visitor.email);
    await rows.getByRole("button", { name: `Delete ${visitor.name}` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Customer" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Customer Deleted" })).toContainText(
      "Customer and all related data has been deleted.",
      TOAST,
    );
    await expect(rows).toHaveCount(0);

    // Their appointments are gone ...
    await openTab(page, "appointments", "Appointments");
    await page.getByLabel("Search").fill(visitor.email);
    await expect(page.getByText("No appointments found.")).toBeVisible();
    expect((await api.get(`/api/appointments/${visit.appointmentId}`)).status()).not.toBe(200);
    // ... and the month's revenue is what it was (another test's payment may only add to it).
    expect(await monthlyRevenueCents(page)).toBeGreaterThanOrEqual(before);
    expect(errors).toEqual([]);
    await api.dispose();
  },
);

test("customers: a failed delete says so and keeps the customer", async ({ page, baseURL }) => {
  const api = await visitorApi(baseURL!);
  const visitor = newVisitor("Drew", test.info().project.name);
  await bookVisit(api, visitor);
  await openTab(page, "customers", "Customers");
  await page.getByLabel("Search customers").fill(visitor.email);
  const rows = page
    .getByRole("table", { name: "Customers" })
    .getByRole("row")
    .filter({ hasText: visitor.email });
  await expect(rows).toHaveCount(1);
  await failRequests(page, "**/api/admin/customers/*", "DELETE");
  await rows.getByRole("button", { name: `Delete ${visitor.name}` }).click();
  await page.getByRole("dialog", { name: "Delete Customer" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Failed to delete customer." })).toBeVisible(TOAST);
  await expect(rows).toHaveCount(1);
  await api.dispose();
});
