import { expect, test, type Page } from "@playwright/test";
import { demoServices } from "~db/demo-data";
import { expectNoHorizontalScroll } from "./carousel-support";
import { collectConsoleErrors, expectNoAxeViolations, waitForHydration } from "./support";

const active = demoServices.filter((s) => s.isActive !== false);
const categories = [...new Set(active.map((s) => s.category))];

const search = (page: Page) => page.getByRole("searchbox", { name: "Search services" });
const tabs = (page: Page) => page.getByRole("tablist", { name: "Filter services by category" });
const cardNames = (page: Page) => page.getByRole("tabpanel").getByRole("heading", { level: 2 });
const card = (page: Page, name: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });

async function open(page: Page, path = "/services") {
  await page.goto(path);
  await waitForHydration(page);
}

test("lists every active service with its image, description, price and a Book Now link", async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await open(page);
  await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();
  await expect(cardNames(page)).toHaveText(active.map((s) => s.name));
  const fence = card(page, "Fence Installation");
  await expect(
    fence.getByText(active.find((s) => s.name === "Fence Installation")!.description),
  ).toBeVisible();
  await expect(fence.getByText("$28.00 per linear ft")).toBeVisible();
  await expect(card(page, "Kitchen Remodeling").getByText("Starting at $15,000.00")).toBeVisible();
  await expect(card(page, "Plumbing Repair").getByText("$125.00", { exact: true })).toBeVisible();
  await expect(fence.getByRole("link", { name: "Book Now: Fence Installation" })).toHaveAttribute(
    "href",
    /^\/book\?serviceId=\d+$/,
  );
  await expect(page.getByText("Interior Painting")).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("Book Now opens the booking page with the service chosen", async ({ page }) => {
  await open(page);
  const link = card(page, "Deck Building").getByRole("link", { name: "Book Now: Deck Building" });
  const href = await link.getAttribute("href");
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href!.replace("?", "\\?")}$`));
});

test("the search matches names and descriptions, in any case", async ({ page }) => {
  await open(page);
  await search(page).fill("KITCHEN");
  await expect(cardNames(page)).toHaveText(["Kitchen Remodeling"]);
  // Only in a description ("built to stand up to West Texas wind").
  await search(page).fill("west texas");
  await expect(cardNames(page)).toHaveText(["Fence Installation"]);
  await search(page).fill("LeAk");
  await expect(cardNames(page)).toHaveText(
    active.filter((s) => /leak/i.test(s.name + s.description)).map((s) => s.name),
  );
  await expect(page.getByRole("status")).toHaveText(/^Showing 1 of \d+ services$/);
  await search(page).fill("");
  await expect(cardNames(page)).toHaveCount(active.length);
});

test("the category tabs list All and each category present, and filter the grid", async ({ page }) => {
  await open(page);
  await expect(tabs(page).getByRole("tab")).toHaveText(["All", ...categories]);
  await tabs(page).getByRole("tab", { name: "Outdoor" }).click();
  await expect(tabs(page).getByRole("tab", { name: "Outdoor" })).toHaveAttribute("aria-selected", "true");
  await expect(cardNames(page)).toHaveText(active.filter((s) => s.category === "Outdoor").map((s) => s.name));
  // The search narrows the chosen category.
  await search(page).fill("gate");
  await expect(cardNames(page)).toHaveText(["Fence Installation"]);
  await search(page).fill("cedar");
  await expect(cardNames(page)).toHaveText(["Fence Installation", "Deck Building"]);
  await tabs(page).getByRole("tab", { name: "All" }).click();
  await expect(cardNames(page)).toHaveText(
    active.filter((s) => /cedar/i.test(s.name + s.description)).map((s) => s.name),
  );
});

test("the tabs work from the keyboard", async ({ page }) => {
  await open(page);
  await tabs(page).getByRole("tab", { name: "All" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(tabs(page).getByRole("tab", { name: categories[0] })).toBeFocused();
  await expect(cardNames(page)).toHaveText(
    active.filter((s) => s.category === categories[0]).map((s) => s.name),
  );
  await page.keyboard.press("End");
  await expect(tabs(page).getByRole("tab", { name: categories.at(-1)! })).toHaveAttribute(
    "aria-selected",
    "true",
  );
});

test("no match shows No services found, and Clear Filters brings everything back", async ({ page }) => {
  await open(page);
  await tabs(page).getByRole("tab", { name: "Plumbing" }).click();
  await search(page).fill("swimming pool");
  await expect(page.getByRole("heading", { name: "No services found" })).toBeVisible();
  await expect(page.getByRole("tabpanel").getByRole("article")).toHaveCount(0);
  await page.getByRole("button", { name: "Clear Filters" }).click();
  await expect(page.getByRole("heading", { name: "No services found" })).toHaveCount(0);
  await expect(search(page)).toHaveValue("");
  await expect(tabs(page).getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
  await expect(cardNames(page)).toHaveText(active.map((s) => s.name));
});

test("a link can carry a search and a category; the search box works before JavaScript", async ({
  page,
  browser,
}) => {
  await open(page, "/services?category=Outdoor&q=DECK");
  await expect(search(page)).toHaveValue("DECK");
  await expect(tabs(page).getByRole("tab", { name: "Outdoor" })).toHaveAttribute("aria-selected", "true");
  await expect(cardNames(page)).toHaveText(["Deck Building"]);
  await open(page, "/services?category=Nonsense");
  await expect(tabs(page).getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");

  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.goto("/services");
  await search(noScript).fill("faucet");
  await search(noScript).press("Enter");
  await expect(noScript).toHaveURL(/\/services\?q=faucet$/);
  await expect(cardNames(noScript)).toHaveText(["Plumbing Repair"]);
  await context.close();
});

test("an image that cannot be loaded is replaced by the placeholder", async ({ page }) => {
  await page.route("**/images/services/kitchen-remodel-*.webp", (route) => route.fulfill({ status: 404 }));
  await page.goto("/services");
  const image = card(page, "Kitchen Remodeling").locator("img");
  await expect(image).toHaveAttribute("src", "/images/placeholder.svg");
  await expect(card(page, "Bathroom Remodeling").locator("img")).not.toHaveAttribute(
    "src",
    "/images/placeholder.svg",
  );
});

test("the bottom block offers a quote request and the contact page", async ({ page }) => {
  await open(page);
  await expect(page.getByRole("link", { name: "Request a Quote" })).toHaveAttribute("href", "/quote");
  await page.getByRole("main").getByRole("link", { name: "Contact Us" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test(
  "the services page has no accessibility violations in light and dark",
  { tag: "@phone" },
  async ({ page }) => {
    test.setTimeout(120_000);
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await open(page);
      await expectNoAxeViolations(page);
      await search(page).fill("zzz");
      await expect(page.getByRole("heading", { name: "No services found" })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  },
);

test("the services page never scrolls sideways at 375, 768 and 1280 px", async ({ page }) => {
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await open(page);
    await expectNoHorizontalScroll(page);
  }
});
