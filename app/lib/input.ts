/**
 * One way to read input at every edge (API bodies, query strings, path ids, page URLs): a zod schema,
 * and a DomainError "invalid" with the form's field messages when it does not fit. Client-safe.
 */
import { z } from "zod";
import { FIX_FIELDS, invalid } from "./domain-error";
import { firstFieldErrors } from "./field-errors";

/** Checks `value` against `schema`; a mismatch is "Please correct the highlighted fields." with one message a field. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  options?: { nested?: boolean },
): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalid(FIX_FIELDS, firstFieldErrors(result.error, options));
  return result.data;
}

const MAX_ID = 2_147_483_647;

/** A database id as a URL writes it: a positive integer that fits PostgreSQL's integer. */
export const idSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .refine((id) => id <= MAX_ID);

/** The id `value` names, or undefined when it names none (pages answer their 404 then). */
export function idOf(value: unknown): number | undefined {
  const result = idSchema.safeParse(value);
  return result.success ? result.data : undefined;
}

/** The id `value` names; anything else is a 400 "Invalid <what>". */
export function parseId(value: unknown, what = "id"): number {
  const id = idOf(value);
  if (id === undefined) throw invalid(`Invalid ${what}`);
  return id;
}

/** `value` when it is one of `list`; anything else is a 400 "Invalid <name>". */
export function parseOneOf<T extends string>(list: readonly [T, ...T[]], value: unknown, name: string): T {
  const result = z.enum(list).safeParse(value);
  if (!result.success) throw invalid(`Invalid ${name}`);
  return result.data;
}
