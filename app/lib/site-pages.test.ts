import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./site-pages";

describe("sitemapXml", () => {
  it("lists every public page with its absolute URL", () => {
    const xml = sitemapXml("https://www.example.test");
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      ["/", "/services", "/projects", "/about", "/contact", "/quote", "/book", "/privacy", "/terms"].map(
        (path) => `https://www.example.test${path}`,
      ),
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
  });

  it("escapes characters that are special in XML", () => {
    expect(sitemapXml("https://example.test/a&b", ["/"])).toContain(
      "<loc>https://example.test/a&amp;b/</loc>",
    );
  });
});

describe("robotsTxt", () => {
  it("allows the site, keeps crawlers out of the private paths and names the sitemap", () => {
    expect(robotsTxt("https://www.example.test")).toBe(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /admin",
        "Disallow: /my-projects",
        "Disallow: /payment",
        "Disallow: /thank-you",
        "Disallow: /checkout",
        "Disallow: /api/",
        "Disallow: /login",
        "",
        "Sitemap: https://www.example.test/sitemap.xml",
        "",
      ].join("\n"),
    );
  });
});
