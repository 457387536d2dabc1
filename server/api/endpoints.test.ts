/**
 * The definitions and the router agree: every endpoint defined in a feature (app/features/<feature>/
 * endpoints.ts) is served by exactly one route with its method and path, built from it (serve.ts), and every
 * route under /api is a definition's, but for the few that are not JSON for the browser (listed below).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Endpoint } from "~/lib/endpoint";
import { listRoutes, type ApiRoute } from "~tests/support/api-routes";
import { startTestServer, type TestServer } from "~tests/support/test-server";

/**
 * Routes that are not JSON endpoints of the site's own pages, each for its reason: redirects a link follows,
 * the probes of whoever runs the site, files, and the card and text providers' signed webhooks (better-auth's own
 * routes under /api/auth are its handler's, not listed as routes).
 */
const NOT_JSON_ENDPOINTS = new Set<string>([
  "GET /api/login",
  "GET /api/logout",
  "GET /api/health",
  "GET /api/ready",
  "GET /api/appointments/:id/calendar.ics",
  "GET /api/visits/:token/calendar.ics",
  "GET /api/admin/estimates/:id/pdf",
  "GET /api/admin/invoices/:id/pdf",
  "GET /api/admin/change-orders/:id/pdf",
  "GET /api/admin/exports/invoices.csv",
  "GET /api/admin/exports/payments.csv",
  "GET /api/admin/exports/download",
  "POST /api/webhooks/stripe",
  "POST /api/webhooks/sms",
  "POST /api/webhooks/sms/status",
]);

const modules = import.meta.glob<Record<string, Record<string, Endpoint>>>(
  "../../app/features/*/*endpoints.ts",
  {
    eager: true,
  },
);
const definitions = Object.values(modules).flatMap((module) =>
  Object.values(module).flatMap((group) =>
    typeof group === "object" && group !== null
      ? Object.values(group).filter((value): value is Endpoint => typeof value?.path === "string")
      : [],
  ),
);

let server: TestServer;
let routes: ApiRoute[];
beforeAll(async () => {
  server = await startTestServer();
  routes = listRoutes(server.app).filter((route) => route.path.startsWith("/api/"));
});
afterAll(() => server?.close());

const servedFrom = (route: ApiRoute) =>
  route.handlers.map((handler) => (handler as { endpoint?: Endpoint }).endpoint).find(Boolean);
const key = (method: string, path: string) => `${method} ${path}`;

describe("the endpoints' definitions", () => {
  it("are found in the features", () => {
    expect(definitions.length).toBeGreaterThan(0);
  });

  it("are each served by exactly one route, at their method and path, built from the definition", () => {
    const problems = definitions.flatMap((definition) => {
      const serving = routes.filter((route) => servedFrom(route) === definition);
      if (serving.length !== 1)
        return [`${key(definition.method, definition.path)}: ${serving.length} routes`];
      const [route] = serving;
      return key(route.method, route.path) === key(definition.method, definition.path)
        ? []
        : [`${key(definition.method, definition.path)} served at ${key(route.method, route.path)}`];
    });
    expect(problems).toEqual([]);
  });

  it("cover every route under /api but the few that are not JSON endpoints", () => {
    const undefinedRoutes = routes
      .filter((route) => !servedFrom(route))
      .map((route) => key(route.method, route.path))
      .filter((route) => !NOT_JSON_ENDPOINTS.has(route));
    expect(undefinedRoutes).toEqual([]);
  });
});
