/**
 * Starting the embedded PostgreSQL server (its settings, a free port, its log) and waiting until it accepts
 * connections; and finding the one already running for a cluster.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import { binaries, cannotRun } from "./embedded-postgres-binaries.server";
import { EmbeddedPostgresError, type ClusterPaths } from "./embedded-postgres-files.server";
import { isAlive, postgresUser, readPostmaster, type Postmaster } from "./embedded-postgres-process.server";

const READY_TIMEOUT_MS = 60_000;

/** The server answering for this cluster, if any; a lock file left by a dead or unrelated process is removed. */
export async function runningServer(paths: ClusterPaths): Promise<Postmaster | undefined> {
  const postmaster = readPostmaster(paths);
  if (!postmaster) return undefined;
  if (!postmaster.ours) {
    // Its process is gone, or its number now belongs to another program: PostgreSQL would refuse to start.
    fs.rmSync(paths.postmasterFile, { force: true });
    return undefined;
  }
  return postmaster.ready ? postmaster : waitUntilReady(paths, postmaster.pid);
}

export async function startServer(paths: ClusterPaths, throwaway = false) {
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

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
