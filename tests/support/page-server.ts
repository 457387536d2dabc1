/**
 * The whole site (API and server-rendered pages from the production build) on a free port, over a clean
 * database seeded with the demo business. Needs `npm run build`.
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import { loadConfig } from "../../app/lib/env.server";
import { seedDemoData } from "../../db/seed";
import { createApp } from "../../server/app";
import { createLogger } from "../../server/logger";
import { productionPages } from "../../server/pages";
import { createTestDatabase } from "./test-database";
import type { TestServer } from "./test-server";

export async function startPageServer({ siteUrl }: { siteUrl: string }): Promise<TestServer> {
  if (!fs.existsSync("build/server/index.js")) {
    throw new Error("No production build: run `npm run build` first.");
  }
  const database = await createTestDatabase();
  await seedDemoData(database.db);
  const config = loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", SITE_URL: siteUrl });
  const pages = await productionPages(database.db, config);
  const app = createApp({ config, database, logger: createLogger("silent"), pages });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    database,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.dispose();
    },
  };
}
