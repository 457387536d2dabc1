/**
 * How every /api handler reads its input: JSON bodies, query strings and path ids, each through a zod
 * schema (app/lib/input.ts, app/lib/list-query.ts). What does not fit is a DomainError "invalid", which
 * the error handler answers with 400 and the form's field messages.
 */
import express, { type Request } from "express";
import type { z } from "zod";
import { invalid } from "~/lib/domain-error";
import { parseId, parseInput } from "~/lib/input";
import { refuseNulInBody } from "~server/nul-characters";

/** The API's JSON body parser: every JSON body is read through it, so none can bring a NUL character in. */
export const jsonBody = (limit: string) => express.json({ limit, verify: refuseNulInBody });

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The body checked by `schema`: any body at all (none, an array, wrong types) ends as field messages. */
export function bodyOf<S extends z.ZodType>(
  schema: S,
  req: Request,
  options?: { nested?: boolean },
): z.output<S> {
  return parseInput(schema, isPlainObject(req.body) ? req.body : {}, options);
}

/** The query string as URLSearchParams (the same rules then serve the API and the pages). */
export function queryOf(req: Request): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(req.query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item !== "string") throw invalid(`Invalid ${name}`);
      params.append(name, item);
    }
  }
  return params;
}

/** The path parameter `name` as an id; anything else is a 400 "Invalid <what>". */
export const idParam = (req: Request, name: string, what: string) => parseId(req.params[name], what);
