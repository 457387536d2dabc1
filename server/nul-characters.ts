import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import { NUL_REFUSED } from "~/lib/nul-character";

/**
 * PostgreSQL text cannot hold a NUL character (U+0000): a query carrying one fails inside the database.
 * No form has a use for it, so a request with one anywhere (path, query string or body) is refused at the
 * edge with 400, before any handler, page loader or library (the auth library reads its own body) sees it.
 */
export { NUL_REFUSED };

/** The `type` of the body error, as body-parser's own errors carry one (see server/api/errors.ts). */
export const NUL_ERROR_TYPE = "entity.nul.refused";

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>400 Bad Request</title></head>
<body><h1>400 Bad Request</h1><p>${NUL_REFUSED}</p><p><a href="/">Go to the home page</a></p></body>
</html>
`;

/** Path and query string: a `%00` escape (a raw NUL never gets past Node's HTTP parser, but costs nothing). */
export const refuseNulInUrl: RequestHandler = (req, res, next) => {
  if (!/%00|\0/.test(req.originalUrl)) return next();
  if (/^\/api(\/|$)/.test(req.path)) {
    res.status(400).json({ message: NUL_REFUSED });
  } else {
    res.status(400).type("html").send(PAGE);
  }
};

// A `\u0000` escape in JSON text, unless its backslash is itself escaped (`\\u0000` is six plain characters).
const JSON_NUL_ESCAPE = /(?<!\\)(?:\\\\)*\\u0000/;

/**
 * The `verify` hook of every body parser of the API: it sees the raw body before anything parses it (the
 * auth library included, which gets the raw bytes), and refuses a NUL however the body spells it.
 */
export function refuseNulInBody(req: IncomingMessage, _res: unknown, body: Buffer, encoding: string | null) {
  let text: string;
  try {
    text = new TextDecoder(encoding ?? "utf-8").decode(body);
  } catch {
    throw Object.assign(new Error(`Unsupported charset "${encoding}"`), {
      status: 415,
      type: "charset.unsupported",
    });
  }
  const urlEncoded = /x-www-form-urlencoded/i.test(req.headers["content-type"] ?? "");
  if (text.includes("\0") || (urlEncoded ? /%00/.test(text) : JSON_NUL_ESCAPE.test(text))) {
    throw Object.assign(new Error(NUL_REFUSED), { status: 400, type: NUL_ERROR_TYPE });
  }
}
