import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./client.server";
import { clusterPaths } from "./embedded-postgres-files.server";
import { isAlive, readPostmaster } from "./embedded-postgres-process.server";

const dirs: string[] = [];
const open: Database[] = [];
afterEach(async () => {
  for (const database of open.splice(0).reverse()) await database.close().catch(() => {});
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "embedded-"));
  dirs.push(dir);
  return dir;
};
const opened = async (dataDir: string, role: "site" | "command" = "site") => {
  const database = await openDatabase({ dataDir, role });
  open.push(database);
  return database;
};
const authors = async (database: Database) =>
  ((await database.db.execute("select author from reviews order by id")) as unknown as { rows: unknown[] })
    .rows;

/** The site in another process, killed with SIGKILL once it has committed a review. */
async function siteKilledAfterCommit(dataDir: string, author: string) {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "tests/support/embedded-site-process.ts", author],
    {
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk) => String(chunk).includes("committed") && resolve());
    child.once("exit", (code) => reject(new Error(`the site process exited (${code})`)));
  });
  child.kill("SIGKILL");
  await new Promise((resolve) => child.once("exit", resolve));
}

// Each test starts PostgreSQL servers (and some a Node process): slower than a unit test.
describe("embedded PostgreSQL", { timeout: 60_000 }, () => {
  it("keeps its data under DATA_DIR across restarts, and stops the server on close", async () => {
    const dir = tempDir();
    const first = await openDatabase({ dataDir: dir });
    expect(first.engine).toBe("embedded");
    await first.migrate();
    await first.db.execute(
      "insert into reviews (author, rating, text, reviewed_on) values ('Ann', 5, 'Great', '2026-01-01')",
    );
    const { pid } = readPostmaster(clusterPaths(dir))!;
    await first.close();
    expect(isAlive(pid)).toBe(false);

    const second = await opened(dir);
    expect(await authors(second)).toEqual([{ author: "Ann" }]);
  });

  it("lets a command use the server while the site runs, and leaves it running", async () => {
    const dir = tempDir();
    const site = await opened(dir);
    await site.migrate();
    const command = await openDatabase({ dataDir: dir, role: "command" });
    await command.db.execute(
      "insert into reviews (author, rating, text, reviewed_on) values ('Bo', 5, 'Fine', '2026-01-01')",
    );
    await command.close();
    expect(await authors(site)).toEqual([{ author: "Bo" }]);
  });

  it("after a kill -9 of the site, takes over its server and keeps what it committed", async () => {
    const dir = tempDir();
    await siteKilledAfterCommit(dir, "Cy");
    const orphan = readPostmaster(clusterPaths(dir))!;
    expect(orphan.ours).toBe(true);

    const site = await opened(dir);
    expect(await authors(site)).toEqual([{ author: "Cy" }]);
    // The new site stops the server it took over.
    await site.close();
    expect(isAlive(orphan.pid)).toBe(false);
  });

  it("after a kill -9 of the site and of its server, recovers and keeps what was committed", async () => {
    const dir = tempDir();
    await siteKilledAfterCommit(dir, "Di");
    process.kill(readPostmaster(clusterPaths(dir))!.pid, "SIGKILL");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await authors(await opened(dir))).toEqual([{ author: "Di" }]);
  });

  it("ignores lock files whose process number now belongs to another program", async () => {
    const dir = tempDir();
    await siteKilledAfterCommit(dir, "Ed");
    const paths = clusterPaths(dir);
    process.kill(readPostmaster(paths)!.pid, "SIGKILL");
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Both numbers are reused: the server's by this test process, the site's by our parent.
    const lines = fs.readFileSync(paths.postmasterFile, "utf8").split("\n");
    lines[0] = String(process.pid);
    fs.writeFileSync(paths.postmasterFile, lines.join("\n"));
    fs.writeFileSync(paths.ownerFile, JSON.stringify({ pid: process.ppid, role: "site", started: "0" }));

    const site = await opened(dir);
    expect(await authors(site)).toEqual([{ author: "Ed" }]);
    expect(readPostmaster(paths)!.pid).not.toBe(process.pid);
  });
});
