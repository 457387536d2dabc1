/**
 * Debian's Chromium as the browser tests, the bundle report and the Lighthouse audits launch it
 * (Playwright's own browser downloads are not available here; `npm test` installs it: find-chromium.mjs).
 */
import { FULL_CHROMIUM, installedChromium } from "./find-chromium.mjs";

/** The full browser, as visitors run it: what the bundle report and Lighthouse measure. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || FULL_CHROMIUM;

/** The browser tests' Chromium: the headless shell when it is installed (find-chromium.mjs). */
export const TEST_CHROMIUM_PATH = installedChromium() ?? FULL_CHROMIUM;

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];
