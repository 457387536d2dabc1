import type { RequestHandler } from "express";
import onHeaders from "on-headers";
import { AUTH_COOKIE_PREFIX } from "~/features/auth/auth-constants";
import { FLASH_COOKIE } from "~/lib/flash";

const PRIVATE = "private, no-store";

/**
 * The headers of an answer that a secret link opens (an estimate's PDF, a booking's link, the calendar
 * feed): kept by no shared cache, listed by no search engine. Pages set the same through their route's
 * `headers` (`secretPageHeaders`, app/lib/seo.ts).
 */
export const SECRET_ANSWER_HEADERS = { "X-Robots-Tag": "noindex", "Cache-Control": PRIVATE };

/** Middleware that gives every answer of its routes the secret link's headers. */
export const secretAnswers: RequestHandler = (_req, res, next) => {
  res.set(SECRET_ANSWER_HEADERS);
  next();
};

// The auth library's cookies (the session, the pending two-factor step) and the one-time flash.
const PERSONAL_COOKIE = new RegExp(
  `(?:^|;)\\s*(?:(?:__Secure-)?${AUTH_COOKIE_PREFIX}\\.[^=;]+|${FLASH_COOKIE})=`,
);

/** Whether a request carries a session or flash cookie: its answer is that person's alone. */
export const isPersonalRequest = (cookieHeader: string | undefined) =>
  PERSONAL_COOKIE.test(cookieHeader ?? "");

/**
 * Whether an answer may be kept by a shared cache (a CDN, a company proxy) is decided here for pages, their
 * `.data` requests and the API alike, whatever a route or loader set: the answer to a request that carries
 * a session or flash cookie, or one that sets a cookie, leaves with `private, no-store`. Everything else
 * keeps the caching its route chose.
 */
export const privateForPersonalRequests: RequestHandler = (req, res, next) => {
  const personal = isPersonalRequest(req.headers.cookie);
  // Just before the headers go out, after any a route or writeHead set: this has the last word.
  onHeaders(res, () => {
    if (personal || res.hasHeader("set-cookie")) res.setHeader("Cache-Control", PRIVATE);
  });
  next();
};
