import pino from "pino";

export type Logger = pino.Logger;

/** JSON logs on stdout. Cookies, authorization headers and anything password- or token-like are never written. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: "web" },
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.token", "*.secret"],
      censor: "[redacted]",
    },
  });
}
