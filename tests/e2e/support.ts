import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";
import axe from "axe-core";

/** Collects console errors (CSP violations, hydration errors) and failed requests of the page. */
export function collectConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    // Failed requests are reported below with their URL.
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
      errors.push(message.text());
  });
  page.on("response", (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== "document") {
      errors.push(`${response.status()} ${new URL(response.url()).pathname}`);
    }
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * Waits for the page's finite animations and transitions to end: axe reads colours as they are drawn, and a
 * tab whose background and text are halfway between two colours fails contrast that neither end fails.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Axe over the page, run inside the page itself. By default the runner finishes each run in a new blank page
 * so that it can also read frames of other origins. The site's only frame is the map, a page of the map's
 * provider and not the site's to check, and that extra page took half of each run's time.
 */
export const axeBuilder = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

/** What the dark theme changes: colours, and so the rules that read them. */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * No axe violation on the page as it is. In the dark theme (the `dark` class on the root) only the colour rules
 * run: the theme changes colours and nothing else, and the tests check the same pages in the light theme with
 * every rule.
 */
export async function expectNoAxeViolations(page: Page) {
  await settleAnimations(page);
  const dark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
  const results = await (dark ? axeBuilder(page).withRules(COLOUR_RULES) : axeBuilder(page)).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
}

/**
 * Every rule axe has, the experimental and best-practice ones too: AxeBuilder alone leaves out the
 * experimental rules, among them label-content-name-mismatch (a control's name must contain its visible text).
 */
const EVERY_AXE_RULE = axe.getRules().map((rule) => rule.ruleId);

/** No serious or critical violation of any axe rule (minor and moderate best-practice advice is let be). */
export async function expectNoSeriousViolationsOfEveryAxeRule(page: Page) {
  await settleAnimations(page);
  const results = await axeBuilder(page).withRules(EVERY_AXE_RULE).analyze();
  const summary = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary).toEqual([]);
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** A link of the site's header, behind the menu button on phones. */
export async function headerLink(page: Page, name: string) {
  const banner = page.getByRole("banner");
  // The menu button works once the page is interactive.
  if (isPhone(page)) await waitForHydration(page);
  if (isPhone(page) && (await banner.getByRole("button", { name: "Open menu" }).isVisible())) {
    await banner.getByRole("button", { name: "Open menu" }).click();
  }
  return banner.getByRole("link", { name, exact: true });
}

/** Waits until React has hydrated the page and run its effects (which start the rotation timers). */
export async function waitForHydration(page: Page) {
  await waitForReact(page, page.locator("#main"));
}

/**
 * A section below the fold hydrates when the visitor gets to it: scrolls it into view, as a visitor would,
 * and waits until React has taken it over and run its effects.
 */
export async function revealSection(page: Page, section: Locator) {
  await section.scrollIntoViewIfNeeded();
  await waitForReact(page, section);
}

async function waitForReact(page: Page, element: Locator) {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber"))))
    .toBe(true);
  // Effects run in a task after the commit; two message round-trips (which the fake clock does not hold
  // back) let them run.
  for (let i = 0; i < 2; i++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}
