import { expect, test } from "@playwright/test";
import { collectConsoleErrors, headerLink, waitForHydration } from "./support";

const jsonLd = 'script[type="application/ld+json"]';

test("the home page's structured data survives hydration and leaves with the page", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto("/");
  await waitForHydration(page);
  await expect(page.locator(jsonLd)).toHaveCount(1);
  const data = JSON.parse((await page.locator(jsonLd).textContent()) ?? "") as {
    name: string;
    aggregateRating: { ratingValue: number; reviewCount: number };
  };
  expect(data.name).toBe("Big Country Home Remodeling");
  expect(data.aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 47 });

  // Client-side navigation: the next page's head has no business data and its own title.
  await (await headerLink(page, "Services")).click();
  await expect(page).toHaveTitle("Our Services | Big Country Home Remodeling");
  await expect(page.locator(jsonLd)).toHaveCount(0);
  await expect(page.locator('meta[name="geo.position"]')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/services$/);

  await page.goBack();
  await expect(page).toHaveTitle(/^Home Remodeling & Repair in Abilene, TX/);
  await expect(page.locator(jsonLd)).toHaveCount(1);
  await expect(page.locator('meta[name="geo.position"]')).toHaveAttribute("content", "32.4487;-99.7331");
  expect(errors).toEqual([]);
});

test("robots.txt and the sitemap it names answer", async ({ request, baseURL }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  const sitemapLine = (await robots.text()).split("\n").find((line) => line.startsWith("Sitemap: "));
  expect(sitemapLine).toBe(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await request.get(sitemapLine!.slice("Sitemap: ".length));
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain(`<loc>${baseURL}/services</loc>`);
});
