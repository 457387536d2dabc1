import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import type { RequestHandler } from "express";
import type { AppLoadContext, ServerBuild } from "react-router";
import type { Auth } from "~/features/auth/auth.server";
import { imageStorageFrom } from "~/features/uploads/image-storage.server";
import type { Config } from "~/lib/env.server";
import type { PostRefusal } from "~/lib/form-post.server";
import type { PaymentFlowDeps } from "~/workflows/payment-flow-deps";
import type { Db } from "~db/client.server";
import type { Logger } from "./logger";

const BUILD_DIR = path.resolve("build");

export interface PageDependencies {
  db: Db;
  config: Config;
  auth: Auth;
  logger: Logger;
}

/**
 * What loaders and actions get. Loaders read with it; writes go through the JSON API (docs/decisions/0008),
 * except the forms that post natively (docs/decisions/0020), whose actions call the same workflows.
 */
function getLoadContext({ db, config, auth, logger }: PageDependencies) {
  // Made from the configuration as the API's is: the same folder or bucket.
  const storage = imageStorageFrom(config);
  const privateMedia = imageStorageFrom(config, "private");
  return (_req: unknown, res: { locals: Record<string, unknown> }): AppLoadContext => ({
    db,
    config,
    auth,
    storage,
    privateMedia,
    logger,
    cspNonce: String(res.locals.cspNonce),
    payments: res.locals.paymentFlows as PaymentFlowDeps,
    postRefusal: res.locals.postRefusal as PostRefusal | undefined,
  });
}

/** The production build: server bundle plus the client files it references. */
export async function productionPages(deps: PageDependencies) {
  const serverEntry = path.join(BUILD_DIR, "server", "index.js");
  const build = (await import(serverEntry).catch(() => {
    throw new Error(`No production build at ${serverEntry}. Run \`npm run build\` first.`);
  })) as ServerBuild;
  return {
    handler: createRequestHandler({ build, getLoadContext: getLoadContext(deps) }) as RequestHandler,
    staticDir: path.join(BUILD_DIR, "client"),
  };
}

/** Development: Vite compiles on request and reloads the browser on change. */
export async function developmentPages(deps: PageDependencies) {
  const vite = await import("vite");
  const server = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
  return {
    devMiddleware: server.middlewares as unknown as RequestHandler,
    handler: createRequestHandler({
      build: () => server.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      getLoadContext: getLoadContext(deps),
    }) as RequestHandler,
    close: () => server.close(),
  };
}
