import { expect, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "./support";

/**
 * Stops the page's clock before it loads: no timer fires until the test moves time on with
 * `page.clock.runFor`, so a rotation can be observed step by step whatever the machine's speed.
 */
export async function gotoWithFrozenClock(page: Page, path: string) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto(path);
  await waitForHydration(page);
}

/** The dot button of a group that is marked current. */
export const currentDot = (scope: Locator | Page) => scope.locator('button[aria-current="true"]');

/** Moves the pointer to the top-left corner of the page, away from every carousel. */
export async function movePointerAway(page: Page) {
  await page.mouse.move(1, 1);
}

/** Tabs from the header into `target` (a region), as a keyboard user would. */
export async function tabInto(page: Page, target: Locator, from: Locator) {
  await from.focus();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el.contains(document.activeElement))) return;
  }
  throw new Error("Tab never reached the target");
}

export async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** How opaque an element looks: its opacity times that of every ancestor (1 shown, 0 invisible). */
export function shownOpacity(locator: Locator) {
  return locator.evaluate((el) => {
    let opacity = 1;
    for (let node: Element | null = el; node; node = node.parentElement) {
      opacity *= Number(getComputedStyle(node).opacity);
    }
    return opacity;
  });
}

/** Waits until the element is fully shown (1) or fully hidden (0), after any fade. */
export async function expectOpacity(locator: Locator, value: 0 | 1) {
  await expect.poll(() => shownOpacity(locator)).toBe(value);
}
