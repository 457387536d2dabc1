/**
 * Serves an endpoint from its definition (app/lib/endpoint.ts): the route's method and path are the
 * definition's, its body is checked by the definition's schema, and who may call it is checked before the
 * handler runs. A handler returns the answer; a DomainError it throws reaches the one code -> status table
 * at the edge (errors.ts). Outside production every answer is checked against the definition, so a handler
 * that answers other than its definition says fails the tests.
 */
import type { Request, RequestHandler, Response, Router } from "express";
import { z } from "zod";
import { type CurrentUser } from "~/features/auth/session.server";
import { DomainError } from "~/lib/domain-error";
import type { BodySchemaOf, Endpoint } from "~/lib/endpoint";
import { ADMIN_CHECKED, userOf } from "./auth-guards";
import { bodyOf, queryOf } from "./input";

/** Dates may stand where the answer's JSON has their ISO text. */
type Sendable<T> = T extends string
  ? string | Date
  : T extends readonly (infer Item)[]
    ? Sendable<Item>[]
    : T extends object
      ? { [Key in keyof T]: Sendable<T[Key]> }
      : T;

export interface Call<E extends Endpoint> {
  req: Request;
  res: Response;
  /** The path's parameters as sent (each route reads its ids with parseId and its own wording). */
  params: Record<string, string>;
  /** The body, checked by the definition's schema (undefined for GET and for multipart bodies). */
  body: [BodySchemaOf<E>] extends [never] ? undefined : z.output<BodySchemaOf<E>>;
  /** The query string. */
  query: URLSearchParams;
  /** The signed-in person (for "signed-in" and "admin" endpoints). */
  user: E["access"] extends "public" ? CurrentUser | null : CurrentUser;
}

/** A handler returns the answer; nothing for a 204. */
export type Handler<E extends Endpoint> = (
  call: Call<E>,
) => Promise<z.input<E["output"]> extends undefined ? void : Sendable<z.input<E["output"]>>>;

/** Options of a route: guards to run first (an appointment owner's), how the body is read. */
export interface ServeOptions {
  guards?: RequestHandler[];
  /** Zod's nested messages for a body of lists ("lines.0.quantity"); see parseInput. */
  nestedErrors?: boolean;
}

const CHECK_ANSWERS = process.env.NODE_ENV !== "production";

function allowed(access: Endpoint["access"], res: Response): CurrentUser | null {
  if (access === "public") return (res.locals.user as CurrentUser | null | undefined) ?? null;
  const user = userOf(res);
  if (access === "admin" && res.locals[ADMIN_CHECKED] !== true)
    throw new DomainError("forbidden", "Admin access required.");
  return user;
}

/**
 * Adds the endpoint to `router`, which is mounted at `base` ("/api", "/api/admin"): the route's path is
 * the definition's, relative to that.
 */
export function serve<E extends Endpoint>(
  router: Router,
  base: string,
  definition: E,
  handler: Handler<E>,
  options: ServeOptions = {},
): void {
  if (!definition.path.startsWith(`${base}/`))
    throw new Error(`${definition.path} cannot be served under ${base}`);
  const path = definition.path.slice(base.length);
  const run: RequestHandler = async (req, res) => {
    const user = allowed(definition.access, res);
    const body =
      definition.body && definition.body !== "form-data"
        ? bodyOf(definition.body, req, { nested: options.nestedErrors })
        : undefined;
    const answer = await handler({
      req,
      res,
      params: req.params as Record<string, string>,
      body,
      query: queryOf(req),
      user,
    } as Call<E>);
    if (res.headersSent) return;
    if (CHECK_ANSWERS) checkAnswer(definition, answer);
    const status = definition.status ?? 200;
    if (status === 204) res.status(204).end();
    else res.status(status).json(answer);
  };
  const method = definition.method.toLowerCase() as "get" | "post" | "put" | "patch" | "delete";
  // The route carries its definition: the endpoints' test matches every definition to the route serving it.
  router[method](path, ...(options.guards ?? []), Object.assign(run, { endpoint: definition }));
}

function checkAnswer(definition: Endpoint, answer: unknown) {
  const json = answer === undefined ? undefined : JSON.parse(JSON.stringify(answer));
  const checked = definition.output.safeParse(json);
  if (!checked.success)
    throw new Error(
      `${definition.method} ${definition.path} answered off its definition: ${z.prettifyError(checked.error)}`,
    );
}
