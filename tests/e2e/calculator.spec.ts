import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  collectConsoleErrors,
  expectNoAxeViolations,
  isPhone,
  revealSection,
  waitForHydration,
} from "./support";

const quoteSection = (page: Page) => page.locator("#quote");
const calculator = (page: Page) =>
  quoteSection(page).getByRole("region", { name: "Quick Estimate Calculator" });
const total = (calc: Locator) => calc.getByRole("status", { name: "Estimated total" });
const chooseType = (calc: Locator, name: string) => calc.getByRole("radio", { name, exact: true }).check();
const selectedOption = (calc: Locator, name: "Quality" | "Material") =>
  calc.getByRole("combobox", { name }).locator("option:checked");

async function openCalculator(page: Page) {
  await page.goto("/#quote");
  const calc = calculator(page);
  await revealSection(page, calc);
  await expect(calc.getByRole("heading", { name: "Quick Estimate Calculator" })).toBeVisible();
  return calc;
}

/** Types a size into the number field and leaves it, as a person tabbing onwards would. */
async function typeSize(calc: Locator, label: string, value: string) {
  const field = calc.getByRole("spinbutton", { name: label });
  await field.fill(value);
  await field.press("Tab");
}

const DEFAULTS = [
  ["Bathroom", "Size (sq ft)", "50", "Quality", "Standard ($115 per sq ft)", "$5,750"],
  ["Kitchen", "Size (sq ft)", "100", "Quality", "Standard ($175 per sq ft)", "$17,500"],
  ["Flooring", "Size (sq ft)", "500", "Material", "Laminate ($6 per sq ft)", "$3,000"],
  ["Fence", "Length (linear ft)", "100", "Material", "6 ft Wood ($25 per linear ft)", "$2,500"],
  ["Deck", "Size (sq ft)", "200", "Material", "Pressure-Treated ($35 per sq ft)", "$7,000"],
] as const;

