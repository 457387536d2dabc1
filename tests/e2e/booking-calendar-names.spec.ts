import { expect, test, type Page } from "@playwright/test";
import { collectConsoleErrors, expectNoSeriousViolationsOfEveryAxeRule, waitForHydration } from "./support";

const calendar = (page: Page) => page.getByRole("group", { name: "Choose a date" }).getByRole("grid");
// A month shows its neighbours' days as empty cells (data-outside), not as buttons.
const dayButtons = (page: Page) => calendar(page).locator("[data-day]:not([data-outside]) button");

/** What each day button shows, and its name: "12, Saturday, December 2026" for a button showing "12". */
const shownAndNamed = (page: Page) =>
  dayButtons(page).evaluateAll((buttons) =>
    buttons.map((button) => ({
      shown: button.textContent ?? "",
      name: button.getAttribute("aria-label") ?? "",
      disabled: (button as HTMLButtonElement).disabled,
    })),
  );

const DAY_NAME =
  /^(\d{1,2}), (Sun|Mon|Tues|Wednes|Thurs|Fri|Satur)day, [A-Z][a-z]+ \d{4}(, today)?(, selected)?$/;

test(
  "each calendar day is named by the number it shows, and axe's every rule finds nothing serious on /book",
  { tag: "@phone" },
  async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto("/book");
    await waitForHydration(page);
    // The form's code, and its calendar, load when the visitor turns to the form.
    await page.getByLabel("Date", { exact: true }).focus();
    await expect(calendar(page)).toBeVisible();
    await expect(page.getByText("Checking which days are open…")).toHaveCount(0);

    const days = await shownAndNamed(page);
    expect(days.length).toBeGreaterThanOrEqual(28);
    // Days that can be booked and days that cannot (Sundays at least) are both named the same way.
    expect(days.some((day) => day.disabled)).toBe(true);
    expect(days.some((day) => !day.disabled)).toBe(true);
    for (const { shown, name } of days) {
      expect(name, shown).toMatch(DAY_NAME);
      expect(DAY_NAME.exec(name)?.[1], name).toBe(shown);
    }
    const today = calendar(page).locator("[data-today]:not([data-outside]) button");
    if ((await today.count()) > 0) await expect(today).toHaveAccessibleName(/, today$/);
    await expectNoSeriousViolationsOfEveryAxeRule(page);

    // The chosen day says so after its date, and the page stays clean with a day chosen.
    const open = calendar(page).locator("[data-day]:not([data-outside]) button:enabled").first();
    const shown = await open.innerText();
    await open.click();
    await expect(page.getByLabel("Date", { exact: true })).not.toHaveValue("");
    await expect(calendar(page).locator("[data-selected] button")).toHaveAccessibleName(
      new RegExp(`^${shown}, \\w+day, \\w+ \\d{4}(, today)?, selected$`),
    );
    await expectNoSeriousViolationsOfEveryAxeRule(page);
    expect(errors).toEqual([]);
  },
);
