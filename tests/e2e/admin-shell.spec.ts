import { adminNav, expect, openFailingTab, openTab, test, toast, TOAST } from "./admin-fixture";
import { expectNoAxeViolations } from "./support";

test.describe.configure({ timeout: 90_000 });

const TABS = [
  { tab: "dashboard", heading: "Dashboard" },
  { tab: "services", heading: "Services" },
  { tab: "appointments", heading: "Appointments" },
  { tab: "projects", heading: "Projects" },
  { tab: "customers", heading: "Customers" },
  { tab: "settings", heading: "Settings" },
  { tab: "inbox", heading: "Inbox" },
  { tab: "jobs", heading: "Jobs" },
  { tab: "invoices", heading: "Invoices" },
  { tab: "reviews", heading: "Reviews" },
  { tab: "queue", heading: "Failed tasks" },
];

test(
  "every tab opens from the sidebar with its title, and has no accessibility violations",
  { tag: "@phone" },
  async ({ page, errors }) => {
    await openTab(page, "dashboard", "Dashboard");
    await expect(page.getByText("Welcome, Jordan")).toBeVisible();
    await expect(page.getByRole("progressbar")).toHaveCount(4);
    await expectNoAxeViolations(page);
    for (const { tab, heading } of TABS.slice(1)) {
      const nav = await adminNav(page);
      await nav.getByRole("link", { name: new RegExp(`^${heading}`) }).click();
      await expect(page).toHaveURL(new RegExp(`tab=${tab}$`));
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      // The slide-over closes on navigation.
      await expect(page.getByRole("dialog", { name: "Admin menu" })).toBeHidden();
      await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
      await expectNoAxeViolations(page);
    }
    expect(errors).toEqual([]);
  },
);

test("the dashboard comes with the page: the browser asks the API for nothing", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await openTab(page, "dashboard", "Dashboard");
  await expect(page.getByRole("heading", { name: "Recent Activity" })).toBeVisible();
  expect(requested.filter((path) => path.startsWith("/api/admin/"))).toEqual([]);
});

test("?tab=contact is the Settings tab and an unknown tab is the dashboard", async ({ page }) => {
  await openTab(page, "contact", "Settings");
  await expect(page.getByRole("textbox", { name: "Phone" })).toBeVisible();
  await page.goto("/admin?tab=nonsense");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});

test("the phone menu closes on Escape and on the backdrop, and keeps focus inside", async ({ page }) => {
  // The slide-over menu is for small screens: both projects check it at a phone's width.
  await page.setViewportSize({ width: 390, height: 844 });
  await openTab(page, "services", "Services");
  const menu = page.getByRole("dialog", { name: "Admin menu" });
  await page.getByRole("button", { name: "Admin menu" }).click();
  await expect(menu).toBeVisible();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await page.getByRole("button", { name: "Admin menu" }).click();
  await expect(menu).toBeVisible();
  // The backdrop: the part of the screen right of the panel.
  const size = page.viewportSize()!;
  await page.mouse.click(size.width - 10, size.height / 2);
  await expect(menu).toBeHidden();
});

test("the dashboard shows stats, activity, popular services and the year", async ({ page, errors }) => {
  await openTab(page, "dashboard", "Dashboard");
  for (const title of ["Total Bookings", "Upcoming Appointments", "Monthly Revenue", "Completed Projects"]) {
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
  }
  await expect(page.getByText(/^Capacity: \d+\/50$/)).toBeVisible();
  await expect(page.getByText(/^\$[\d,]+\.\d{2}$/).first()).toBeVisible();
  const revenue = page.getByRole("progressbar", { name: /Monthly Revenue/ });
  const value = Number(await revenue.getAttribute("aria-valuenow"));
  expect(value).toBeGreaterThanOrEqual(0);
  expect(value).toBeLessThanOrEqual(100);
  await expect(page.getByRole("heading", { name: "Recent Activity" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Popular Services" })).toBeVisible();
  const collected = page.getByRole("region", { name: "Collected this month" });
  await expect(collected.getByTestId("collected-amount")).toHaveText(/^-?\$[\d,]+\.\d{2}$/);
  await expect(collected).toContainText(/From \d+ payments?/);
  await expect(page.getByRole("img", { name: "Bookings per month" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Revenue per month" })).toBeVisible();
  await page.getByText("Show the numbers as a table").click();
  await expect(page.getByRole("table", { name: /last 12 months/ }).getByRole("row")).toHaveCount(13);
  expect(errors).toEqual([]);
});

test("the dashboard says so when its statistics cannot be loaded", async ({ page }) => {
  await openFailingTab(page, "dashboard", "Dashboard");
  await expect(toast(page, "Error")).toBeVisible(TOAST);
  await expect(page.getByRole("alert")).toContainText(
    "Failed to load dashboard statistics. Please try again later.",
  );
  await expect(page.getByText("Not available right now.")).toHaveCount(4);
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  // The sidebar still works. On phones the toast covers the menu button until it goes, and it stays while
  // the pointer (left on the menu's first link) is on it.
  await page.unrouteAll();
  await page.mouse.move(10, page.viewportSize()!.height - 10);
  await expect(toast(page, "Error")).toBeHidden(TOAST);
  await (await adminNav(page)).getByRole("link", { name: /^Services/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Services" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add Service" })).toBeVisible();
});

test(
  "every tab has no accessibility violations in the dark theme either",
  { tag: "@phone" },
  async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    for (const { tab, heading } of TABS) {
      await openTab(page, tab, heading);
      await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
      await expectNoAxeViolations(page);
    }
  },
);