test("opens on Bathroom and shows each project type's default size, option and total", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const calc = await openCalculator(page);
  await expect(calc.getByRole("radio", { name: "Bathroom" })).toBeChecked();
  await expect(total(calc)).toHaveText(/\$5,750/);
  for (const [type, sizeLabel, size, optionKind, option, amount] of DEFAULTS) {
    await chooseType(calc, type);
    await expect(calc.getByRole("radio", { name: type })).toBeChecked();
    await expect(calc.getByRole("spinbutton", { name: sizeLabel })).toHaveValue(size);
    await expect(calc.getByRole("slider", { name: sizeLabel })).toHaveValue(size);
    await expect(selectedOption(calc, optionKind)).toHaveText(option);
    await expect(total(calc)).toHaveText(`Estimated total${amount}`);
    await expect(calc.getByText(/^Includes labor/)).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test("the total is announced politely to screen readers", async ({ page }) => {
  const calc = await openCalculator(page);
  await expect(total(calc)).toHaveAttribute("aria-live", "polite");
  await expect(total(calc)).toHaveAttribute("aria-atomic", "true");
});

const CHANGES = [
  ["Bathroom", "Size (sq ft)", "80", "Quality", "Premium ($150 per sq ft)", "$12,000"],
  ["Kitchen", "Size (sq ft)", "120", "Quality", "Premium ($225 per sq ft)", "$27,000"],
  ["Flooring", "Size (sq ft)", "1200", "Material", "Hardwood ($12 per sq ft)", "$14,400"],
  ["Fence", "Length (linear ft)", "250", "Material", "Chain Link ($18 per linear ft)", "$4,500"],
  ["Deck", "Size (sq ft)", "325", "Material", "Composite ($55 per sq ft)", "$17,875"],
] as const;

test("a changed size and quality or material give the new total for every type", async ({ page }) => {
  const calc = await openCalculator(page);
  for (const [type, sizeLabel, size, optionKind, option, amount] of CHANGES) {
    await chooseType(calc, type);
    await typeSize(calc, sizeLabel, size);
    await calc.getByRole("combobox", { name: optionKind }).selectOption({ label: option });
    await expect(total(calc), type).toHaveText(`Estimated total${amount}`);
  }
});

test("each project type keeps its own size and option across switches", async ({ page }) => {
  const calc = await openCalculator(page);
  await chooseType(calc, "Kitchen");
  await typeSize(calc, "Size (sq ft)", "200");
  await calc.getByRole("combobox", { name: "Quality" }).selectOption({ label: "Budget ($125 per sq ft)" });
  await expect(total(calc)).toHaveText(/\$25,000/);

  await chooseType(calc, "Bathroom");
  await expect(calc.getByRole("spinbutton", { name: "Size (sq ft)" })).toHaveValue("50");
  await expect(total(calc)).toHaveText(/\$5,750/);
  await typeSize(calc, "Size (sq ft)", "30");
  await expect(total(calc)).toHaveText(/\$3,450/);

  await chooseType(calc, "Fence");
  await calc
    .getByRole("combobox", { name: "Material" })
    .selectOption({ label: "8 ft Vinyl ($50 per linear ft)" });
  await expect(total(calc)).toHaveText(/\$5,000/);

  await chooseType(calc, "Kitchen");
  await expect(calc.getByRole("spinbutton", { name: "Size (sq ft)" })).toHaveValue("200");
  await expect(calc.getByRole("slider", { name: "Size (sq ft)" })).toHaveValue("200");
  await expect(selectedOption(calc, "Quality")).toHaveText("Budget ($125 per sq ft)");
  await expect(total(calc)).toHaveText(/\$25,000/);

  await chooseType(calc, "Bathroom");
  await expect(calc.getByRole("spinbutton", { name: "Size (sq ft)" })).toHaveValue("30");
  await expect(selectedOption(calc, "Quality")).toHaveText("Standard ($115 per sq ft)");

  await chooseType(calc, "Fence");
  await expect(selectedOption(calc, "Material")).toHaveText("8 ft Vinyl ($50 per linear ft)");
  await expect(total(calc)).toHaveText(/\$5,000/);
});

test("works from the keyboard: arrow keys choose the type and move the slider by its step", async ({
  page,
}) => {
  const calc = await openCalculator(page);
  await calc.getByRole("radio", { name: "Bathroom" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(calc.getByRole("radio", { name: "Kitchen" })).toBeChecked();
  await expect(total(calc)).toHaveText(/\$17,500/);

  // Tab order: type -> slider.
  await page.keyboard.press("Tab");
  const slider = calc.getByRole("slider", { name: "Size (sq ft)" });
  await expect(slider).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(slider).toHaveValue("110");
  await expect(slider).toHaveAttribute("aria-valuetext", "110 sq ft");
  await expect(total(calc)).toHaveText(/\$19,250/);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(total(calc)).toHaveText(/\$15,750/);
  await page.keyboard.press("End");
  await expect(total(calc)).toHaveText(/\$52,500/);
  await page.keyboard.press("ArrowRight"); // already at the maximum
  await expect(slider).toHaveValue("300");
  await page.keyboard.press("Home");
  await expect(calc.getByRole("spinbutton", { name: "Size (sq ft)" })).toHaveValue("50");
  await expect(total(calc)).toHaveText(/\$8,750/);

  // slider -> number field -> quality select -> button
  await page.keyboard.press("Tab");
  await page.keyboard.press("ArrowUp");
  await expect(total(calc)).toHaveText(/\$10,500/);
  await page.keyboard.press("Tab");
  await expect(calc.getByRole("combobox", { name: "Quality" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(calc.getByRole("button", { name: "Get this estimate" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(calc.getByText("Estimate added to your quote request.")).toBeVisible();
});

test("a typed size outside the range is clamped when the field is left; the total waits", async ({
  page,
}) => {
  const calc = await openCalculator(page);
  await chooseType(calc, "Kitchen");
  const field = calc.getByRole("spinbutton", { name: "Size (sq ft)" });

  await field.fill("5000");
  await expect(total(calc)).toHaveText(/\$17,500/); // not a size yet: the last total stays
  await field.press("Tab");
  await expect(field).toHaveValue("300");
  await expect(calc.getByRole("slider", { name: "Size (sq ft)" })).toHaveValue("300");
  await expect(total(calc)).toHaveText(/\$52,500/);

  await field.fill("10");
  await field.press("Enter");
  await expect(field).toHaveValue("50");
  await expect(total(calc)).toHaveText(/\$8,750/);

  await field.fill("-40");
  await field.blur();
  await expect(field).toHaveValue("50");

  // Off the step: 10 ft steps round to the nearest.
  await field.fill("123");
  await field.press("Tab");
  await expect(field).toHaveValue("120");
  await expect(total(calc)).toHaveText(/\$21,000/);

  // An emptied field goes back to the size it had.
  await field.fill("");
  await field.press("Tab");
  await expect(field).toHaveValue("120");

  await chooseType(calc, "Deck");
  await typeSize(calc, "Size (sq ft)", "113");
  await expect(calc.getByRole("spinbutton", { name: "Size (sq ft)" })).toHaveValue("125");
  await expect(total(calc)).toHaveText(/\$4,375/);
  await chooseType(calc, "Fence");
  await typeSize(calc, "Length (linear ft)", "9999");
  await expect(calc.getByRole("spinbutton", { name: "Length (linear ft)" })).toHaveValue("500");
  await expect(total(calc)).toHaveText(/\$12,500/);
});

test("Get this estimate carries the estimate into the quote form", async ({ page }) => {
  const calc = await openCalculator(page);
  const quotePanel = quoteSection(page).getByRole("region", { name: "Request a Quote" });
  const details = quotePanel.getByLabel("Project Details");
  const serviceType = quotePanel.getByLabel("Service Type");
  await expect(details).toHaveValue("");
  await expect(calc.getByText("Estimate added to your quote request.")).toHaveCount(0);

  await chooseType(calc, "Kitchen");
  await typeSize(calc, "Size (sq ft)", "120");
  await calc.getByRole("combobox", { name: "Quality" }).selectOption({ label: "Premium ($225 per sq ft)" });
  await calc.getByRole("button", { name: "Get this estimate" }).click();

  await expect(calc.getByRole("status").filter({ hasText: "Estimate added" })).toHaveText(
    "Estimate added to your quote request.",
  );
  await expect(details).toHaveValue("Estimate: Kitchen remodel, 120 sq ft, Premium quality: $27,000");
  await expect(serviceType).toHaveValue("Kitchen Remodeling");
  await expect(quotePanel).toBeInViewport();

  // A change makes the sent estimate stale: the confirmation goes, and the next press sends the new one.
  await typeSize(calc, "Size (sq ft)", "130");
  await expect(calc.getByText("Estimate added to your quote request.")).toHaveCount(0);
  await chooseType(calc, "Fence");
  await calc.getByRole("button", { name: "Get this estimate" }).click();
  await expect(details).toHaveValue("Estimate: Fence installation, 100 linear ft, 6 ft Wood: $2,500");
  await expect(serviceType).toHaveValue("Fence Installation");
});

test(
  "the form and the calculator sit side by side on large screens and stacked on phones",
  { tag: "@phone" },
  async ({ page }) => {
    const calc = await openCalculator(page);
    const form = quoteSection(page).getByRole("region", { name: "Request a Quote" });
    // Measured until the page has settled: a late font or image may still move things for a moment.
    const placement = async () => {
      const [formBox, calcBox] = [(await form.boundingBox())!, (await calc.boundingBox())!];
      if (isPhone(page)) return calcBox.y >= formBox.y + formBox.height ? "stacked" : "overlapping";
      return calcBox.y === formBox.y && calcBox.x >= formBox.x + formBox.width ? "side by side" : "misplaced";
    };
    await expect.poll(placement).toBe(isPhone(page) ? "stacked" : "side by side");
  },
);

test("no accessibility violations in light and dark theme", { tag: "@phone" }, async ({ page }) => {
  test.setTimeout(90_000); // four full-page axe runs
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const calc = await openCalculator(page);
    await expectNoAxeViolations(page);
    // Again with a checked type other than the first, the focus on it and the confirmation shown.
    await chooseType(calc, "Deck");
    await calc.getByRole("button", { name: "Get this estimate" }).click();
    await calc.getByRole("radio", { name: "Deck" }).focus();
    await expectNoAxeViolations(page);
  }
});

test("no horizontal scroll at 375 px, whatever the project type", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const calc = await openCalculator(page);
  for (const [type] of DEFAULTS) {
    await chooseType(calc, type);
    await calc.getByRole("button", { name: "Get this estimate" }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), type).toBeLessThanOrEqual(375);
    const box = (await calc.boundingBox())!;
    expect(box.x + box.width, type).toBeLessThanOrEqual(375);
  }
});

test("the default estimate is in the page before JavaScript runs", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await expect(total(calculator(page))).toHaveText("Estimated total$5,750");
  await context.close();
});

/**
 * Holds the page's script requests from hold() until release(), so that a section stays the server's HTML
 * for as long as a test needs; requests made before hold() go through.
 */
async function holdScripts(page: Page) {
  let holding = false;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(/\.js(\?.*)?$/, async (route) => {
    if (holding) {
      held.push(route.request().url());
      await released;
    }
    await route.continue();
  });
  return {
    held,
    hold: () => (holding = true),
    release: () => {
      holding = false;
      release();
    },
  };
}

const hydrated = (element: Locator) =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber")));

/** Kitchen checked, with the kitchen's own size, options and total (not the Bathroom's beside it). */
async function expectKitchenPriced(calc: Locator) {
  await expect(calc.getByRole("radio", { name: "Kitchen", exact: true })).toBeChecked();
  await expect(calc.getByRole("radio", { name: "Bathroom", exact: true })).not.toBeChecked();
  await expect(calc.getByRole("spinbutton", { name: "Size (sq ft)" })).toHaveValue("100");
  await expect(selectedOption(calc, "Quality")).toHaveText("Standard ($175 per sq ft)");
  await expect(calc.getByRole("combobox", { name: "Quality" }).locator("option")).toHaveText([
    "Budget ($125 per sq ft)",
    "Standard ($175 per sq ft)",
    "Premium ($225 per sq ft)",
  ]);
  await expect(total(calc)).toHaveText("Estimated total$17,500");
}

test("a type pressed as the section comes into view, before its code has arrived, is the one priced", async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const scripts = await holdScripts(page);
  await page.goto("/");
  await waitForHydration(page);
  scripts.hold();

  const calc = calculator(page);
  const kitchen = calc.getByRole("radio", { name: "Kitchen", exact: true });
  await kitchen.scrollIntoViewIfNeeded();
  // The section has asked for its code, which has not come: the press reaches the server's HTML.
  await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
  expect(await hydrated(calc)).toBe(false);
  await kitchen.check();
  await expect(total(calc)).toHaveText("Estimated total$5,750");

  scripts.release();
  await revealSection(page, calc);
  await expectKitchenPriced(calc);
  // And it goes on working from there.
  await chooseType(calc, "Bathroom");
  await expect(total(calc)).toHaveText("Estimated total$5,750");
  expect(errors).toEqual([]);
});

test("a type pressed before any script has run is the one priced once the page runs", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const scripts = await holdScripts(page);
  scripts.hold();
  await page.goto("/", { waitUntil: "domcontentloaded" });

  const calc = calculator(page);
  await calc.getByRole("radio", { name: "Kitchen", exact: true }).check();
  expect(await hydrated(page.locator("#main"))).toBe(false);

  scripts.release();
  await waitForHydration(page);
  await revealSection(page, calc);
  await expectKitchenPriced(calc);
  expect(errors).toEqual([]);
});

test("a size and a quality chosen before any script has run are kept once the page runs", async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  scripts.hold();
  await page.goto("/", { waitUntil: "domcontentloaded" });

  const calc = calculator(page);
  await calc.getByRole("spinbutton", { name: "Size (sq ft)" }).fill("80");
  await calc.getByRole("combobox", { name: "Quality" }).selectOption({ label: "Premium ($150 per sq ft)" });
  expect(await hydrated(page.locator("#main"))).toBe(false);

  scripts.release();
  await waitForHydration(page);
  await revealSection(page, calc);
  await expect(calc.getByRole("slider", { name: "Size (sq ft)" })).toHaveValue("80");
  await expect(selectedOption(calc, "Quality")).toHaveText("Premium ($150 per sq ft)");
  await expect(total(calc)).toHaveText("Estimated total$12,000");
});
