import path from "node:path";

/** What the embedded database reports to whoever starts it: a one-line message, shown as it is. */
export class EmbeddedPostgresError extends Error {}

/** Where the embedded PostgreSQL keeps its files under DATA_DIR. */
export interface ClusterPaths {
  dataDir: string;
  /**
   * The cluster (PostgreSQL's data folder): `DATA_DIR/postgres`, or where that link points when the server's
   * user cannot reach DATA_DIR (see embedded-postgres-root.server.ts).
   */
  cluster: string;
  /** PostgreSQL's lock file: process number, port and state of the running server. */
  postmasterFile: string;
  /** Which process stops the server (JSON: pid, role, start time). */
  ownerFile: string;
  /** Which site process runs on this folder (JSON: pid, start time): one site a folder. */
  siteLockFile: string;
  /** The generated password of the `postgres` role, readable by its owner only. */
  passwordFile: string;
  /** The server's own log (warnings and errors). */
  logFile: string;
}

export function clusterPaths(dataDir: string, cluster = path.join(dataDir, "postgres")): ClusterPaths {
  return {
    dataDir,
    cluster,
    postmasterFile: path.join(cluster, "postmaster.pid"),
    ownerFile: path.join(dataDir, "postgres.owner"),
    siteLockFile: path.join(dataDir, "site.lock"),
    passwordFile: path.join(dataDir, "postgres.password"),
    logFile: path.join(dataDir, "postgres.log"),
  };
}
