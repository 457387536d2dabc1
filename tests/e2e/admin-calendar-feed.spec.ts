import { bookVisit, newVisitor, visitorApi } from "./admin-data";
import { expect, openTab, test, toast, TOAST } from "./admin-fixture";
import { expectNoAxeViolations } from "./support";

// The site has one feed address, which this test revokes: it runs in the shared-settings projects, one
// project after the other (playwright.config.ts).
test.describe.configure({ timeout: 90_000 });

test("settings: the calendar feed's link is shown, copied, and regenerated after a warning", async ({
  page,
  context,
  baseURL,
  errors,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openTab(page, "settings", "Settings");
  const section = page.getByRole("region", { name: "Calendar feed" });
  const link = section.getByRole("textbox", { name: "Subscription link" });
  await expect(link).toHaveValue(/^https?:\/\/[^/]+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(link).toHaveAttribute("readonly", "");
  await expect(section).toContainText("Google Calendar");
  await expect(section).toContainText("Apple Calendar");
  const old = await link.inputValue();
  // A booked visit, so that the feed has an event (and the time zone it is written in).
  const visitor = newVisitor("Quinn", test.info().project.name);
  await bookVisit(await visitorApi(baseURL!), visitor, { pay: true });
  const feed = await page.request.get(old);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const text = await feed.text();
  expect(text).toContain("BEGIN:VTIMEZONE\r\nTZID:America/Chicago\r\n");
  expect(text).toContain(visitor.name);
  await expectNoAxeViolations(page);

  await section.getByRole("button", { name: "Copy" }).click();
  await expect(toast(page, "Link copied")).toBeVisible(TOAST);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(old);

  // Keyboard: the warning first; Cancel keeps the link.
  const regenerate = section.getByRole("button", { name: "Regenerate link" });
  await regenerate.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Make a new calendar link?" });
  await expect(dialog).toContainText("The current link stops working at once");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(link).toHaveValue(old);
  await regenerate.click();
  await dialog.getByRole("button", { name: "Regenerate link" }).click();
  await expect(toast(page, "New calendar link made")).toBeVisible(TOAST);
  await expect(link).not.toHaveValue(old);
  const fresh = await link.inputValue();
  expect(fresh).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  expect((await page.request.get(old)).status()).toBe(404);
  expect((await page.request.get(fresh)).status()).toBe(200);
  // The new link stays after a reload.
  await openTab(page, "settings", "Settings");
  await expect(link).toHaveValue(fresh);
  expect(errors).toEqual([]);
});
