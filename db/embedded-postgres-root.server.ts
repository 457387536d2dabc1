/**
 * As root, the embedded PostgreSQL server runs as the system user `postgres` (PostgreSQL refuses root), and
 * that user must reach two things: the cluster and the binaries. A folder it cannot enter on the way (any
 * `mktemp -d` is mode 700, and so is `/root`) would stop it with EACCES. Rather than open up someone's private
 * folder, what it must reach is kept under RUNTIME_HOME instead: the cluster in a folder of its own for each
 * DATA_DIR, linked from `DATA_DIR/postgres`, and a copy of the binaries for each version of the package.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { clusterPaths, EmbeddedPostgresError, type ClusterPaths } from "./embedded-postgres-files.server";
import { postgresUser, type PostgresUser } from "./embedded-postgres-process.server";

/** Where the `postgres` user's files go when it cannot reach them where they are. */
export const RUNTIME_HOME = "/var/lib/embedded-postgres";

/**
 * Where the cluster of `dataDir` lives: `DATA_DIR/postgres`, or where that link points. As root, when the
 * `postgres` user cannot reach DATA_DIR, a new cluster is placed under `home` and linked from there; an
 * existing one it cannot reach stops the start with one line saying the ways out.
 */
export function placeCluster(dataDir: string, home = RUNTIME_HOME): ClusterPaths {
  fs.mkdirSync(dataDir, { recursive: true });
  const user = postgresUser();
  // The server runs as an unprivileged user when we are root; it must be able to pass through DATA_DIR.
  if (user) fs.chmodSync(dataDir, fs.statSync(dataDir).mode | 0o711);
  const link = path.join(dataDir, "postgres");
  const target = readLink(link);
  const paths = target ? clusterPaths(dataDir, path.resolve(dataDir, target)) : clusterPaths(dataDir);
  if (!user) return paths;
  if (target) {
    // A folder placed here by an earlier start: made again if it was removed.
    const folder = path.dirname(paths.cluster);
    if (!fs.existsSync(folder))
      makeReachable(folder, home, (cause) => unreachable(folder, link, MOVE_DATA_DIR, cause));
    const blocked = blockedFolder(user, folder);
    if (blocked) throw unreachable(blocked, paths.cluster, MOVE_DATA_DIR);
    return paths;
  }
  const blocked = blockedFolder(user, dataDir);
  if (!blocked) return paths;
  if (fs.existsSync(link)) throw unreachable(blocked, link, MOVE_DATA_DIR);
  const key = crypto.createHash("sha256").update(fs.realpathSync(dataDir)).digest("hex").slice(0, 16);
  const folder = path.join(home, key);
  makeReachable(folder, home, (cause) => unreachable(blocked, link, MOVE_DATA_DIR, cause));
  // For whoever looks in RUNTIME_HOME: which data folder this cluster belongs to.
  fs.writeFileSync(path.join(folder, "DATA_DIR"), `${dataDir}\n`);
  const cluster = path.join(folder, "postgres");
  try {
    fs.symlinkSync(cluster, link);
  } catch (error) {
    // Another process (a command beside a starting site) linked it at the same moment.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return clusterPaths(dataDir, cluster);
}

/**
 * The binaries the `postgres` user runs: those of the package, or when it cannot reach them (a checkout in
 * a private folder) a copy under `home`, made once for each version of the package. A copy rather than a
 * link: PostgreSQL finds its libraries and files from the real location of its executable.
 */
export function reachableBinaries<T extends { initdb: string; postgres: string }>(
  binaries: T,
  home = RUNTIME_HOME,
): T {
  const user = postgresUser();
  if (!user) return binaries;
  const blocked = blockedFolder(user, path.dirname(binaries.postgres));
  if (!blocked) return binaries;
  const native = fs.realpathSync(path.dirname(path.dirname(binaries.postgres)));
  const copy = path.join(home, `postgresql-${packageVersion(native)}`);
  const at = (binary: string) => path.join(copy, path.relative(native, fs.realpathSync(binary)));
  const failed = (cause: string) => unreachable(blocked, native, MOVE_SITE, cause);
  if (!fs.existsSync(at(binaries.postgres))) {
    makeReachable(home, home, failed);
    // Copied aside, then renamed: an interrupted copy is never taken for a complete one.
    const staging = `${copy}.${process.pid}`;
    fs.rmSync(staging, { recursive: true, force: true });
    try {
      copyReadable(native, staging);
      fs.renameSync(staging, copy);
    } catch (error) {
      fs.rmSync(staging, { recursive: true, force: true });
      // Another process copied it at the same moment.
      if (!fs.existsSync(at(binaries.postgres)))
        throw failed(`${copy} could not be made (${(error as Error).message})`);
    }
  }
  return { ...binaries, initdb: at(binaries.initdb), postgres: at(binaries.postgres) };
}

/**
 * The first folder on the way to `target` (itself included) that `user` may not pass through, judged from
 * the owner, group and mode bits as the kernel does; also along the real path when links lead elsewhere.
 */
export function blockedFolder(user: PostgresUser, target: string): string | undefined {
  const resolved = path.resolve(target);
  const real = fs.realpathSync(resolved);
  for (const folder of new Set([...ancestors(resolved), ...ancestors(real)])) {
    const { mode, uid, gid } = fs.statSync(folder);
    const bit = uid === user.uid ? 0o100 : gid === user.gid ? 0o010 : 0o001;
    if (!(mode & bit)) return folder;
  }
  return undefined;
}

/** "/a/b" -> ["/", "/a", "/a/b"]. */
function ancestors(folder: string): string[] {
  const parent = path.dirname(folder);
  return parent === folder ? [folder] : [...ancestors(parent), folder];
}

function readLink(file: string): string | undefined {
  try {
    return fs.readlinkSync(file);
  } catch {
    return undefined; // missing, or a folder
  }
}

/** Makes `folder` (and `home` above it) a folder anyone may pass through and read, owned by root. */
function makeReachable(folder: string, home: string, failed: (cause: string) => Error) {
  try {
    for (const each of new Set([home, folder])) {
      fs.mkdirSync(each, { recursive: true });
      fs.chmodSync(each, 0o755);
    }
  } catch (error) {
    throw failed(`${folder} could not be made (${(error as Error).message})`);
  }
}

/** A copy whose folders and files anyone may read (and run, for what its owner may run). */
function copyReadable(from: string, to: string) {
  fs.mkdirSync(to);
  fs.chmodSync(to, 0o755);
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) copyReadable(source, target);
    else if (entry.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(source), target);
    else {
      fs.copyFileSync(source, target);
      fs.chmodSync(target, fs.statSync(source).mode & 0o100 ? 0o755 : 0o644);
    }
  }
}

/** "linux-x64-18.4.0-beta.17", from the package.json of the platform's binaries package. */
function packageVersion(native: string): string {
  try {
    const { name, version } = JSON.parse(
      fs.readFileSync(path.join(native, "..", "package.json"), "utf8"),
    ) as {
      name: string;
      version: string;
    };
    return `${name.replace(/^@embedded-postgres\//, "")}-${version}`.replace(/[^\w.-]/g, "_");
  } catch {
    return crypto.createHash("sha256").update(native).digest("hex").slice(0, 16);
  }
}

const MOVE_DATA_DIR = "set DATA_DIR to a folder that user can reach";
const MOVE_SITE = "keep the site in a folder that user can reach";

/** The one line that stops the start: which folder, why, and the ways out. */
function unreachable(blocked: string, what: string, wayOut: string, cause?: string) {
  return new EmbeddedPostgresError(
    `The embedded PostgreSQL server runs as the user postgres, which cannot enter ${blocked} (on the way to ` +
      `${what})${cause ? `, and ${cause}` : ""}: ${wayOut}, set DATABASE_URL to a PostgreSQL server, or run ` +
      "the site as a normal user.",
  );
}
