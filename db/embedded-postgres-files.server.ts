import path from "node:path";

/** Where the embedded PostgreSQL keeps its files under DATA_DIR. */
export interface ClusterPaths {
  dataDir: string;
  /** The cluster (PostgreSQL's data folder). */
  cluster: string;
  /** PostgreSQL's lock file: process number, port and state of the running server. */
  postmasterFile: string;
  /** Which process stops the server (JSON: pid, role, start time). */
  ownerFile: string;
  /** The generated password of the `postgres` role, readable by its owner only. */
  passwordFile: string;
  /** The server's own log (warnings and errors). */
  logFile: string;
}

export function clusterPaths(dataDir: string): ClusterPaths {
  const cluster = path.join(dataDir, "postgres");
  return {
    dataDir,
    cluster,
    postmasterFile: path.join(cluster, "postmaster.pid"),
    ownerFile: path.join(dataDir, "postgres.owner"),
    passwordFile: path.join(dataDir, "postgres.password"),
    logFile: path.join(dataDir, "postgres.log"),
  };
}
