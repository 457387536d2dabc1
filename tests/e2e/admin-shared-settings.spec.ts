/**
 * The settings the whole site shares (its weekly hours, its alerts): each test changes one and puts it back.
 * The browser projects share one server, so these run in projects of their own, one after the other
 * (playwright.config.ts), where nothing else reads the settings meanwhile.
 */
import { expect, openTab, test, toast, TOAST } from "./admin-fixture";
import { publicServices } from "./booking-support";
import { expectNoAxeViolations } from "./support";

// One at a time, in order: the settings form saves every field at once, so two of these side by side could
// put back each other's change.
test.describe.configure({ mode: "default", timeout: 90_000 });

const DEMO_HOURS = "Mon-Fri: 9AM-5PM, Sat: 9AM-1PM, Sun: Closed";

test(
  "opening hours: a change is saved, shown in the footer, and put back",
  { tag: "@phone" },
  async ({ page, errors }) => {
    await openTab(page, "settings", "Settings");
    const form = page.getByRole("form", { name: "Opening hours" });
    await expect(form).toContainText(DEMO_HOURS);
    await expect(page.getByRole("textbox", { name: "Business Hours" })).toHaveValue(DEMO_HOURS);

    await form.getByRole("combobox", { name: "Saturday last visit" }).selectOption("14:00");
    await form.getByRole("button", { name: "Save opening hours" }).click();
    await expect(toast(page, "Opening hours saved")).toBeVisible(TOAST);
    const changed = "Mon-Fri: 9AM-5PM, Sat: 9AM-2PM, Sun: Closed";
    await expect(page.getByRole("textbox", { name: "Business Hours" })).toHaveValue(changed);
    await page.goto("/");
    await expect(page.getByRole("contentinfo")).toContainText(changed);

    await openTab(page, "settings", "Settings");
    await form.getByRole("combobox", { name: "Saturday last visit" }).selectOption("13:00");
    await form.getByRole("button", { name: "Save opening hours" }).click();
    await expect(toast(page, "Opening hours saved")).toBeVisible(TOAST);
    await expect(page.getByRole("textbox", { name: "Business Hours" })).toHaveValue(DEMO_HOURS);
    expect(errors).toEqual([]);
  },
);

test("settings: the alerts by email are all on, and one turned off stays off", async ({ page, errors }) => {
  await openTab(page, "settings", "Settings");
  const alerts = page.getByRole("group", { name: "Alerts by email" });
  const messages = alerts.getByRole("checkbox", { name: "A new message" });
  await expect(alerts.getByRole("checkbox")).toHaveCount(6);
  for (const box of await alerts.getByRole("checkbox").all()) await expect(box).toBeChecked();
  await expectNoAxeViolations(page);

  await messages.focus();
  await page.keyboard.press("Space");
  await expect(messages).not.toBeChecked();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Success")).toBeVisible(TOAST);
  await page.reload();
  await expect(messages).not.toBeChecked();
  await expect(alerts.getByRole("checkbox", { name: "A new quote request" })).toBeChecked();

  // Back as seeded.
  await messages.check();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Success")).toBeVisible(TOAST);
  expect(errors).toEqual([]);
});

test("settings: the most a booking asks online is checked, saved, asked by the booking page, and cleared", async ({
  page,
  errors,
}) => {
  await openTab(page, "settings", "Settings");
  const payments = page.getByRole("group", { name: "Payments" });
  const cap = payments.getByRole("textbox", { name: "Most a booking asks online" });
  const save = page.getByRole("button", { name: "Save Changes" });
  await expect(cap).toHaveValue("");
  await expect(cap).toHaveAccessibleDescription(/the rest is billed by invoice after the visit/);
  await expect(
    payments.getByRole("checkbox", { name: "Send a payment schedule's invoices at once" }),
  ).not.toBeChecked();
  await expectNoAxeViolations(page);

  const refused = "Enter an amount greater than $0.00, in dollars and cents, or leave it empty for no cap";
  await cap.fill("0");
  await save.click();
  await expect(cap).toHaveAccessibleDescription(new RegExp(refused.replace(/[$.]/g, "\\$&")));
  await expect(cap).toBeFocused();
  await expect(cap).toHaveValue("0");

  await cap.fill("500");
  await save.click();
  await expect(toast(page, "Success")).toBeVisible(TOAST);
  await page.reload();
  await expect(cap).toHaveValue("500.00");

  // The booking page asks the cap for a kitchen remodel whose half is $7,500.
  const kitchen = (await publicServices(page.request)).find(
    (service) => service.name === "Kitchen Remodeling",
  )!;
  await page.goto(`/book?serviceId=${kitchen.id}`);
  const selected = page.getByRole("list", { name: "Selected services" }).locator("..");
  await expect(selected).toContainText("Due today$500.00");
  await expect(selected).toContainText("The rest, $14,500.00, is billed by invoice after the visit.");

  // Back as seeded: no cap.
  await openTab(page, "settings", "Settings");
  await cap.fill("");
  await save.click();
  await expect(toast(page, "Success")).toBeVisible(TOAST);
  await page.reload();
  await expect(cap).toHaveValue("");
  expect(errors).toEqual([]);
});
