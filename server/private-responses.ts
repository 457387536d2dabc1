import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { AUTH_COOKIE_PREFIX } from "../app/features/auth/auth-constants";
import { FLASH_COOKIE } from "../app/lib/flash";

const PRIVATE = "private, no-store";

// The auth library's cookies (the session, the pending two-factor step) and the one-time flash.
const PERSONAL_COOKIE = new RegExp(
  `(?:^|;)\\s*(?:(?:__Secure-)?${AUTH_COOKIE_PREFIX}\\.[^=;]+|${FLASH_COOKIE})=`,
);

/**
 * Whether an answer may be kept by a shared cache (a CDN, a company proxy) is decided here for pages, their
 * `.data` requests and the API alike, whatever a route or loader set: the answer to a request that carries
 * a session or flash cookie, or one that sets a cookie, leaves with `private, no-store`. Everything else
 * keeps the caching its route chose.
 */
export const privateForPersonalRequests: RequestHandler = (req, res, next) => {
  const personal = PERSONAL_COOKIE.test(req.headers.cookie ?? "");
  beforeHeadersAreSent(res, () => {
    if (personal || res.hasHeader("set-cookie")) res.setHeader("Cache-Control", PRIVATE);
  });
  next();
};

/**
 * Calls `listener` once, just before the status line and headers go out, however the response is written
 * (Node calls writeHead itself for an implicit header). Headers handed to writeHead are set first, so the
 * listener has the last word.
 */
function beforeHeadersAreSent(res: ServerResponse, listener: () => void) {
  const writeHead = res.writeHead;
  let fired = false;
  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (!fired) {
      fired = true;
      const at = rest.findIndex((arg) => typeof arg === "object" && arg !== null && !Array.isArray(arg));
      if (at !== -1) {
        for (const [name, value] of Object.entries(rest[at] as Record<string, string | string[] | number>)) {
          if (value !== undefined) this.setHeader(name, value);
        }
        rest = rest.slice(0, at);
      }
      listener();
    }
    return Reflect.apply(writeHead, this, [statusCode, ...rest]) as ServerResponse;
  } as typeof res.writeHead;
}
