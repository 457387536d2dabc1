/**
 * As root, the embedded PostgreSQL server runs as the user `postgres`, which cannot enter a private folder
 * (mode 700, as any `mktemp -d` and `/root`): a DATA_DIR or a checkout inside one still works, through a
 * cluster and a copy of the binaries kept where that user can reach them. Runs as root only.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./client.server";
import { EmbeddedPostgresError } from "./embedded-postgres-files.server";
import { postgresUser } from "./embedded-postgres-process.server";
import { placeCluster, reachableBinaries, RUNTIME_HOME } from "./embedded-postgres-root.server";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
/** A folder only root may enter (mkdtemp makes it mode 700). */
const privateDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "private-"));
  dirs.push(dir);
  return dir;
};

// Each test starts a PostgreSQL server or copies its binaries.
describe.runIf(process.getuid?.() === 0)(
  "as root, in a folder the postgres user cannot enter",
  { timeout: 60_000 },
  () => {
    it("keeps the cluster of a DATA_DIR there where that user reaches it, linked from DATA_DIR", async () => {
      const parent = privateDir();
      const dataDir = path.join(parent, "data");
      const first = await openDatabase({ dataDir });
      await first.migrate();
      await first.db.execute(
        "insert into reviews (author, rating, text, reviewed_on) values ('Flo', 5, 'Great', '2026-01-01')",
      );
      await first.close();

      const link = path.join(dataDir, "postgres");
      expect(fs.lstatSync(link).isSymbolicLink()).toBe(true);
      const cluster = fs.realpathSync(link);
      dirs.push(path.dirname(cluster));
      expect(path.dirname(path.dirname(cluster))).toBe(RUNTIME_HOME);
      expect(fs.readFileSync(path.join(path.dirname(cluster), "DATA_DIR"), "utf8")).toBe(`${dataDir}\n`);
      // The private folder stays private.
      expect(fs.statSync(parent).mode & 0o777).toBe(0o700);

      const again = await openDatabase({ dataDir });
      try {
        const { rows } = (await again.db.execute("select author from reviews")) as unknown as {
          rows: unknown[];
        };
        expect(rows).toEqual([{ author: "Flo" }]);
      } finally {
        await again.close();
      }
    });

    it("runs a copy of the binaries when that user cannot reach the package's", async () => {
      const user = postgresUser()!;
      const { postgres, initdb } = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as {
        postgres: string;
        initdb: string;
      };
      // The package in a private folder, as in a checkout under /root.
      const parent = privateDir();
      fs.symlinkSync(path.dirname(path.dirname(postgres)), path.join(parent, "native"));
      const inside = (binary: string) => path.join(parent, "native", "bin", path.basename(binary));
      const version = (binary: string) =>
        spawnSync(binary, ["--version"], { uid: user.uid, gid: user.gid, encoding: "utf8" });
      expect(version(inside(postgres)).error).toMatchObject({ code: "EACCES" });

      const home = privateDir();
      fs.chmodSync(home, 0o755);
      const reachable = reachableBinaries({ postgres: inside(postgres), initdb: inside(initdb) }, home);
      expect(path.relative(home, reachable.postgres)).toMatch(/^postgresql-[^/]+\/bin\/postgres$/);
      expect(version(reachable.postgres).stdout).toMatch(/^postgres \(PostgreSQL\) 18\./);
      expect(version(reachable.initdb).stdout).toMatch(/^initdb \(PostgreSQL\) 18\./);
      // Made once a version.
      expect(reachableBinaries({ postgres: inside(postgres), initdb: inside(initdb) }, home)).toEqual(
        reachable,
      );
    });

    it("stops with one line naming the folder and the ways out when there is nowhere else to go", () => {
      const parent = privateDir();
      const dataDir = path.join(parent, "data");
      // A folder that cannot be made: its parent is a file.
      const file = path.join(parent, "file");
      fs.writeFileSync(file, "");
      const nowhere = path.join(file, "embedded-postgres");
      expect(() => placeCluster(dataDir, nowhere)).toThrow(EmbeddedPostgresError);
      expect(() => placeCluster(dataDir, nowhere)).toThrow(
        new RegExp(
          `^The embedded PostgreSQL server runs as the user postgres, which cannot enter ${parent} \\(on the way ` +
            `to ${dataDir}/postgres\\), and ${nowhere}/\\w+ could not be made \\(.+\\): set DATA_DIR to a folder ` +
            "that user can reach, set DATABASE_URL to a PostgreSQL server, or run the site as a normal user\\.$",
        ),
      );
    });
  },
);
