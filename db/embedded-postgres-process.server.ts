/**
 * Who runs the embedded PostgreSQL server, read from the files beside it: PostgreSQL's own lock file
 * (`postmaster.pid`) and ours (`postgres.owner`: the process that stops it; `site.lock`, the one site on the
 * folder, is taken in embedded-postgres-site-lock.server.ts). A process number is only believed when it still
 * names the same process: after a crash the number may belong to another program.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import type { ClusterPaths } from "./embedded-postgres-files.server";

/** The site takes over a server whose owner crashed; a command (db:seed, admin:create) never does. */
export type Role = "site" | "command";

export interface Postmaster {
  pid: number;
  port: number;
  /** Whether that process is alive and is the server of this cluster (not a reused process number). */
  ours: boolean;
  ready: boolean;
}

export function readPostmaster(paths: ClusterPaths): Postmaster | undefined {
  let lines: string[];
  try {
    lines = fs.readFileSync(paths.postmasterFile, "utf8").split("\n");
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0) return { pid: 0, port, ours: false, ready: false };
  return { pid, port, ours: isServerOf(pid, paths.cluster), ready: lines[7]?.trim() === "ready" };
}

/** A PostgreSQL server works in its data folder: its current directory tells which cluster it serves. */
function isServerOf(pid: number, cluster: string): boolean {
  if (!isAlive(pid)) return false;
  if (os.platform() !== "linux") return true;
  try {
    return fs.realpathSync(`/proc/${pid}/cwd`) === fs.realpathSync(cluster);
  } catch {
    return false;
  }
}

export interface Owner {
  pid: number;
  role: Role;
  alive: boolean;
}

export function ownerOf(paths: ClusterPaths): Owner | undefined {
  try {
    const { pid, role, started } = JSON.parse(fs.readFileSync(paths.ownerFile, "utf8")) as {
      pid: number;
      role: Role;
      started?: string;
    };
    return { pid, role, alive: stillRunning({ pid, started }) };
  } catch {
    return undefined;
  }
}

export function recordOwner(paths: ClusterPaths, role: Role) {
  fs.writeFileSync(paths.ownerFile, JSON.stringify({ ...thisProcess(), role }));
}

/** A process as the lock files record it: its number, and its start time to tell a reused number apart. */
export interface ProcessRecord {
  pid: number;
  started?: string;
}

export const thisProcess = (): ProcessRecord => ({ pid: process.pid, started: startTimeOf(process.pid) });

export const stillRunning = ({ pid, started }: ProcessRecord) => isAlive(pid) && startTimeOf(pid) === started;

/** When the process started (Linux: clock ticks since boot), so that a reused number is told apart. */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (2nd field) may hold spaces; fields after its closing parenthesis are plain.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !isZombie(pid);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function isZombie(pid: number) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).startsWith("Z");
  } catch {
    return false;
  }
}

export async function waitForExit(pid: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
}

export interface PostgresUser {
  uid: number;
  /** Its group: the only one its processes have (a spawn as another user drops the supplementary groups). */
  gid: number;
}

let user: PostgresUser | undefined;

/**
 * PostgreSQL refuses to run as root. When we are root, it runs as the system user `postgres`, made if
 * missing (as the embedded-postgres package does); undefined when we are not root and it runs as us.
 */
export function postgresUser(): PostgresUser | undefined {
  if (os.platform() === "win32" || process.getuid?.() !== 0) return undefined;
  const ids = () => ({
    uid: Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" })),
    gid: Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" })),
  });
  try {
    user ??= ids();
  } catch {
    execFileSync("useradd", ["--system", "--user-group", "--no-create-home", "postgres"]);
    user = ids();
  }
  return user;
}
