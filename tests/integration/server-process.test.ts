/** The real server process: how it starts, refuses bad configuration, and stops. Needs `npm run build`. */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  cleanUpServerProcesses,
  randomPort,
  requireProductionBuild,
  startServer,
  temporaryDir,
} from "~tests/support/server-process";
import { createTestDatabase } from "~tests/support/test-database";

afterEach(cleanUpServerProcesses);

describe("configuration errors", { timeout: 60_000 }, () => {
  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ DATABASE_URL: "nonsense" }, "DATABASE_URL"],
    // Instances on one PostgreSQL server must share the secret: none may invent its own.
    [{ DATABASE_URL: "postgres://u@127.0.0.1:1/db" }, "AUTH_SECRET"],
  ])("%o stops the start with one line naming the variable and exit code 1", async (env, name) => {
    const server = startServer(env);
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Invalid configuration: ${name} `));
  });
});

// Each test starts a real server process (build loading, migrations, seeding): allow for a slow machine.
describe("the production server", { timeout: 120_000 }, () => {
  beforeAll(requireProductionBuild);

  it("finishes an in-flight request on SIGTERM, then exits 0", async () => {
    const dataDir = temporaryDir();
    const port = randomPort();
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await server.listening;

    // A request whose body is still arriving when the signal comes.
    const body = JSON.stringify({ name: "slow request" });
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(
        {
          port,
          method: "POST",
          path: "/api/no-such-route",
          headers: { "content-type": "application/json", "content-length": body.length },
        },
        (res) => {
          let text = "";
          res.on("data", (chunk) => (text += chunk));
          res.on("end", () => resolve({ status: res.statusCode!, text }));
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, 5));
      setTimeout(() => {
        server.child.kill("SIGTERM");
        setTimeout(() => req.end(body.slice(5)), 500);
      }, 200);
    });

    expect(await response).toEqual({ status: 404, text: JSON.stringify({ message: "Not found" }) });
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("stopped");
    // The embedded PostgreSQL server it started was stopped with it.
    expect(fs.existsSync(path.join(dataDir, "postgres", "postmaster.pid"))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, "postgres.owner"))).toBe(false);
  });

  it("migrates and seeds an empty database, then serves it", async () => {
    // The embedded database by default; the PostgreSQL server when the tests run against one.
    const database = process.env.TEST_DATABASE_URL
      ? await createTestDatabase({ migrated: false })
      : undefined;
    const dataDir = temporaryDir();
    const port = randomPort();
    const env: Record<string, string> = database?.url
      ? { DATABASE_URL: database.url, AUTH_SECRET: "a-secret-for-this-test-only-0123456789" }
      : { DATA_DIR: dataDir };
    const server = startServer({ PORT: String(port), ...env });
    try {
      await server.listening;
      const services = (await (await fetch(`http://127.0.0.1:${port}/api/services`)).json()) as unknown[];
      expect(services).toHaveLength(8);
      const home = await (await fetch(`http://127.0.0.1:${port}/`)).text();
      expect(home).toContain("hello@bigcountryhomeremodeling.com");
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
      await database?.dispose();
    }
  });

  it("logs JSON lines without secrets", async () => {
    const dataDir = temporaryDir();
    const port = randomPort();
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await server.listening;
    await fetch(`http://127.0.0.1:${port}/api/services?email=someone@example.com`, {
      headers: { cookie: "session=very-secret-cookie", authorization: "Bearer very-secret-token" },
    });
    server.child.kill("SIGTERM");
    await server.exited;
    const lines = server.output().trim().split("\n");
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    expect(lines.some((l) => l.includes('"/api/services"'))).toBe(true);
    expect(server.output()).not.toMatch(/very-secret|someone@example\.com/);
  });
});
