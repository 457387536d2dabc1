/** The real server process (the compiled server, as `npm start` runs it) as a child of a test, and what it leaves behind. */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { hasProductionBuild, productionNodeArgs, SERVER_ENTRY } from "~scripts/production-server";

const children: ChildProcess[] = [];
const dirs: string[] = [];

/** For afterEach: kills the processes a test started and removes its directories. */
export function cleanUpServerProcesses() {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/** A temporary directory, removed by cleanUpServerProcesses. */
export function temporaryDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "server-"));
  dirs.push(dir);
  return dir;
}

/**
 * A port for a site the test starts, below Linux's ephemeral range (32768 and up), from which every outgoing
 * connection (the tests' own to PostgreSQL among them) takes its local port: a port drawn there could be
 * held by one of those at the moment the site listens (EADDRINUSE).
 */
export const randomPort = () => 20_000 + Math.floor(Math.random() * 12_000);

export function requireProductionBuild() {
  if (!hasProductionBuild()) throw new Error("No production build: run `npm run build` first.");
}

/**
 * The site as `npm start` runs it, or with `entry` another process of it (the worker, whose `listening`
 * resolves when it works the queues); `nodeOptions` go before it (an `--import` that watches it).
 */
export function startServer(
  env: Record<string, string>,
  { entry = SERVER_ENTRY, nodeOptions = [] }: { entry?: string; nodeOptions?: string[] } = {},
) {
  const child = spawn(process.execPath, [...nodeOptions, ...productionNodeArgs(entry)], {
    env: { PATH: process.env.PATH, NODE_ENV: "production", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk) => (stdout += chunk));
  child.stderr!.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const listening = new Promise<void>((resolve, reject) => {
    const ready = entry === SERVER_ENTRY ? "listening on" : "working the job queues";
    child.stdout!.on("data", () => stdout.includes(ready) && resolve());
    void exited.then(() => reject(new Error(`server exited: ${stdout}${stderr}`)));
  });
  // An exit after a successful start is not an error for callers that already saw it listening.
  listening.catch(() => {});
  return { child, exited, listening, output: () => stdout + stderr };
}
