import express, { type Request } from "express";
import type { z } from "zod";
import { firstFieldErrors } from "../../app/lib/field-errors";
import { refuseNulInBody } from "../nul-characters";
import { badRequest } from "./http-error";

/** The API's JSON body parser: every JSON body is read through it, so none can bring a NUL character in. */
export const jsonBody = (limit: string) => express.json({ limit, verify: refuseNulInBody });

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Any body at all (none, an array, wrong types) ends as the form's field messages, never a 500. */
export function parseBody<S extends z.ZodType>(schema: S, req: Request): z.output<S> {
  const body = isPlainObject(req.body) ? req.body : {};
  const result = schema.safeParse(body);
  if (!result.success) {
    throw badRequest("Please correct the highlighted fields.", { errors: firstFieldErrors(result.error) });
  }
  return result.data;
}
