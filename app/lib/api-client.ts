/**
 * The browser's way to call the JSON API: cookies always travel, a JSON body only when there
 * is a payload, and any non-success answer becomes an ApiError whose message is "<status>: <text>".
 * A feature calls its endpoints through `clientOf(its definitions)` (app/lib/endpoint.ts).
 */
import type { z } from "zod";
import { HTTP_STATUS, type ErrorCode } from "./domain-error";
import {
  addressOf,
  type AnswerOf,
  type BodyOf,
  type Endpoint,
  type PathParams,
  type QueryValues,
} from "./endpoint";

const CODE_OF_STATUS = new Map<number, ErrorCode>(
  Object.entries(HTTP_STATUS).map(([code, status]) => [status, code as ErrorCode]),
);

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The response body parsed as JSON, or undefined when it is not JSON (forms read `errors` from it). */
    readonly body: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** The server's error code (app/lib/domain-error.ts), read back from the status it was answered with. */
  get code(): ErrorCode | undefined {
    return CODE_OF_STATUS.get(this.status);
  }

  /** The server's `{ message }` when it sent one. */
  get serverMessage(): string | undefined {
    const message = (this.body as { message?: unknown } | undefined)?.message;
    return typeof message === "string" ? message : undefined;
  }

  /** The server's per-field messages (`{ errors: { field: message } }`), strings only. */
  get fieldErrors(): Record<string, string> {
    const errors = (this.body as { errors?: unknown } | undefined)?.errors;
    if (!errors || typeof errors !== "object") return {};
    return Object.fromEntries(
      Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
  }
}

/**
 * A FormData payload (a form with files) is sent as multipart/form-data, its boundary set by the browser;
 * any other payload as JSON.
 */
export async function apiRequest<T = unknown>(method: string, url: string, payload?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers:
      payload === undefined || payload instanceof FormData
        ? { Accept: "application/json" }
        : { "Content-Type": "application/json", Accept: "application/json" },
    body: payload === undefined ? undefined : payload instanceof FormData ? payload : JSON.stringify(payload),
  });
  const text = await response.text();
  const body = parseJson(text);
  if (!response.ok) {
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, body);
  }
  return body as T;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

type Keys<T> = keyof T;

/** What a call of endpoint E takes: its path's parameters, its body, a GET's query; nothing when none. */
export type CallArgs<E extends Endpoint> = (Keys<PathParams<E["path"]>> extends never
  ? { params?: undefined }
  : { params: PathParams<E["path"]> }) &
  ([BodyOf<E>] extends [undefined] ? { body?: undefined } : { body: BodyOf<E> }) & {
    query?: E["method"] extends "GET" ? QueryValues : undefined;
  };

type Call<E extends Endpoint> =
  Record<string, never> extends CallArgs<E>
    ? (args?: CallArgs<E>) => Promise<AnswerOf<E>>
    : (args: CallArgs<E>) => Promise<AnswerOf<E>>;

/** A feature's calls, one per endpoint, named as its definitions are. */
export type ClientOf<Definitions extends Record<string, Endpoint>> = {
  [Name in keyof Definitions]: Call<Definitions[Name]>;
};

// Answers are checked against their definition in development and in the tests (not in production, where
// the check would only cost time): a server that answers other than it says fails there, not on a page.
const CHECK_ANSWERS = import.meta.env?.DEV || import.meta.env?.MODE === "test";

/** Calls one endpoint. */
export async function callEndpoint<E extends Endpoint>(
  definition: E,
  args: Partial<CallArgs<E>> = {},
): Promise<AnswerOf<E>> {
  const { params, body, query } = args as {
    params?: Record<string, string | number>;
    body?: unknown;
    query?: QueryValues;
  };
  const answer = await apiRequest(definition.method, addressOf(definition.path, params, query), body);
  if (!CHECK_ANSWERS) return answer as AnswerOf<E>;
  const checked = (definition.output as z.ZodType).safeParse(answer);
  if (!checked.success)
    throw new Error(
      `${definition.method} ${definition.path} answered off its definition: ${checked.error.message}`,
    );
  return checked.data as AnswerOf<E>;
}

/** The calls of a feature's endpoints: `clientOf({ list, create })` -> `{ list(args), create(args) }`. */
export function clientOf<Definitions extends Record<string, Endpoint>>(
  definitions: Definitions,
): ClientOf<Definitions> {
  return Object.fromEntries(
    Object.entries(definitions).map(([name, definition]) => [
      name,
      (args?: Partial<CallArgs<Endpoint>>) => callEndpoint(definition, args),
    ]),
  ) as ClientOf<Definitions>;
}

/**
 * What a failed call tells the user: the server's own words when the request was refused for a reason it
 * gave (a 409 "Only a draft can be edited..."), else `fallback`.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status >= 500) return fallback;
  return error.serverMessage ?? fallback;
}
