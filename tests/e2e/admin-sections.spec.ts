import type { Page } from "@playwright/test";
import { adminNav, expect, openTab, test } from "./admin-fixture";

test.describe.configure({ timeout: 90_000 });

const SECTIONS = [
  "dashboard",
  "services",
  "appointments",
  "projects",
  "customers",
  "settings",
  "inbox",
  "estimates",
  "invoices",
  "reviews",
  "jobs",
];

/** The script files the page downloads, by path. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith(".js")) scripts.push(pathname);
  });
  return scripts;
}

/**
 * The sections whose chunk the page downloaded. A section's chunk is named after its module
 * (`sections/<id>.tsx`: `/assets/<id>-<hash>.js`); a route module of the same name (the public Projects and
 * Services pages) is told apart by the router's manifest.
 */
async function sectionsDownloaded(page: Page, scripts: string[]) {
  const routeFiles = await page.evaluate(() => {
    const { routes } = (window as unknown as { __reactRouterManifest: { routes: object } })
      .__reactRouterManifest;
    return Object.values(routes).flatMap((route: Record<string, unknown>) =>
      Object.values(route).flatMap((value) => (Array.isArray(value) ? value : [value])),
    );
  });
  return SECTIONS.filter((id) =>
    scripts.some(
      (path) => new RegExp(`^/assets/${id}-[\\w-]{8}\\.js$`).test(path) && !routeFiles.includes(path),
    ),
  );
}

test("a section's code downloads only when the section is shown", async ({ page, errors }) => {
  const scripts = recordScripts(page);
  await openTab(page, "appointments", "Appointments");
  await expect(page.getByRole("heading", { name: "Statistics" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await sectionsDownloaded(page, scripts)).toEqual(["appointments"]);

  // Another section from the sidebar, without a page load: its chunk comes with its data.
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await (await adminNav(page)).getByRole("link", { name: "Customers" }).click();
  await expect(page).toHaveURL(/tab=customers$/);
  await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
  await expect(page.getByPlaceholder("Name, email or phone")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  expect(await sectionsDownloaded(page, scripts)).toEqual(["appointments", "customers"]);
  expect(errors).toEqual([]);
});

test("the server draws the section into the page's HTML", async ({ page }) => {
  const html = await (await page.request.get("/admin?tab=appointments")).text();
  expect(html).toMatch(/<h2[^>]*>Upcoming<\/h2>/);
  expect(html).toMatch(/<h2[^>]*>Statistics<\/h2>/);
  // In place, not a waiting placeholder swapped for hidden content by a script.
  expect(html).not.toMatch(/<div hidden id="S:/);
});
