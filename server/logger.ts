import pino from "pino";
import { serializeError } from "./error-serializer";

export type Logger = pino.Logger;

/**
 * JSON logs on stdout (or `destination`). Cookies, authorization headers and anything password- or token-like
 * are never written, nor the values in a database error (see serializeError).
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: "web" },
    serializers: { err: serializeError },
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.token", "*.secret"],
      censor: "[redacted]",
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
