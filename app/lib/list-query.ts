/**
 * Query-string rules of the back office's lists, shared by the JSON API (`GET /api/admin/...`) and the
 * back office's page loaders, so that a URL means the same to both: each value is read once (a repeated
 * parameter is refused) and checked by zod; a refused value is a DomainError "invalid" naming it.
 */
import { z } from "zod";
import { invalid } from "./domain-error";

/** How a server-sorted list is asked for: `page` (1-based), `pageSize` (default 20, max 100), `sort`. */
export interface ListQuery<K extends string> {
  page: number;
  pageSize: number;
  sort: K;
  descending: boolean;
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** A query-string value as one string ("" when absent; a repeated parameter is refused). */
export function paramText(params: URLSearchParams, name: string): string {
  const values = params.getAll(name);
  if (values.length > 1) throw invalid(`Invalid ${name}`);
  return (values[0] ?? "").trim();
}

/** `params[name]` read by `schema`; absent is "", anything the schema refuses is "Invalid <name>". */
function param<S extends z.ZodType>(params: URLSearchParams, name: string, schema: S): z.output<S> {
  const result = schema.safeParse(paramText(params, name));
  if (!result.success) throw invalid(`Invalid ${name}`);
  return result.data;
}

const positiveInt = (fallback: number, max: number) =>
  z.union([
    z.literal("").transform(() => fallback),
    z
      .string()
      .regex(/^[1-9]\d{0,9}$/)
      .transform(Number)
      .refine((n) => n <= max),
  ]);

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
  if (!isOneOf(keys, sort)) throw invalid("Invalid sort");
  return {
    page: param(params, "page", positiveInt(1, 1_000_000)),
    pageSize: param(params, "pageSize", positiveInt(defaultPageSize, MAX_PAGE_SIZE)),
    sort,
    descending,
  };
}

/** An id in the query string (`?item=42`), undefined when absent, "Invalid <name>" when not an id. */
export const paramId = (params: URLSearchParams, name: string): number | undefined =>
  param(params, name, positiveInt(0, 2_147_483_647)) || undefined;

/** `value` if it is one of `list`, else "Invalid <name>"; "" (absent) gives undefined. */
export function paramOneOf<T extends string>(
  params: URLSearchParams,
  name: string,
  list: readonly T[],
): T | undefined {
  const value = paramText(params, name);
  if (value === "") return undefined;
  if (!isOneOf(list, value)) throw invalid(`Invalid ${name}`);
  return value;
}

export const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (list as readonly string[]).includes(value);
