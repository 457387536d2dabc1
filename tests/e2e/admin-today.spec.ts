/**
 * The owner's day (docs/today.md). On a phone (360 px): /admin opens Today, a visit's card has its call, text
 * and map links and its notes, and the owner sends "on my way" (the customer's mail in the admin's words),
 * starts and completes the visit; the days before and after are a tap or a swipe away. On a desktop: /admin
 * stays the dashboard, Today is the week's calendar, a visit opens its details and is moved to another slot
 * past the business's rules' warning, and the customer is told. Axe finds nothing on any of it.
 */
import type { Page } from "@playwright/test";
import { addDays, businessToday, formatLongDate, formatWeekdayDate } from "~/lib/dates";
import { mailsTo } from "~tests/support/outbox";
import { expect, test, toast, TOAST } from "./admin-fixture";
import { expectNoAxeViolations, waitForHydration } from "./support";
import { closeTodayData, insertVisit, todayCustomer } from "./today-data";

test.describe.configure({ timeout: 120_000 });
test.afterAll(closeTodayData);

const outbox = `test-results/e2e-${process.env.E2E_PORT ?? 4173}-data/outbox`;
const MAIL = { timeout: 15_000 };

/** The first day `weekday` (0 Sunday … 6 Saturday) from `from` on. */
function nextWeekday(from: string, weekday: number) {
  let date = from;
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== weekday) date = addDays(date, 1);
  return date;
}

async function openToday(page: Page, date?: string) {
  await page.goto(date ? `/admin?tab=today&date=${date}` : "/admin?tab=today");
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
  await waitForHydration(page);
}

