import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DatabaseInUseError, openDatabase } from "./client.server";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-"));
  dirs.push(dir);
  return dir;
};

describe("embedded database", () => {
  it("persists data under DATA_DIR across restarts", async () => {
    const dir = tempDir();
    const first = await openDatabase({ dataDir: dir });
    await first.migrate();
    await first.db.execute(
      "insert into reviews (author, rating, text, reviewed_on) values ('Ann', 5, 'Great', '2026-01-01')",
    );
    await first.close();

    const second = await openDatabase({ dataDir: dir });
    await second.migrate();
    const { rows } = (await second.db.execute("select author from reviews")) as unknown as {
      rows: unknown[];
    };
    expect(rows).toEqual([{ author: "Ann" }]);
    await second.close();
  });

  it("refuses a second opener while the folder is held, instead of corrupting it", async () => {
    const dir = tempDir();
    const holder = await openDatabase({ dataDir: dir });
    // Another live process holds the lock (our parent stands in for it).
    fs.writeFileSync(path.join(dir, "pglite.lock"), String(process.ppid));
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DatabaseInUseError);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by another process/);
    await holder.close();
  });

  it("takes over a lock left by a process that no longer exists", async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "pglite.lock"), "999999");
    const database = await openDatabase({ dataDir: dir });
    await database.ping();
    await database.close();
    expect(fs.existsSync(path.join(dir, "pglite.lock"))).toBe(false);
  });
});
