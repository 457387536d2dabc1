/** The PostgreSQL programs of this platform, and running them with their failures as one-line errors. */
import { spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { EmbeddedPostgresError } from "./embedded-postgres-files.server";
import { reachableBinaries } from "./embedded-postgres-root.server";

export function run(command: string, args: string[], user?: { uid: number; gid: number }) {
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
export const cannotRun = (command: string, error: Error) =>
  new EmbeddedPostgresError(
    `Cannot run ${command} (${(error as NodeJS.ErrnoException).code ?? error.message}).`,
  );

/**
 * The PostgreSQL binaries of this platform, from the package `embedded-postgres` installed for it (as root,
 * a copy the server's user can reach when it cannot reach the package: embedded-postgres-root.server.ts).
 */
export async function binaries(): Promise<{ initdb: string; postgres: string }> {
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
