import { fromNodeHeaders } from "better-auth/node";
import express, { Router, type Request, type RequestHandler } from "express";
import { CLIENT_IP_HEADER } from "~/features/auth/auth-surface";
import type { Auth } from "~/features/auth/auth.server";
import { authEndpoints as endpoints } from "~/features/auth/endpoints";
import { loginPath, safeReturnTo } from "~/features/auth/return-to";
import { getCurrentUser, publicUser } from "~/features/auth/session.server";
import { DomainError } from "~/lib/domain-error";
import type { Config } from "~/lib/env.server";
import { refuseNulInBody } from "~server/nul-characters";
import { loadUser } from "./auth-guards";
import { serve } from "./serve";

/** Anonymous callers of the user endpoint are told they are not signed in. */
const signedIn: RequestHandler = (_req, res, next) =>
  next(res.locals.user ? undefined : new DomainError("unauthorized", "Not signed in"));

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/** Headers for the auth library: the client address is the one Express trusts (TRUST_PROXY), never a header the client chose. */
function authHeaders(req: Request) {
  const headers = fromNodeHeaders(req.headers);
  headers.set(CLIENT_IP_HEADER, req.ip ?? "");
  return headers;
}

/**
 * Sign-in and sign-out (docs/accounts-and-security.md): `/api/login`, `/api/logout`, `/api/auth/user`,
 * and better-auth's endpoints under `/api/auth/*`. Mounted before the JSON body parser: the auth handler
 * reads the raw body itself.
 */
export function authRouter({ auth, config }: { auth: Auth; config: Config }) {
  const router = Router();

  serve(router, "/api", endpoints.user, async ({ user }) => publicUser(user), {
    guards: [loadUser(auth), signedIn],
  });

  router.get("/login", async (req, res) => {
    const returnTo = safeReturnTo(req.query.returnTo);
    const user = await getCurrentUser(auth, fromNodeHeaders(req.headers));
    res.redirect(302, user ? returnTo : loginPath(returnTo));
  });

  router.get("/logout", async (req, res) => {
    // A GET that ends a session: another site's link must not sign people out.
    if (req.get("sec-fetch-site") !== "cross-site") {
      const result = await auth.api
        .signOut({ headers: authHeaders(req), returnHeaders: true })
        .catch(() => undefined);
      const cookies = result?.headers.getSetCookie() ?? [];
      if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
    }
    res.redirect(302, "/");
  });

  // The raw body goes to the auth library as it came: the NUL check reads it first (the library parses
  // JSON and form bodies itself and would pass a NUL on to the database).
  router.use(
    "/auth",
    express.raw({ type: () => true, limit: "64kb", verify: refuseNulInBody }),
    betterAuthHandler(auth, config),
  );
  return router;
}

function betterAuthHandler(auth: Auth, config: Config): RequestHandler {
  return async (req, res) => {
    const host = req.get("host");
    const base = host && HOST.test(host) ? `${req.protocol}://${host}` : config.SITE_URL;
    const hasBody =
      Buffer.isBuffer(req.body) && req.body.length > 0 && req.method !== "GET" && req.method !== "HEAD";
    const response = await auth.handler(
      new Request(`${base}${req.originalUrl}`, {
        method: req.method,
        headers: authHeaders(req),
        body: hasBody ? new Uint8Array(req.body as Buffer) : undefined,
      }),
    );
    res.status(response.status);
    response.headers.forEach((value, name) => {
      if (!["set-cookie", "content-length", "content-encoding"].includes(name)) res.setHeader(name, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
    res.send(Buffer.from(await response.arrayBuffer()));
  };
}
