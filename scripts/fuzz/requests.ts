/**
 * One generated request: a route of the app (API, auth library or page) with strange path parameters,
 * query string, body (see bodies.ts), content type and headers, sent as one of three identities.
 */
import { bodyFor, strangeFor } from "./bodies";
import { percentEncode, STRANGE_SEGMENTS, strangeQueryValue, type Random } from "./strange-values";
import type { FuzzRequest, KnownValues, Target, Who } from "./types";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"];
// A method Node takes but the Fetch API (React Router's and the auth library's requests) cannot carry,
// and a WebDAV one.
const ODD_METHODS = ["TRACE", "PROPFIND"];

// Endpoints that end or change a signed-in identity: sent anonymously, so the run keeps its sessions.
const ENDS_SESSION =
  /\/logout$|sign-out|revoke|delete-user|change-(email|password)|update-(user|session)|set-password|two-factor\/(enable|disable)|link-social|unlink-account/;

/** A value for a path parameter: a real one by its name some of the time, else a strange segment. */
function segmentFor(param: string, known: KnownValues, random: Random): string {
  if (random.chance(0.6)) return random.pick(STRANGE_SEGMENTS);
  if (/session/i.test(param)) return random.pick(known.sessionIds);
  if (/email/i.test(param)) return percentEncode(random.pick(known.emails));
  if (param === "kind") return random.pick(["quote", "message"]);
  if (param === "filename") return `${"a".repeat(32)}-1200.webp`;
  return String(random.pick(known.ids));
}

// The query parameters each route reads; others get any of QUERY_NAMES.
const ROUTE_QUERIES: Array<[RegExp, string[]]> = [
  [/^\/api\/availability$/, ["date"]],
  [/^\/api\/admin\/appointments$/, ["q", "status", "from", "to", "sort", "page", "pageSize"]],
  [/^\/api\/admin\/(customers|services)$/, ["q", "sort", "page", "pageSize"]],
  [/^\/api\/admin\/inbox$/, ["kind", "status", "q", "sort", "page", "pageSize"]],
  [/^\/(api\/)?login/, ["returnTo", "error"]],
  [/^\/services$/, ["q", "category"]],
  [/^\/thank-you$/, ["appointment_id", "session_id"]],
  [/^\/admin$/, ["tab"]],
  [/^\/book(ing)?$/, ["serviceId"]],
  [/magic-link\/verify|verify-email|reset-password/, ["token", "callbackURL"]],
];

const QUERY_NAMES = [
  "q",
  "page",
  "pageSize",
  "sort",
  "status",
  "from",
  "to",
  "date",
  "kind",
  "returnTo",
  "callbackURL",
  "token",
  "error",
  "tab",
  "serviceId",
  "appointment_id",
  "session_id",
  "category",
  "_routes",
];

function queryFor(target: Target, known: KnownValues, random: Random): string {
  const names = ROUTE_QUERIES.find(([pattern]) => pattern.test(target.path))?.[1];
  const count = random.int(4);
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const name = random.chance(0.05)
      ? random.pick(STRANGE_SEGMENTS)
      : random.pick(names && random.chance(0.8) ? names : QUERY_NAMES);
    const plausible = random.pick([
      "2",
      "-date",
      "name",
      "pending",
      random.pick(known.futureDates),
      "quote",
      "/",
    ]);
    const strange = () => {
      const value = strangeFor(name, plausible, random);
      return typeof value === "string" && random.chance(0.7)
        ? percentEncode(value)
        : strangeQueryValue(random);
    };
    parts.push(`${name}=${random.chance(0.3) ? plausible : strange()}`);
    if (random.chance(0.1)) parts.push(`${name}=${strange()}`);
  }
  return parts.length > 0 ? `?${parts.join("&")}` : "";
}

const PATH_TRICKS: Array<(path: string) => string> = [
  (p) => p.toUpperCase(),
  (p) => `${p}/`,
  (p) => p.replace(/^\//, "//"),
  (p) => p.replace(/\/([^/]*)$/, "/./$1"),
  (p) => p.replace(/\/([^/]*)$/, "/x/../$1"),
  (p) => p.replace(/\/([^/]*)$/, "/%2e%2e/$1"),
  (p) => `${p}%2F..`,
  (p) => `${p}%00`,
  (p) => `${p};x=1`,
  (p) => `${p}.data`,
];

function addressFor(random: Random): string {
  const roll = random.int(100);
  if (roll < 90) return `10.${random.int(256)}.${random.int(256)}.${1 + random.int(254)}`;
  if (roll < 95) return `2001:db8::${random.int(65536).toString(16)}`;
  return random.pick([
    "unknown",
    "1.2.3.4, 5.6.7.8",
    "999.1.1.1",
    "[::1]",
    "::ffff:10.0.0.1",
    "a".repeat(300),
  ]);
}

export function generateRequest(target: Target, known: KnownValues, random: Random): FuzzRequest {
  const method = random.chance(0.08)
    ? random.pick(random.chance(0.2) ? ODD_METHODS : METHODS)
    : target.method;
  let who: Who = random.pick(
    target.path.startsWith("/api/admin")
      ? ["admin", "admin", "admin", "customer", "anonymous"]
      : ["anonymous", "anonymous", "customer", "admin"],
  );
  if (ENDS_SESSION.test(target.path)) who = "anonymous";

  let path = target.path
    .replace(/:(\w+)/g, (_m, param: string) => segmentFor(param, known, random))
    .replace("*", () => (random.chance(0.5) ? random.pick(STRANGE_SEGMENTS) : "nowhere"));
  if (target.kind === "page" && random.chance(0.15)) path = path === "/" ? "/_root.data" : `${path}.data`;
  if (random.chance(0.06)) path = random.pick(PATH_TRICKS)(path);
  if (method === "GET" || random.chance(0.2)) path += queryFor(target, known, random);

  const headers: Record<string, string> = {
    "x-forwarded-for": addressFor(random),
    "sec-fetch-site": "same-origin",
    accept: target.kind === "page" && random.chance(0.8) ? "text/html" : "application/json",
  };
  let body: Buffer | undefined;
  if (!["GET", "HEAD", "OPTIONS"].includes(method) || random.chance(0.03)) {
    const made = bodyFor(target, known, random);
    body = made.body;
    if (made.contentType) headers["content-type"] = made.contentType;
    headers.origin = random.pick([known.origin, known.origin, known.origin, "https://evil.example", ""]);
    if (!headers.origin) delete headers.origin;
    if (random.chance(0.02))
      headers["content-encoding"] = random.pick(["gzip", "br", "deflate", "x-unknown"]);
  }
  if (who === "anonymous" && random.chance(0.05)) {
    headers.cookie = `better-auth.session_token=${random.pick(STRANGE_SEGMENTS)}`;
  }
  return { who, method, path, headers, body };
}
