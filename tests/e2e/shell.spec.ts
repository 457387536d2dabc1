import { expect, test } from "@playwright/test";
import { collectConsoleErrors, expectNoAxeViolations, isPhone, waitForHydration } from "./support";

const ROUTES = [
  "/",
  "/services",
  "/book",
  "/booking",
  "/projects",
  "/about",
  "/contact",
  "/privacy",
  "/terms",
  "/quote",
  "/thank-you",
  "/payment/1",
  "/my-projects",
  "/my-projects/1",
  "/admin",
];

test("every route answers, renders the shell and raises no console or CSP error", async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  for (const path of ROUTES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
    await expect(page.getByRole("contentinfo").getByText("(325) 555-0142"), path).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test("an unknown path shows the 404 page with a 404 status", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
});

test("the footer shows the business's contact details and its configured social links", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText("1250 Pine St, Abilene, TX 79601")).toBeVisible();
  await expect(footer.getByRole("link", { name: "hello@bigcountryhomeremodeling.com" })).toHaveAttribute(
    "href",
    "mailto:hello@bigcountryhomeremodeling.com",
  );
  await expect(footer.getByText("Mon-Fri: 9AM-5PM, Sat: 9AM-1PM, Sun: Closed")).toBeVisible();
  await expect(footer.getByRole("link", { name: "Facebook" })).toHaveAttribute(
    "href",
    "https://www.facebook.com/bigcountryhomeremodeling",
  );
  await expect(footer.getByRole("link", { name: "Instagram" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "Website" })).toBeVisible();
  await footer.getByRole("link", { name: "Terms of Service" }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByText(/at least 24 hours before the scheduled service/)).toBeVisible();
});

test(
  "navigation reaches every page; Login goes to the server's sign-in endpoint",
  { tag: "@phone" },
  async ({ page }) => {
    await page.goto("/");
    // The phone's menu button works once the page is interactive.
    await waitForHydration(page);
    const banner = page.getByRole("banner");
    for (const [name, path] of [
      ["Services", "/services"],
      ["Projects", "/projects"],
      ["About", "/about"],
      ["Home", "/"],
    ] as const) {
      if (isPhone(page)) await banner.getByRole("button", { name: "Open menu" }).click();
      await banner.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      if (isPhone(page)) await expect(page.locator("#mobile-menu")).toBeHidden();
    }
    if (isPhone(page)) await banner.getByRole("button", { name: "Open menu" }).click();
    await expect(banner.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/api/login");
  },
);

test("below 768px the menu opens, and closes on navigation", async ({ page }) => {
  await page.setViewportSize({ width: 767, height: 900 });
  await page.goto("/");
  await waitForHydration(page);
  const toggle = page.getByRole("button", { name: "Open menu" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  const menu = page.locator("#mobile-menu");
  await expect(menu).toBeVisible();
  await menu.getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
});

test("a phone's header bar has a call link with the business's number, in the HTML itself", async ({
  browser,
}) => {
  // Without script: the link is the server's HTML, nothing waits for the page's code.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 740 },
  });
  const page = await context.newPage();
  await page.goto("/");
  const call = page.getByRole("banner").getByRole("link", { name: "Call us at (325) 555-0142" });
  await expect(call).toBeVisible();
  await expect(call).toHaveAttribute("href", "tel:3255550142");
  // Inside the bar, beside the menu button, not below it.
  const bar = await page.getByRole("navigation", { name: "Main" }).boundingBox();
  const link = await call.boundingBox();
  expect(link!.y).toBeGreaterThanOrEqual(bar!.y);
  expect(link!.y + link!.height).toBeLessThanOrEqual(bar!.y + bar!.height);
  await context.close();
});

test("from 768px the links are inline and there is no menu button", async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  // The call link is the phone header's: wider screens show the number in the footer.
  await expect(page.getByRole("banner").getByRole("link", { name: /^Call us at/ })).toBeHidden();
  await expect(page.getByRole("banner").getByRole("link", { name: "Quote", exact: true })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Book Now" })).toHaveAttribute(
    "href",
    "/book",
  );
});

test.describe("theme", () => {
  test("follows the system preference by default, before any script of the app runs", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "dark", javaScriptEnabled: true });
    const page = await context.newPage();
    // Record the class on <html> at the first paint-relevant moment: when the body starts.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { themeAtLoad: string }).themeAtLoad = document.documentElement.className;
      });
    });
    await page.goto("/");
    expect(await page.evaluate(() => (window as unknown as { themeAtLoad: string }).themeAtLoad)).toContain(
      "dark",
    );
    await context.close();
  });

  test("remembers the choice under ui-theme and applies it on the next page load", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await page.getByRole("button", { name: /^Theme: System/ }).click(); // system -> light
    await page.getByRole("button", { name: /^Theme: Light/ }).click(); // light -> dark
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("ui-theme"))).toBe("dark");
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
  });
});

test(
  "the shell has no accessibility violations in light and dark theme",
  { tag: "@phone" },
  async ({ page }) => {
    test.setTimeout(120_000);
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const path of ["/", "/about", "/no-such-page"]) {
        await page.goto(path);
        await expectNoAxeViolations(page);
      }
    }
  },
);

test("pages render their content without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Transform Your Home Today!" })).toBeVisible();
  await expect(page.getByText("Kitchen Remodeling").first()).toBeVisible();
  await context.close();
});
