/**
 * Everyone informed, as the people involved meet it: a visitor's quote with a file that is not a photo
 * (refused by its name), then a good one, answered with its reference, which the owner's mail names; a
 * customer books and pays, opens the confirmation's link the next day in a browser that never signed in,
 * moves the visit, and both sides get mail; the owner then adds a day off over that visit and sees it listed.
 */
import type { Browser } from "@playwright/test";
import { formatTime12h, formatWeekdayDate } from "~/lib/dates";
import { solidImage } from "~tests/support/images";
import { attachmentOf, type OutboxMail } from "~tests/support/outbox";
import { expect, openTab, test, unique } from "./admin-fixture";
import {
  addService,
  fillContact,
  pickVisitDate,
  randomIp,
  showCalendarMonth,
  TOAST,
  uniqueEmail,
  BUSINESS,
  mailTo,
} from "./booking-support";
import { expectNoAxeViolations, waitForHydration } from "./support";
import { ownVisitDay, weekFromToday } from "./visit-days";

test.describe.configure({ timeout: 240_000 });

const DAY_MS = 24 * 3600 * 1000;

/** A browser of the visitor's own: the project's device, no cookies, an address of its own. */
async function visitorPage(browser: Browser, baseURL: string | undefined, now?: Date) {
  const context = await browser.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
    extraHTTPHeaders: { "x-forwarded-for": randomIp() },
  });
  if (now) await context.clock.setFixedTime(now);
  return context.newPage();
}

