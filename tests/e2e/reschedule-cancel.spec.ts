import { expect, test } from "@playwright/test";
import {
  TOAST,
  asOwnClient,
  bookViaApi,
  longDate,
  publicServices,
  showCalendarMonth,
  signInWithLink,
  uniqueEmail,
} from "./booking-support";
import { collectConsoleErrors, expectNoAxeViolations, waitForHydration } from "./support";
import { ownVisitDay, weekdayOnOrAfter } from "./visit-days";

test.describe.configure({ timeout: 120_000 });

test(
  "a customer reschedules a paid visit, then cancels it in time and sees the deposit refunded",
  { tag: "@phone" },
  async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const ip = await asOwnClient(page);
    const email = uniqueEmail("reschedule");
    const plumbing = (await publicServices(page.request)).find(
      (service) => service.name === "Plumbing Repair",
    )!;
    const bookedDate = ownVisitDay("reschedule: booked");
    const booked = await bookViaApi(page.request, ip, {
      email,
      date: bookedDate,
      time: "10:00",
      services: [{ serviceId: plumbing.id, quantity: 1 }],
    });
    // Paid with the site's own test checkout, as the customer would pay it.
    await page.goto(booked.url);
    await page.getByRole("button", { name: /^Pay \$[\d,]+\.\d{2}$/ }).click();
    await expect(page).toHaveURL(/\/thank-you\?/);

    await signInWithLink(page, email);
    await page.goto(`/my-projects/${booked.appointmentId}`);
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: "Payment", exact: true })).toContainText("$125.00");

    // The button opens the dialog; keeping the current time closes it.
    await page.getByRole("button", { name: "Reschedule" }).click();
    const dialog = page.getByRole("dialog", { name: "Reschedule Appointment" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Keep Current Time" }).click();
    await expect(dialog).toBeHidden();

    // The reminder mail's link opens it by itself.
    await page.goto(`/my-projects/${booked.appointmentId}?action=reschedule`);
    await waitForHydration(page);
    await expect(dialog).toBeVisible();
    const time = dialog.getByLabel("New time");
    await expect(time).toBeDisabled();
    // The visit's own day can be chosen for another time: its own 10:00 AM is not offered, free ones are
    // (other tests book beside this one, so which ones are free is not known here).
    const offered = time.locator('option:not([value=""])');
    await (await showCalendarMonth(page, bookedDate)).click();
    await expect(dialog.getByLabel("New date")).toHaveValue(longDate(bookedDate));
    await expect(offered.first()).toHaveText(/^\d{1,2}:00 [AP]M$/);
    await expect(time.locator("option", { hasText: /^10:00 AM$/ })).toHaveCount(0);
    // Sunday is closed in the demo hours: greyed out in the calendar, so it cannot be chosen. The days are
    // in order (the new day is two weeks or more after the booked one), as the months only go forward.
    await expect(await showCalendarMonth(page, weekdayOnOrAfter(0, bookedDate))).toBeDisabled();
    const newDate = ownVisitDay("reschedule: moved to");
    await (await showCalendarMonth(page, newDate)).click();
    await expect(dialog.getByLabel("New date")).toHaveValue(longDate(newDate));
    await expect(offered.first()).toHaveText(/^\d{1,2}:00 [AP]M$/);
    const newTime = (await offered.last().textContent())!;
    await time.selectOption({ label: newTime });
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Reschedule", exact: true }).click();
    await expect(page.getByText("Appointment Rescheduled").first()).toBeVisible(TOAST);
    await expect(dialog).toBeHidden();
    const visit = page.getByRole("region", { name: `Appointment #${booked.appointmentId}` });
    await expect(visit).toContainText(newTime);

    // The site's own dialog asks first, and says the deposit comes back (the visit is outside the window).
    await page.getByRole("button", { name: "Cancel Appointment" }).click();
    const confirm = page.getByRole("dialog", { name: "Cancel Appointment" });
    await expect(confirm).toContainText("Your deposit of $125.00 will be refunded.");
    await expectNoAxeViolations(page);
    await confirm.getByRole("button", { name: "Cancel Appointment" }).click();
    await expect(page.getByText("Your deposit of $125.00 has been refunded.").first()).toBeVisible(TOAST);
    await expect(page.getByRole("region", { name: "Payment", exact: true })).toContainText(
      "Refunded $125.00",
    );
    await expect(page.getByRole("button", { name: "Cancel Appointment" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Reschedule" })).toHaveCount(0);

    await page.goto("/my-projects");
    await page.getByRole("tab", { name: "Cancelled" }).click();
    const card = page.getByRole("article").filter({ hasText: `#${booked.appointmentId}` });
    await expect(card).toContainText("Refunded");
    await expect(card).toContainText("Refunded $125.00 on");
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  },
);
