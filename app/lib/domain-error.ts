/**
 * The product's errors that someone outside can cause or must be told about. Each carries a code; what a
 * code means over HTTP is decided once, in HTTP_STATUS, which the JSON API and the page loaders both use.
 * Client-safe.
 */
export const HTTP_STATUS = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  rate_limited: 429,
  bad_gateway: 502,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof HTTP_STATUS;

export interface ErrorDetails {
  /** `{ field: message }` for the form that sent the input. */
  fields?: Record<string, string>;
  /** When a rate-limited caller may try again (the Retry-After header). */
  retryAfterSeconds?: number;
  /** Further members of the JSON answer (`{ success: false }` of the upload API). */
  body?: Record<string, unknown>;
}

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export const FIX_FIELDS = "Please correct the highlighted fields.";

export const invalid = (message: string, fields?: Record<string, string>) =>
  new DomainError("invalid", message, { fields });
export const notFound = (message = "Not found") => new DomainError("not_found", message);
