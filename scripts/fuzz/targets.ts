/** What the fuzzer aims at: every route of the API, of the auth library and of the pages, read from the app. */
import routeConfig from "~/routes";
import { listRoutes } from "~tests/support/api-routes";
import type { TestServer } from "~tests/support/test-server";
import type { Target } from "./types";

/** The page routes of app/routes.ts as paths ("/", "/services", "/checkout/test/:sessionId", "/*"). */
export function pageTargets(): Target[] {
  const out: Target[] = [];
  const walk = (entries: Array<{ path?: string; index?: boolean; children?: unknown[] }>, prefix: string) => {
    for (const entry of entries) {
      const path = entry.path ? `${prefix}/${entry.path}` : prefix;
      out.push({ method: "GET", path: path || "/", kind: "page" });
      if (entry.children) walk(entry.children as typeof entries, path);
    }
  };
  walk(routeConfig as Array<{ path?: string }>, "");
  return out;
}

/** better-auth's endpoints under /api/auth, from its API object (server-only ones have no path). */
export function authTargets(server: TestServer): Target[] {
  const endpoints = Object.values(server.auth.api) as Array<{
    path?: string;
    options?: { method?: string | string[] };
  }>;
  return endpoints.flatMap((endpoint) => {
    if (!endpoint?.path) return [];
    const methods = [endpoint.options?.method ?? "GET"].flat().filter((m) => m !== "*");
    return methods.map((method) => ({ method, path: `/api/auth${endpoint.path}`, kind: "auth" as const }));
  });
}

/** The Express routes under /api (the pages' catch-all is fuzzed through the page routes instead). */
export function apiTargets(server: TestServer): Target[] {
  return listRoutes(server.app)
    .filter(({ path }) => path.startsWith("/api/"))
    .map(({ method, path }) => ({ method, path, kind: "api" as const }));
}
