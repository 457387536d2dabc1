import type { Request } from "express";
import { badRequest } from "../http-error";

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
export function queryText(req: Request, name: string): string {
  const value = req.query[name];
  if (value === undefined) return "";
  if (typeof value !== "string") throw badRequest(`Invalid ${name}`);
  return value.trim();
}

function positiveInt(req: Request, name: string, fallback: number, max: number): number {
  const raw = queryText(req, name);
  if (raw === "") return fallback;
  if (!/^[1-9]\d{0,6}$/.test(raw) || Number(raw) > max) throw badRequest(`Invalid ${name}`);
  return Number(raw);
}

/** Page, size and sort of a list; `sort` is one of `keys`, `-key` for descending. */
export function parseListQuery<K extends string>(
  req: Request,
  keys: readonly K[],
  defaultSort: `${NoInfer<K>}` | `-${NoInfer<K>}`,
): ListQuery<K> {
  const sortText = queryText(req, "sort") || defaultSort;
  const descending = sortText.startsWith("-");
  const sort = (descending ? sortText.slice(1) : sortText) as K;
  if (!keys.includes(sort)) throw badRequest("Invalid sort");
  return {
    page: positiveInt(req, "page", 1, 1_000_000),
    pageSize: positiveInt(req, "pageSize", DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    sort,
    descending,
  };
}