test(
  "on a phone, Today's card reaches the customer, and the owner goes, starts and completes the visit",
  { tag: "@phone" },
  async ({ page, errors }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const customer = todayCustomer("Riley");
    const address = "410 Cedar St, Abilene, TX 79601";
    // Today, at an hour nobody books: no other test's slot.
    await insertVisit({
      ...customer,
      phone: "(325) 555-0163",
      date: businessToday(),
      time: "06:00",
      address,
      details: "Park in the alley, please.",
      serviceName: "Fence Repair",
    });
    if (test.info().project.name.includes("phone")) {
      // The back office's first screen on a phone.
      await page.goto("/admin");
      await expect(page).toHaveURL(/\/admin\?tab=today$/);
      await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
      await waitForHydration(page);
    } else await openToday(page);

    const card = page.getByRole("article", { name: new RegExp(customer.name) });
    await expect(card).toBeVisible();
    await expect(card.getByRole("link", { name: `Call ${customer.name}` })).toHaveAttribute(
      "href",
      "tel:3255550163",
    );
    await expect(card.getByRole("link", { name: `Text ${customer.name}` })).toHaveAttribute(
      "href",
      "sms:3255550163",
    );
    await expect(card.getByRole("link", { name: /^Map of 410 Cedar St/ })).toHaveAttribute(
      "href",
      `https://maps.google.com/?q=${encodeURIComponent(address)}`,
    );
    await expect(card.getByText("Park in the alley, please.")).toBeVisible();
    await expect(card.getByText("Confirmed", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await card.getByLabel("Minutes away").selectOption("30");
    await card.getByRole("button", { name: /^On my way/ }).click();
    await expect(toast(page, "On my way sent")).toBeVisible(TOAST);
    await expect(card.getByText(/^On my way: Sent at \d{1,2}:\d{2} [AP]M \(30 minutes\)$/)).toBeVisible();
    await expect(card.getByRole("button", { name: /^On my way/ })).toHaveCount(0);
    await expect
      .poll(() => mailsTo(outbox, customer.email, / is on the way, /).map((mail) => mail.subject), MAIL)
      .toEqual(["Jordan from Big Country Home Remodeling is on the way, about 30 minutes out"]);

    await card.getByRole("button", { name: /^Start visit/ }).click();
    await expect(card.getByText(/^Started at \d{1,2}:\d{2} [AP]M$/)).toBeVisible();
    await card.getByRole("button", { name: /^Complete visit/ }).click();
    const confirm = page.getByRole("dialog", { name: "Complete this visit?" });
    await expect(confirm).toContainText("a request for a review");
    await confirm.getByRole("button", { name: "Complete visit" }).click();
    await expect(card.getByText("Completed", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: /^(Start|Complete) visit/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  },
);

test(
  "on a phone, the days before and after are a tap or a swipe away",
  { tag: "@phone" },
  async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const date = addDays(businessToday(), 2);
    await openToday(page, date);
    const day = page.getByRole("heading", { level: 2, name: formatWeekdayDate(date) });
    await expect(day).toBeVisible();

    await page.getByRole("link", { name: /^Next day/ }).click();
    await expect(page).toHaveURL(new RegExp(`date=${addDays(date, 1)}$`));
    await expect(
      page.getByRole("heading", { level: 2, name: formatWeekdayDate(addDays(date, 1)) }),
    ).toBeVisible();
    await page.getByRole("link", { name: /^Previous day/ }).click();
    await expect(day).toBeVisible();

    if (!test.info().project.use.hasTouch) return;
    // A swipe to the left is the next day; to the right, the one before.
    const swipe = (from: number, to: number) =>
      page.locator("section[aria-labelledby=today-day]").evaluate(
        (section, [x0, x1]) => {
          const touch = (x: number) =>
            new Touch({ identifier: 1, target: section, clientX: x, clientY: 200 });
          section.dispatchEvent(
            new TouchEvent("touchstart", {
              touches: [touch(x0!)],
              changedTouches: [touch(x0!)],
              bubbles: true,
            }),
          );
          section.dispatchEvent(new TouchEvent("touchend", { changedTouches: [touch(x1!)], bubbles: true }));
        },
        [from, to],
      );
    await swipe(300, 40);
    await expect(page).toHaveURL(new RegExp(`date=${addDays(date, 1)}$`));
    await swipe(40, 300);
    await expect(page).toHaveURL(new RegExp(`date=${date}$`));
    await expect(day).toBeVisible();
  },
);

test("on a desktop, the week's calendar opens a visit's details and moves it to another slot", async ({
  page,
  errors,
}) => {
  // The back office's first screen on a desktop is the dashboard.
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  // A weekend, which no booking test takes (visit-days.ts): the visit's slot and its new one are this test's.
  const saturday = nextWeekday(addDays(businessToday(), 14), 6);
  const sunday = addDays(saturday, 1);
  const customer = todayCustomer("Morgan");
  const visit = await insertVisit({
    ...customer,
    date: saturday,
    time: "08:00",
    serviceName: "Deck Building",
  });
  await openToday(page, saturday);
  await expect(
    page.getByRole("heading", { level: 2, name: `Week of ${formatLongDate(addDays(saturday, -5))}` }),
  ).toBeVisible();
  const saturdayCell = page.getByRole("listitem", { name: formatLongDate(saturday) });
  // The visit's own button reads "8:00 AM <name> <services> <status>"; its Move button is named apart.
  const visitAt = (time: string) => new RegExp(`^${time} ${customer.name} `);
  const visitButton = saturdayCell.getByRole("button", { name: visitAt("8:00 AM") });
  await expect(visitButton).toContainText("Deck Building");
  await expect(visitButton).toContainText("Confirmed");
  await expectNoAxeViolations(page);

  await visitButton.click();
  const details = page.getByRole("dialog", { name: `Appointment #${visit.appointmentId}` });
  await expect(details).toContainText(customer.email);
  await expectNoAxeViolations(page);
  await details.getByRole("button", { name: "Close" }).click();
  await expect(details).toBeHidden();

  await saturdayCell.getByRole("button", { name: `Move ${customer.name}'s visit at 8:00 AM` }).click();
  const move = page.getByRole("dialog", { name: "Move visit" });
  await move.getByLabel("New date").fill(sunday);
  await move.getByLabel("New time").selectOption("10:00");
  await move.getByRole("button", { name: "Move visit" }).click();
  await expect(move.getByRole("heading", { name: "This time breaks the business's rules" })).toBeVisible();
  await expect(move).toContainText("Closed on Sundays");
  await expectNoAxeViolations(page);
  await move.getByRole("button", { name: "Move anyway" }).click();
  await expect(toast(page, "Visit moved")).toBeVisible(TOAST);
  await expect(move).toBeHidden();
  const sundayCell = page.getByRole("listitem", { name: formatLongDate(sunday) });
  await expect(sundayCell.getByRole("button", { name: visitAt("10:00 AM") })).toContainText("Confirmed");
  await expect(saturdayCell.getByRole("button", { name: new RegExp(customer.name) })).toHaveCount(0);
  await expect.poll(() => mailsTo(outbox, customer.email, /^Your visit has moved to /).length, MAIL).toBe(1);
  expect(errors).toEqual([]);
});
