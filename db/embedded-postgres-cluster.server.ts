/** Creating the embedded PostgreSQL cluster on first use (initdb), with its generated password. */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { binaries, run } from "./embedded-postgres-binaries.server";
import type { ClusterPaths } from "./embedded-postgres-files.server";
import { postgresUser } from "./embedded-postgres-process.server";

/** Creates the cluster on first use (in a side folder, renamed when complete) and returns its password. */
export async function ensureCluster(paths: ClusterPaths): Promise<string> {
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
