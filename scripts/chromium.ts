/**
 * Debian's Chromium as the browser tests, the bundle report and the Lighthouse audits launch it
 * (Playwright's own browser downloads are not available here; `npm test` installs it: find-chromium.mjs).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];
