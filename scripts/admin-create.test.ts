import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~db/client.server";
import { selectRows } from "~db/rows";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-create-test-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const run = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(path.resolve("node_modules/.bin/tsx"), ["scripts/admin-create.ts", ...args], {
    encoding: "utf8",
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent", ...env },
  });

// Creating an admin on a fresh embedded database (no site running) runs in the browser tests, which
// create their admins with it.
// A child process starting TypeScript: slower than a unit test, above all on a busy machine.
describe("npm run admin:create", { timeout: 90_000 }, () => {
  it("explains its usage when the email or password is missing", () => {
    const result = run(["--email", "owner@example.com"]);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^Usage: npm run admin:create -- --email <email> --password <password>/m);
  });

  it("creates the admin on the embedded database while the site runs it, and leaves it running", async () => {
    const site = await openDatabase({ dataDir, role: "site" });
    try {
      await site.migrate();
      const result = run(["--email", "Owner@Example.com", "--password", "big country owner 2026"]);
      expect(result.stderr).toBe("");
      expect(result.stdout).toMatch(/^Created the admin owner@example\.com\./);
      const rows = await selectRows(
        site.db,
        sql`select is_admin from users where email = 'owner@example.com'`,
      );
      expect(rows).toEqual([{ is_admin: true }]);
    } finally {
      await site.close();
    }
  });

  it("names the address the site on the folder answers at, or SITE_URL when given", () => {
    // What a site started with PORT=4711 records as it listens (server/site-address.ts).
    fs.writeFileSync(path.join(dataDir, "site-address"), "http://localhost:4711\n");
    const recorded = run(["--email", "owner@example.com", "--password", "big country owner 2027"], {
      SITE_URL: "",
      PORT: "",
    });
    expect(recorded.stderr).toBe("");
    expect(recorded.stdout).toContain("Sign in at http://localhost:4711/login.");
    const given = run(["--email", "owner@example.com", "--password", "big country owner 2028"], {
      SITE_URL: "https://remodel.example.com",
    });
    expect(given.stdout).toContain("Sign in at https://remodel.example.com/login.");
  });
});
