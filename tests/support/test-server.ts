/** The API served on a free port for one test file, over a clean database. */
import type { AddressInfo } from "node:net";
import { loadConfig } from "../../app/lib/env.server";
import { createApp } from "../../server/app";
import { createLogger } from "../../server/logger";
import { createTestDatabase, type TestDatabase } from "./test-database";

export interface TestServer {
  url: string;
  database: TestDatabase;
  close(): Promise<void>;
}

/** `env` adds configuration, e.g. `{ TRUST_PROXY: "true" }` to give each test its own client address. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env });
  const app = createApp({ config, database, logger: createLogger("silent") });
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
