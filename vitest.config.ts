import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["{app,server,db,scripts,tests}/**/*.test.{ts,tsx}"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One PostgreSQL server for the run, a database copied from a migrated template for each file.
    globalSetup: ["tests/support/database-server.ts"],
    // Two workers match the machine's two cores.
    maxWorkers: 2,
  },
});
