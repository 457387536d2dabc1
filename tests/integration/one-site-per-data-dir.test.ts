/**
 * One site runs on a DATA_DIR (its embedded PostgreSQL server is the site's own): a second one is refused
 * with one line while the first keeps serving, the commands still work beside it, and a kill -9 of the site
 * does not keep the next one out. Runs the production build (`npm run build` first).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  cleanUpServerProcesses,
  randomPort,
  requireProductionBuild,
  startServer,
  temporaryDir,
} from "~tests/support/server-process";

afterEach(cleanUpServerProcesses);
beforeAll(requireProductionBuild);

const status = async (port: number, page = "/") => (await fetch(`http://127.0.0.1:${port}${page}`)).status;

// Three site starts on one embedded database (the first creates it) and a command through tsx.
describe("a DATA_DIR in use", { timeout: 120_000 }, () => {
  it("refuses a second site with one line, keeps the first serving, and lets a command in", async () => {
    const dataDir = temporaryDir();
    const port = randomPort();
    const first = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await first.listening;

    const second = startServer({ PORT: String(randomPort()), DATA_DIR: dataDir });
    // Refused at once (not listening on its own port).
    expect(await Promise.race([second.exited, second.listening.then(() => "listening")])).toBe(1);
    const lines = second.output().trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe(
      `DATA_DIR ${dataDir} is in use by a running site (pid ${first.child.pid}): one site runs on a data ` +
        "folder; to run several instances, give them one PostgreSQL server with DATABASE_URL.",
    );
    expect(await status(port, "/api/ready")).toBe(200);

    // A command still connects through the running site's server, and leaves it running.
    const seed = spawnSync(path.resolve("node_modules/.bin/tsx"), ["db/seed-cli.ts"], {
      encoding: "utf8",
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
    });
    expect(seed.stdout).toContain("The database already has data: nothing seeded.");
    expect(seed.status).toBe(0);
    expect(await status(port)).toBe(200);
    // Stopped as a process manager stops it, the site stops its PostgreSQL server too.
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
  });

  it("starts a site after a kill -9 of the one that ran there", async () => {
    const dataDir = temporaryDir();
    const port = randomPort();
    const crashed = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await crashed.listening;
    crashed.child.kill("SIGKILL");
    await crashed.exited;

    const next = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await next.listening;
    expect(await status(port)).toBe(200);
    next.child.kill("SIGTERM");
    expect(await next.exited).toBe(0);
  });
});
