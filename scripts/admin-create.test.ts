import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-create-test-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const run = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(path.resolve("node_modules/.bin/tsx"), ["scripts/admin-create.ts", ...args], {
    encoding: "utf8",
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent", ...env },
  });

// The command's success path (creating an admin on a fresh embedded database) runs in the browser tests,
// which create their admin with it; these are the refusals.
// A child process starting TypeScript: slower than a unit test, above all on a busy machine.
describe("npm run admin:create", { timeout: 90_000 }, () => {
  it("explains its usage when the email or password is missing", () => {
    const result = run(["--email", "owner@example.com"]);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^Usage: npm run admin:create -- --email <email> --password <password>/m);
  });

  it("refuses while the server holds the embedded database", () => {
    // The server's lock: a live process's pid (this test's own).
    fs.writeFileSync(path.join(dataDir, "pglite.lock"), String(process.pid));
    const result = run(["--email", "owner@example.com", "--password", "big country owner 2026"]);
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toMatch(
      /is in use by another process \(pid \d+\)\. Stop that process first\.$/,
    );
    fs.rmSync(path.join(dataDir, "pglite.lock"));
  });
});
