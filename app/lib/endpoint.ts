/**
 * One definition per JSON endpoint: its method, path, who may call it, what it takes and what it answers.
 * The feature that owns an endpoint writes it once (`app/features/<feature>/endpoints.ts`); the Express
 * router serves it (`server/api/serve.ts`) and the browser calls it (`app/lib/api-client.ts`), both from
 * the same object, so neither can repeat the path or guess the types. Client-safe: zod schemas only.
 */
import { z } from "zod";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may call an endpoint: anyone; a signed-in person (the appointment's owner or an admin, when the route
 * adds the owner's guard); an admin (who has set up two-factor authentication in production).
 */
export type Access = "public" | "signed-in" | "admin";

export interface Endpoint<
  Path extends string = string,
  Body extends z.ZodType | "form-data" | undefined = z.ZodType | "form-data" | undefined,
  Output extends z.ZodType = z.ZodType,
  M extends Method = Method,
> {
  readonly method: M;
  /** The whole address, `/api/...`, with `:name` for each path parameter. */
  readonly path: Path;
  readonly access: Access;
  /**
   * The JSON body (for POST, PUT, PATCH), as the server checks it; "form-data" for a multipart body (a form
   * with files), which the server's own parser reads. A GET reads its query string (`query` in a call).
   */
  readonly body?: Body;
  /** The answer's JSON, as the browser receives it (a date is its ISO text). */
  readonly output: Output;
  /** The status of a success: 200 unless said (201 for a creation, 204 for no answer at all). */
  readonly status?: 200 | 201 | 202 | 204;
}

/** Writes an endpoint down, keeping its literal method and path and its schemas in the type. */
export const endpoint = <
  const Path extends string,
  Body extends z.ZodType | "form-data" | undefined = undefined,
  Output extends z.ZodType = z.ZodType,
  M extends Method = Method,
>(
  definition: Endpoint<Path, Body, Output, M>,
) => definition;

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** `{ id: 7 }` for `/api/appointments/:id`. */
export type PathParams<Path extends string> = { [Name in ParamNames<Path>]: string | number };

/** The answer of an endpoint as the browser holds it. */
export type AnswerOf<E extends Endpoint> = z.output<E["output"]>;

/** The schema of an endpoint's JSON body, or never when it takes none. */
export type BodySchemaOf<E extends Endpoint> = Extract<E["body"], z.ZodType>;

/** The body an endpoint takes from the browser: its JSON's input, a FormData, or nothing. */
export type BodyOf<E extends Endpoint> = [BodySchemaOf<E>] extends [never]
  ? "form-data" extends E["body"]
    ? FormData
    : undefined
  : z.input<BodySchemaOf<E>>;

/** A query string's values; undefined and empty ones are left out of the address. */
export type QueryValues = Record<string, string | number | boolean | null | undefined>;

/** The address of a call: the path with its parameters filled in (encoded), and the query string. */
export function addressOf(path: string, params: Record<string, string | number> = {}, query?: QueryValues) {
  const filled = path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    if (!(name in params)) throw new Error(`${path} needs the parameter ${name}`);
    return encodeURIComponent(String(params[name]));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null && value !== "") search.set(name, String(value));
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

// Answers' building blocks.

/** A timestamp: a Date on the server, its ISO text in the JSON the browser reads. */
export const timestamp = z.string();
/** A 204: no answer. */
export const noAnswer = z.undefined();
/** `{ message }`: what most writes that return nothing else answer. */
export const messageAnswer = z.object({ message: z.string() });
/** One page of a list (`Page<T>` in app/lib/vocabulary.ts). */
export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });

/**
 * A record an admin reads and rewrites at one address (a settings form's): its GET, and the write that
 * answers the record as the GET does, so the form resets to what was saved.
 */
export const adminRecord = <const Path extends string, Body extends z.ZodType, Output extends z.ZodType>(
  path: Path,
  body: Body,
  output: Output,
  method: "PUT" | "POST" = "PUT",
) => ({
  read: endpoint({ method: "GET", path, access: "admin", output }),
  write: endpoint({ method, path, access: "admin", body, output }),
});
