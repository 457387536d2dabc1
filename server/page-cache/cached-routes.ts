/**
 * Which requests the page cache answers, and under which key. Only the public pages, their `.data`
 * requests (React Router's client-side navigation), the public read API, the sitemap and robots.txt; only
 * exact paths. A query string is part of the key when the page reads it, each parameter checked so that
 * nobody can make up endless keys of their own (the cache also bounds the variants of a path); any other
 * query string passes the request by the cache to be rendered as before.
 */

type ParamRule = (value: string) => boolean;

const TEXT_PARAM: ParamRule = (value) => value.length <= 100;
const ID_PARAM: ParamRule = (value) => /^[1-9]\d{0,8}$/.test(value);
// React Router names the loaders a `.data` request wants when it skips some (route ids, comma-separated).
const ROUTES_PARAM: ParamRule = (value) => /^[\w./,-]{1,300}$/.test(value);

/** The pages with the query parameters their server render reads (the rest read none). */
const PAGES: Record<string, Record<string, ParamRule>> = {
  "/": {},
  // The search box and the category tabs start from ?q= and ?category= (services-browser.tsx).
  "/services": { q: TEXT_PARAM, category: TEXT_PARAM },
  "/projects": {},
  "/about": {},
  "/contact": {},
  "/quote": {},
  "/privacy": {},
  "/terms": {},
  // The shell only: the services and ?serviceId='s preselection; the free times load from the API.
  "/book": { serviceId: ID_PARAM },
};

/** Everything but the pages themselves: answers that read no query string. */
const OTHERS = ["/sitemap.xml", "/robots.txt", "/api/services", "/api/projects", "/api/contact-info"];

// React Router's data URL of a page: /services.data, and /_.data for the home page.
const dataPath = (page: string) => (page === "/" ? "/_.data" : `${page}.data`);

const RULES = new Map<string, Record<string, ParamRule>>([
  ...Object.entries(PAGES),
  ...Object.entries(PAGES).map(
    ([page, params]) => [dataPath(page), { ...params, _routes: ROUTES_PARAM }] as const,
  ),
  ...OTHERS.map((path) => [path, {}] as const),
]);

/** The cache may answer: `key` is the path with the parameters that count, in a fixed order. */
export interface KeyedRoute {
  path: string;
  key: string;
  /** Keyed on a query string. */
  variant: boolean;
  /** A page or its data: it shows who is signed in (the header's links), so it varies on cookies. */
  readsSession: boolean;
}

/** A path the cache keeps, asked with a query string it does not key on. */
export interface UnkeyedRoute {
  path: string;
  key?: undefined;
}

export type Route = KeyedRoute | UnkeyedRoute;

/** The cache's view of a request URL (path and query as sent); undefined for paths it never keeps. */
export function cachedRoute(url: string): Route | undefined {
  const mark = url.indexOf("?");
  const path = mark === -1 ? url : url.slice(0, mark);
  const rules = RULES.get(path);
  if (!rules) return undefined;
  const query = mark === -1 ? "" : url.slice(mark + 1);
  const readsSession = !OTHERS.includes(path);
  if (query === "") return { path, key: path, variant: false, readsSession };

  let params: URLSearchParams;
  try {
    params = new URLSearchParams(query);
  } catch {
    return { path };
  }
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const [name, value] of params) {
    const rule = Object.hasOwn(rules, name) ? rules[name] : undefined;
    // A parameter the page does not read, or given twice: leave the request to the app.
    if (!rule || seen.has(name) || !rule(value)) return { path };
    seen.add(name);
    kept.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  }
  if (kept.length === 0) return { path, key: path, variant: false, readsSession };
  return { path, key: `${path}?${kept.sort().join("&")}`, variant: true, readsSession };
}
