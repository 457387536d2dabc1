/** Every route of an Express app, read from its router stack (so a route added later is listed too). */
import type { Express } from "express";

export interface ApiRoute {
  method: string;
  path: string;
  /** The route's own handlers (route-level middleware included). */
  handlers: Array<(...args: never[]) => unknown>;
}

interface Layer {
  route?: {
    path: string | string[];
    methods: Record<string, boolean>;
    stack: Array<{ handle: ApiRoute["handlers"][number] }>;
  };
  handle: { stack?: Layer[] };
  rawPath?: string | string[];
}

function walk(stack: Layer[], prefix: string, out: ApiRoute[]) {
  for (const layer of stack) {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const path of paths) {
        for (const method of Object.keys(layer.route.methods).filter((m) => m !== "_all")) {
          out.push({
            method: method.toUpperCase(),
            path: `${prefix}${path}`,
            handlers: layer.route.stack.map((l) => l.handle),
          });
        }
      }
    } else if (layer.handle?.stack) {
      const mounts = Array.isArray(layer.rawPath) ? layer.rawPath : [layer.rawPath ?? "/"];
      for (const mount of mounts) walk(layer.handle.stack, mount === "/" ? prefix : `${prefix}${mount}`, out);
    }
  }
}

export function listRoutes(app: Express): ApiRoute[] {
  const routes: ApiRoute[] = [];
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, "", routes);
  return routes;
}

/** The route's path with every `:param` replaced by `value`. */
export const fillParams = (path: string, value: string) => path.replace(/:(\w+)/g, value);
