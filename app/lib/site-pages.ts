/** The public pages that search engines may list; the sitemap and the SEO tests use this list. */
export const PUBLIC_PAGES = [
  "/",
  "/services",
  "/projects",
  "/about",
  "/contact",
  "/quote",
  "/book",
  "/privacy",
  "/terms",
] as const;

/** Paths kept out of crawlers' way: personal, transactional or sign-in pages and the JSON API. */
export const DISALLOWED_PATHS = [
  "/admin",
  "/my-projects",
  "/payment",
  "/thank-you",
  "/checkout",
  "/api/",
  "/login",
] as const;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "apos" }[c]};`);

/** sitemaps.org XML with the absolute URL of every public page. */
export function sitemapXml(siteUrl: string, paths: readonly string[] = PUBLIC_PAGES): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** robots.txt: everything but the private paths, and where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

/** Resource responses change only when the code or SITE_URL does: an hour in caches is plenty. */
export const RESOURCE_CACHE_CONTROL = "public, max-age=3600";
