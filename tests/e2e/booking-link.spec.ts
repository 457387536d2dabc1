import { expect, test } from "@playwright/test";
import { attachmentOf } from "~tests/support/outbox";
import {
  TOAST,
  asOwnClient,
  bookViaApi,
  publicServices,
  showCalendarMonth,
  uniqueEmail,
  BUSINESS,
  mailTo,
} from "./booking-support";
import { collectConsoleErrors, expectNoAxeViolations, waitForHydration } from "./support";
import { ownVisitDay } from "./visit-days";

test.describe.configure({ timeout: 120_000 });

test("the confirmation's link opens the booking without a password, again and again, and moves it; both sides are told", async ({
  page,
  browser,
}) => {
  const errors = collectConsoleErrors(page);
  const ip = await asOwnClient(page);
  const email = uniqueEmail("booking-link");
  const plumbing = (await publicServices(page.request)).find((s) => s.name === "Plumbing Repair")!;
  const booked = await bookViaApi(page.request, ip, {
    email,
    date: ownVisitDay("booking-link: booked"),
    time: "10:00",
    services: [{ serviceId: plumbing.id, quantity: 1 }],
  });
  await page.goto(booked.url);
  await page.getByRole("button", { name: /^Pay \$[\d,]+\.\d{2}$/ }).click();
  await expect(page).toHaveURL(/\/thank-you\?/);

  const confirmation = await mailTo(email, /booking is confirmed/i);
  const link = /https?:\/\/\S+\/visits\/[\w-]+/.exec(confirmation.text)?.[0];
  expect(link, confirmation.text).toBeDefined();

  // Opened in a browser that never signed in, twice: the link is not used up like a sign-in link.
  for (let visit = 0; visit < 2; visit++) {
    const stranger = await browser.newContext();
    const other = await stranger.newPage();
    await other.goto(link!);
    await expect(other.getByRole("heading", { level: 1, name: "Your Booking" })).toBeVisible();
    await expect(other.getByRole("region", { name: `Appointment #${booked.appointmentId}` })).toContainText(
      "10:00 AM",
    );
    await stranger.close();
  }

  await page.context().clearCookies();
  await page.goto(link!);
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Reschedule" }).click();
  const dialog = page.getByRole("dialog", { name: "Reschedule Appointment" });
  await (await showCalendarMonth(page, ownVisitDay("booking-link: moved to"))).click();
  const time = dialog.getByLabel("New time");
  await expect(time.locator('option:not([value=""])').first()).toHaveText(/^\d{1,2}:00 [AP]M$/);
  await time.selectOption({ label: "2:00 PM" });
  await dialog.getByRole("button", { name: "Reschedule", exact: true }).click();
  await expect(page.getByText("Appointment Rescheduled").first()).toBeVisible(TOAST);
  await expect(page.getByRole("region", { name: `Appointment #${booked.appointmentId}` })).toContainText(
    "2:00 PM",
  );

  // The customer gets the moved visit's calendar file (the same event, a later version); the business its alert.
  const moved = await mailTo(email, /^Your visit has moved to /);
  const calendar = attachmentOf(moved, "visit.ics")?.toString("utf8") ?? "";
  const uidOf = (ics: string) => /^UID:(.+)$/m.exec(ics)?.[1];
  expect(uidOf(calendar)).toBe(uidOf(attachmentOf(confirmation, "visit.ics")?.toString("utf8") ?? ""));
  expect(calendar).toMatch(/^SEQUENCE:[1-9]/m);
  const alert = await mailTo(BUSINESS, new RegExp(`^Visit #${booked.appointmentId} moved to `));
  expect(alert.text).toContain("2:00 PM");
  expect(errors).toEqual([]);
});
