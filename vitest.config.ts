import { defineConfig } from "vitest/config";

export default defineConfig({
  // The import aliases are tsconfig.json's `paths` (~/ for app/, ~db/, ~server/, ~tests/, ~scripts/).
  resolve: { tsconfigPaths: true },
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
    // The files of a worker share its loaded modules: loading the server's (Express, the auth library, the
    // SDKs) again for each file took a third of the run. So no file may change a module for the others:
    // no vi.mock; a stubbed global is put back after its test (tests/support/recorded-fetch.ts).
    isolate: false,
  },
});