test(
  "a quote answered by reference and named to the owner; a booking moved by its link the next day, both told; the owner warned of it under a day off",
  { tag: "@phone" },
  async ({ page, browser, baseURL, errors }) => {
    const name = unique("Rowan Informed");
    const email = uniqueEmail("informed");

    // 1. The quote: a file that is not a photo is refused by its name as it is chosen; a photo goes.
    const visitor = await visitorPage(browser, baseURL);
    await visitor.goto("/quote");
    await waitForHydration(visitor);
    const form = visitor.locator("form").filter({ has: visitor.getByLabel("Service Type") });
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Phone").fill("(325) 555-0142");
    await form.getByLabel("Service Type").selectOption("Bathroom Remodeling");
    await form.getByLabel("Preferred Date").fill(weekFromToday());
    await form.getByLabel("Project Details").fill("Walk-in shower instead of the tub.");
    const photos = form.getByLabel("Photos (optional)");
    const photo = { name: "tub.png", mimeType: "image/png", buffer: await solidImage(64, 48, "png") };
    await photos.setInputFiles([
      photo,
      { name: "measurements.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") },
    ]);
    await expect(
      form.getByRole("alert").filter({ hasText: "measurements.pdf is not an image." }),
    ).toBeVisible();
    await expectNoAxeViolations(visitor);
    await photos.setInputFiles([photo]);
    await expect(form.getByRole("img", { name: /^Photo 1/ })).toBeVisible();
    await form.getByRole("button", { name: "Submit Quote Request" }).click();
    const received = form.getByRole("status").filter({ hasText: /Your reference is Q-\d+\./ });
    await expect(received).toBeVisible(TOAST);
    const reference = /Q-\d+/.exec((await received.textContent())!)![0];

    // The owner's mail names it, with what was asked and a way to it.
    const alert = await mailTo(BUSINESS, new RegExp(`^New quote request ${reference}: `));
    expect(alert.subject).toContain(name);
    expect(alert.text).toContain("Service: Bathroom Remodeling");
    expect(alert.text).toContain("Photos: 1");
    const inboxLink = /^Inbox: (\S+)$/m.exec(alert.text)?.[1];
    expect(inboxLink).toBe(`${baseURL}/admin?tab=inbox&kind=quotes&item=${reference.slice(2)}`);
    await page.goto(inboxLink!);
    await expect(page.getByRole("article")).toHaveCount(1);
    const item = page.getByRole("article", { name: `Bathroom Remodeling from ${name}` });
    await expect(item.getByRole("img", { name: `Photo 1 of the quote request from ${name}` })).toBeVisible();
    await expect(page.getByRole("link", { name: "Show all quote requests" })).toBeVisible();

    // 2. The same person books a visit and pays.
    await visitor.goto("/book");
    await fillContact(visitor, { name, email, phone: "(325) 555-0142" });
    await visitor.getByLabel("Visit address").fill("1402 Elm Street, Abilene, TX 79601");
    await addService(visitor, "Plumbing Repair");
    const booked = ownVisitDay("informed-journey: booked");
    await pickVisitDate(visitor, booked);
    await visitor.getByLabel("Time", { exact: true }).selectOption("10:00");
    await visitor.getByRole("button", { name: /^Book Services - / }).click();
    await expect(visitor).toHaveURL(/\/checkout\/test\//);
    await visitor.getByRole("button", { name: /^Pay \$/ }).click();
    await expect(visitor).toHaveURL(/\/thank-you\?appointment_id=\d+/);
    const appointmentId = new URL(visitor.url()).searchParams.get("appointment_id");
    await visitor.context().close();

    // 3. The next day, in a browser that never signed in, the confirmation's link opens the booking.
    const confirmation = await mailTo(email, /booking is confirmed/i);
    const link = /https?:\/\/\S+\/visits\/[\w-]+/.exec(confirmation.text)?.[0];
    expect(link, confirmation.text).toBeDefined();
    const nextDay = await visitorPage(browser, baseURL, new Date(Date.now() + DAY_MS));
    await nextDay.goto(link!);
    await expect(nextDay.getByRole("heading", { level: 1, name: "Your Booking" })).toBeVisible();
    await waitForHydration(nextDay);
    await expectNoAxeViolations(nextDay);
    await nextDay.getByRole("button", { name: "Reschedule" }).click();
    const dialog = nextDay.getByRole("dialog", { name: "Reschedule Appointment" });
    const moved = ownVisitDay("informed-journey: moved to");
    await (await showCalendarMonth(nextDay, moved)).click();
    await dialog.getByLabel("New time").selectOption({ label: "2:00 PM" });
    await dialog.getByRole("button", { name: "Reschedule", exact: true }).click();
    await expect(nextDay.getByText("Appointment Rescheduled").first()).toBeVisible(TOAST);
    await expect(nextDay.getByRole("region", { name: `Appointment #${appointmentId}` })).toContainText(
      "2:00 PM",
    );
    await nextDay.context().close();

    // Both sides are told: the customer with the same calendar event, a later version; the business by alert.
    const movedMail = await mailTo(email, /^Your visit has moved to /);
    const uidOf = (mail: OutboxMail) =>
      /^UID:(.+)$/m.exec(attachmentOf(mail, "visit.ics")?.toString("utf8") ?? "")?.[1];
    expect(uidOf(movedMail)).toBe(uidOf(confirmation));
    expect(attachmentOf(movedMail, "visit.ics")?.toString("utf8")).toMatch(/^SEQUENCE:[1-9]/m);
    const movedAlert = await mailTo(BUSINESS, new RegExp(`^Visit #${appointmentId} moved to `));
    expect(movedAlert.text).toContain("2:00 PM");

    // 4. The owner adds a day off over the moved visit: it is listed, and nothing is added until kept.
    await openTab(page, "settings", "Settings");
    const addForm = page
      .getByRole("region", { name: "Days off" })
      .getByRole("form", { name: "Add a day off" });
    await addForm.getByLabel("From").fill(moved);
    await addForm.getByLabel("Through").fill(moved);
    await addForm.getByLabel("Note").fill(unique("Supplier trip"));
    await addForm.getByRole("button", { name: "Add day off" }).click();
    const warning = page.getByRole("dialog", { name: "Visits are booked on these days" });
    const listed = warning.getByRole("listitem").filter({ hasText: name });
    await expect(listed).toContainText(`${formatWeekdayDate(moved)} at ${formatTime12h("14:00")}`);
    await expect(listed).toContainText(`${name}, Plumbing Repair`);
    await expectNoAxeViolations(page);
    // Other tests book on the days around: the day off is not added.
    await warning.getByRole("button", { name: "Cancel" }).click();
    await expect(warning).toBeHidden();
    expect(errors.filter((error) => !error.includes("409"))).toEqual([]);
  },
);
