import fs from "node:fs";
import path from "node:path";
import { test as base, expect, type Browser, type Page } from "@playwright/test";
import { totpCode } from "~tests/support/totp";
import {
  BACKOFFICE_PROJECTS,
  BACKOFFICE_SLOTS,
  E2E_ADMIN_PASSWORD,
  backofficeEmail,
  type BackofficeProject,
} from "./accounts";
import { isPhone, waitForHydration } from "./support";

// The server's DATA_DIR (playwright.config.ts), emptied when the server starts: a two-factor key kept here
// lives exactly as long as the admin's two-factor setup.
const dataDir = `test-results/e2e-${process.env.E2E_PORT ?? 4173}-data`;

/** Signs the admin in with the password; sets up two-factor the first time, else answers with a code. */
async function signIn(
  browser: Browser,
  baseURL: string | undefined,
  email: string,
  forwardedFor: string,
  stateFile: string,
) {
  const keyFile = path.join(dataDir, `${email}.totp`);
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": forwardedFor },
  });
  const page = await context.newPage();
  await page.goto("/login?returnTo=%2Fadmin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in with password" }).click();
  if (fs.existsSync(keyFile)) {
    await expect(page).toHaveURL(/\/login\/two-factor/);
    await page.getByLabel("Authentication code").fill(totpCode(fs.readFileSync(keyFile, "utf8")));
    await page.getByRole("button", { name: "Verify", exact: true }).click();
  } else {
    await expect(page).toHaveURL(/\/admin\/two-factor$/);
    await page.getByLabel("Your password").fill(E2E_ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
    const key = (await page.getByTestId("totp-key").textContent())!;
    fs.writeFileSync(keyFile, key);
    await page.getByLabel("6-digit code from the app").fill(totpCode(key));
    await page.getByRole("button", { name: "Verify and turn on" }).click();
    await page.getByRole("link", { name: "Continue to the dashboard" }).click();
  }
  await expect(page).toHaveURL(/\/admin$/);
  await context.storageState({ path: stateFile });
  await context.close();
}

/**
 * `page` is signed in as this worker's admin: the sign-in (password and two-factor) happens once per
 * worker and its cookies are reused by every test of the worker.
 */
export const test = base.extend<{ errors: string[] }, { adminState: string }>({
  adminState: [
    async ({ browser }, provide, workerInfo) => {
      const slot = BACKOFFICE_SLOTS[workerInfo.parallelIndex % BACKOFFICE_SLOTS.length];
      const email = backofficeEmail(workerInfo.project.name, slot);
      const stateFile = path.join(workerInfo.project.outputDir, `.admin-state-${email}.json`);
      // Each worker its own address for the sign-in rate limit.
      const projectIndex = BACKOFFICE_PROJECTS.indexOf(workerInfo.project.name as BackofficeProject);
      const forwardedFor = `10.77.${workerInfo.workerIndex % 250}.${projectIndex + 1}`;
      await signIn(browser, workerInfo.project.use.baseURL, email, forwardedFor, stateFile);
      await provide(stateFile);
    },
    { scope: "worker", timeout: 90_000 },
  ],
  storageState: ({ adminState }, provide) => provide(adminState),
  // Console errors and failed requests of the test's page (CSP reports, hydration errors, 4xx/5xx). A data
  // request the router aborts because a newer navigation replaced it (filters changed quickly) is not one:
  // the page shows the newer answer, and Chromium reports the abort as "signal is aborted without reason".
  errors: async ({ page }, provide) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
        errors.push(message.text());
    });
    page.on("pageerror", (error) => {
      if (error.name !== "AbortError") errors.push(error.message);
    });
    await provide(errors);
  },
});

export { expect };

// A toast shows once the page is interactive, which takes a moment longer on a busy machine.
export const TOAST = { timeout: 15_000 };

/** The toast region's current toast with this title. */
export const toast = (page: Page, title: string) =>
  page.getByRole("region", { name: "Notifications" }).getByText(title, { exact: true });

/** Opens a back-office tab (drawn by the server with its data) and waits until its controls work. */
export async function openTab(page: Page, tab: string, heading: string) {
  // `/admin` alone opens Today on a phone (docs/today.md): the dashboard is opened by its own address.
  await page.goto(`/admin?tab=${tab}`);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await waitForHydration(page);
}

/**
 * Opens a tab from the sidebar while the server cannot read the tab's data: the page's data request is
 * answered with the server's own answer for a tab that failed (the appointments tab asked for an order it
 * does not know, a 400), so the tab route fails and the shell (sidebar, header) does not. A page opened by
 * its address has its tab's data in the HTML, so the tab is opened by a link.
 */
export async function openFailingTab(page: Page, tab: string, heading: string) {
  const [from, fromHeading] = tab === "services" ? ["projects", "Projects"] : ["services", "Services"];
  await openTab(page, from, fromHeading);
  await page.route(/\/admin\.data/, async (route) => {
    const failing = new URL(route.request().url());
    failing.searchParams.set("tab", "appointments");
    failing.searchParams.set("sort", "unknown");
    await route.fulfill({ response: await route.fetch({ url: failing.toString() }) });
  });
  await (await adminNav(page)).getByRole("link", { name: new RegExp(`^${heading}`) }).click();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

/** The back office's section links: the sidebar, or behind the menu button on phones. */
export async function adminNav(page: Page) {
  if (isPhone(page)) {
    await page.getByRole("button", { name: "Admin menu" }).click();
    await expect(page.getByRole("dialog", { name: "Admin menu" })).toBeVisible();
  }
  return page.getByRole("navigation", { name: "Admin" });
}

/** The appointments section's entries of one customer: the rows of a table, or cards on phones. */
export const appointmentItems = (page: Page, customerName: string) =>
  isPhone(page)
    ? page.getByRole("list", { name: "Appointments" }).getByRole("listitem")
    : page.getByRole("table", { name: "Appointments" }).getByRole("row").filter({ hasText: customerName });

/** Makes every call to the given API path fail with a 500, as a broken server would. */
export async function failRequests(page: Page, pattern: string | RegExp, method?: string) {
  await page.route(pattern, (route) =>
    method && route.request().method() !== method
      ? route.fallback()
      : route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"Internal error"}' }),
  );
}

/** A name no other test (or earlier run) uses. */
export const unique = (label: string) =>
  `${label} ${test.info().project.name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
