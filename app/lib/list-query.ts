import { data } from "react-router";

/** How a server-sorted list is asked for: `page` (1-based), `pageSize` (default 20, max 100), `sort`. */
export interface ListQuery<K extends string> {
  page: number;
  pageSize: number;
  sort: K;
  descending: boolean;
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

// The back office's pages read their lists from the URL with the same rules as the JSON API's query strings
// (server/api/admin/list-query.ts): a value the API refuses is a 400 here too.
const invalid = (name: string) => data(`Invalid ${name}`, { status: 400 });

/** A query-string value as one string ("" when absent; a repeated parameter is refused). */
export function paramText(params: URLSearchParams, name: string): string {
  const values = params.getAll(name);
  if (values.length === 0) return "";
  if (values.length > 1) throw invalid(name);
  return values[0]!.trim();
}

function positiveInt(params: URLSearchParams, name: string, fallback: number, max: number): number {
  const raw = paramText(params, name);
  if (raw === "") return fallback;
  if (!/^[1-9]\d{0,6}$/.test(raw) || Number(raw) > max) throw invalid(name);
  return Number(raw);
}

/** Page, size and sort of a list; `sort` is one of `keys`, `-key` for descending. */
export function parseListParams<K extends string>(
  params: URLSearchParams,
  keys: readonly K[],
  defaultSort: `${NoInfer<K>}` | `-${NoInfer<K>}`,
  defaultPageSize = DEFAULT_PAGE_SIZE,
): ListQuery<K> {
  const sortText = paramText(params, "sort") || defaultSort;
  const descending = sortText.startsWith("-");
  const sort = descending ? sortText.slice(1) : sortText;
  if (!isOneOf(keys, sort)) throw invalid("sort");
  return {
    page: positiveInt(params, "page", 1, 1_000_000),
    pageSize: positiveInt(params, "pageSize", defaultPageSize, MAX_PAGE_SIZE),
    sort,
    descending,
  };
}

/** `value` if it is one of `list`, else a 400 naming the parameter; "" (absent) gives undefined. */
export function paramOneOf<T extends string>(
  params: URLSearchParams,
  name: string,
  list: readonly T[],
): T | undefined {
  const value = paramText(params, name);
  if (value === "") return undefined;
  if (!isOneOf(list, value)) throw invalid(name);
  return value;
}

export const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (list as readonly string[]).includes(value);
