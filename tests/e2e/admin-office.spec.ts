import { newVisitor, sendMessage, sendQuote, visitorApi } from "./admin-data";
import { expect, failRequests, openTab, test, toast, TOAST } from "./admin-fixture";
import { expectNoAxeViolations, isPhone } from "./support";

test.describe.configure({ timeout: 90_000 });

test("settings: a changed link is saved and shown on the public site; a bad one gets its message", async ({
  page,
  errors,
}) => {
  await openTab(page, "settings", "Settings");
  const website = page.getByRole("textbox", { name: "Website Link" });
  await expect(website).toBeVisible();
  const original = await website.inputValue();
  await expect(page.getByRole("textbox", { name: "Phone" })).not.toHaveValue("");
  await expectNoAxeViolations(page);

  await website.fill("not a link");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(
    page.getByText("Please enter a full web address (https://...) or leave it empty"),
  ).toBeVisible();
  await expect(
    page.getByRole("alert").filter({ hasText: "Failed to update contact information." }),
  ).toBeVisible(TOAST);
  await expect(website).toHaveValue("not a link");

  const link = `https://example.com/${test.info().project.name}-${Date.now()}`;
  await website.fill(link);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Success" })).toContainText(
    "Contact information updated successfully",
    TOAST,
  );
  await page.goto("/");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Website" })).toHaveAttribute(
    "href",
    link,
  );

  // Put it back as it was, so that the public pages read as seeded.
  await openTab(page, "settings", "Settings");
  await website.fill(original);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Success")).toBeVisible(TOAST);
  expect(errors).toEqual([]);
});

test("settings: a failed save says so and keeps what was typed", async ({ page }) => {
  await openTab(page, "contact", "Settings");
  // The hours follow the opening hours: shown here, not typed.
  const hours = page.getByRole("textbox", { name: "Business Hours" });
  await expect(hours).toHaveValue("Mon-Fri: 9AM-5PM, Sat: 9AM-1PM, Sun: Closed");
  await expect(hours).not.toBeEditable();
  await failRequests(page, "**/api/admin/contact-info", "POST");
  await page.getByRole("textbox", { name: "Phone" }).fill("(325) 555-0123");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Failed to update contact information." }),
  ).toBeVisible(TOAST);
  await expect(page.getByRole("textbox", { name: "Phone" })).toHaveValue("(325) 555-0123");
});

test(
  "inbox: new quote requests and messages, the badge, mark handled and delete",
  { tag: "@phone" },
  async ({ page, baseURL, errors }) => {
    const api = await visitorApi(baseURL!);
    const visitor = newVisitor("Emery", test.info().project.name);
    await sendQuote(api, visitor, `New cabinets and counters for ${visitor.name}.`);
    await sendMessage(api, visitor, `Porch screens for ${visitor.name}`);

    await openTab(page, "inbox", "Inbox");
    // The count of new items: beside Inbox in the sidebar, on the menu button on phones.
    const badgeHolder = isPhone(page)
      ? page.getByRole("button", { name: /^Admin menu \d+ new$/ })
      : page.getByRole("link", { name: /^Inbox \d+ new$/ });
    const badge = async () => Number((await badgeHolder.textContent())!.match(/\d+/)![0]);
    await expect(badgeHolder).toBeVisible();

    const quote = page.getByRole("article").filter({ hasText: visitor.name });
    await expect(quote).toContainText("Kitchen Remodeling");
    await expect(quote).toContainText("March 1, 2027");
    await expect(quote).toContainText("New");
    await expectNoAxeViolations(page);
    const before = await badge();
    await quote.getByRole("button", { name: "Mark as handled" }).click();
    await expect(toast(page, "Marked as handled")).toBeVisible(TOAST);
    await expect(quote).toContainText("Handled");
    await expect.poll(badge).toBe(before - 1);

    await page.getByRole("tab", { name: /^Messages/ }).click();
    const message = page.getByRole("article").filter({ hasText: `Porch screens for ${visitor.name}` });
    await expect(message).toContainText("Do you also repair porch screens?");
    await failRequests(page, "**/api/admin/inbox/messages/*", "DELETE");
    await message.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog", { name: "Are you sure?" }).getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Failed to delete the item." })).toBeVisible(
      TOAST,
    );
    await page.unroute("**/api/admin/inbox/messages/*");
    await page.getByRole("dialog", { name: "Are you sure?" }).getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Deleted")).toBeVisible(TOAST);
    await expect(message).toHaveCount(0);
    expect(errors).toEqual([]);
    await api.dispose();
  },
);
