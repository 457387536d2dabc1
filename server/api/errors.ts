import type { ErrorRequestHandler, RequestHandler } from "express";
import { DomainError, HTTP_STATUS } from "~/lib/domain-error";
import type { Logger } from "~server/logger";
import { NUL_ERROR_TYPE, NUL_REFUSED } from "~server/nul-characters";

/** Unknown /api paths answer JSON, not the HTML 404 page. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: "Not found" });
};

// Error codes of a database that is down or restarting (node-postgres and the PostgreSQL server).
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);

const BODY_ERRORS = new Map<unknown, string>([
  ["entity.parse.failed", "Malformed JSON body"],
  ["entity.too.large", "Request body too large"],
  ["charset.unsupported", "Unsupported charset"],
  ["encoding.unsupported", "Unsupported content encoding"],
  [NUL_ERROR_TYPE, NUL_REFUSED],
]);

// SQLSTATE class 22, "data exception": a value the database cannot take (NUL in text, year 0, overflow).
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;
export const INVALID_INPUT = "Invalid input: a value is out of range or malformed.";

/**
 * The last handler of /api: every error becomes `{ message }` with a 4xx or 5xx status. A DomainError's
 * status is its code's (HTTP_STATUS, app/lib/domain-error.ts), with the field messages as `errors`.
 * Never a stack trace; the details go to the log instead.
 */
export function apiErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    if (res.headersSent) return;
    if (error instanceof DomainError) {
      const { fields, retryAfterSeconds, body } = error.details;
      if (retryAfterSeconds !== undefined) res.set("Retry-After", String(retryAfterSeconds));
      res
        .status(HTTP_STATUS[error.code])
        .json({ message: error.message, ...(fields && { errors: fields }), ...body });
      return;
    }
    // Errors raised by Express's body parsers (and their verify hook) carry a 4xx status and a type.
    const status = typeof error?.status === "number" ? error.status : 500;
    if (status >= 400 && status < 500) {
      res.status(status).json({ message: BODY_ERRORS.get(error.type) ?? "Bad request" });
      return;
    }
    // Drizzle wraps the driver's error: the SQLSTATE is on it or on its cause.
    const code = error?.code ?? error?.cause?.code;
    if (typeof code === "string" && DATA_EXCEPTION.test(code)) {
      // A value the edge checks should have refused: still the client's input, not a failure of ours.
      logger.warn({ err: error, path: req.path }, "database refused a value");
      res.status(400).json({ message: INVALID_INPUT });
      return;
    }
    if (
      UNAVAILABLE_CODES.has(code) ||
      /connection terminated|timeout exceeded when trying to connect/i.test(String(error?.message))
    ) {
      logger.warn({ err: error, path: req.path }, "database unavailable");
      res
        .status(503)
        .set("Retry-After", "5")
        .json({ message: "Service temporarily unavailable. Please try again shortly." });
      return;
    }
    logger.error({ err: error, path: req.path }, "unhandled error");
    res.status(500).json({ message: "Something went wrong. Please try again later." });
  };
}
