import type { MetaDescriptor } from "react-router";

/** The picture shared with a link when a page names none of its own. */
export const DEFAULT_SHARE_IMAGE = "/images/hero/hero-remodel-1600.webp";

interface PageMetaInput {
  title: string;
  description: string;
  /** Path of the page, e.g. "/services"; the canonical URL is the site URL plus this path. */
  path: string;
  siteUrl: string;
  businessName: string;
  image?: string;
}

/** Title, description, canonical URL, Open Graph and Twitter tags for one page. */
export function pageMeta({
  title,
  description,
  path,
  siteUrl,
  businessName,
  image,
}: PageMetaInput): MetaDescriptor[] {
  const url = `${siteUrl}${path}`;
  const imageUrl = `${siteUrl}${image ?? DEFAULT_SHARE_IMAGE}`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: businessName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
  ];
}

type RootMatchData = { siteUrl: string; contactInfo: { businessName: string } } | undefined;

/** pageMeta with the site URL and business name taken from the root route's data. */
export function routeMeta(
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
  page: { title: string; description: string; path: string; image?: string },
): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === "root")?.data as RootMatchData;
  const businessName = root?.contactInfo.businessName ?? "";
  return pageMeta({
    ...page,
    title: businessName ? `${page.title} | ${businessName}` : page.title,
    siteUrl: root?.siteUrl ?? "",
    businessName,
  });
}

/** Pages for one signed-in person: kept out of search results. */
export const privatePageMeta = (title: string): MetaDescriptor[] => [
  { title },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * The headers of a page reached by a secret link: kept by no shared cache and listed by no search engine. A
 * post over the page's rate limit says when to try again.
 */
export function secretPageHeaders({
  parentHeaders,
  actionHeaders,
}: {
  parentHeaders: Headers;
  actionHeaders: Headers;
}): Headers {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  headers.set("Cache-Control", "private, no-store");
  headers.set("X-Robots-Tag", "noindex");
  return headers;
}

export interface GeoMetaInput {
  /** ISO 3166-2 code, e.g. "US-TX". */
  region: string;
  placename: string;
  latitude: number;
  longitude: number;
}

/** Geo tags of local search (geo.region, geo.placename, geo.position, ICBM). */
export function geoMeta({ region, placename, latitude, longitude }: GeoMetaInput): MetaDescriptor[] {
  return [
    { name: "geo.region", content: region },
    { name: "geo.placename", content: placename },
    { name: "geo.position", content: `${latitude};${longitude}` },
    { name: "ICBM", content: `${latitude}, ${longitude}` },
  ];
}

export const keywordsMeta = (keywords: readonly string[]): MetaDescriptor => ({
  name: "keywords",
  content: keywords.join(", "),
});
