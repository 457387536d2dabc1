/**
 * Start-up and memory of the production server as `npm start` runs it (a built tree): milliseconds from
 * the spawn to the first 200 of `/api/ready` and then of `/`, on a fresh DATA_DIR (the embedded server is
 * created, migrated, seeded) and on an existing one; then the memory of the process tree (the site plus its
 * embedded PostgreSQL) after a mix of page and API requests.
 */
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PUBLIC_PAGES } from "~/lib/site-pages";
import { databaseUrlOf, onServer } from "~db/server-statements";
import { PRODUCTION_NODE_ARGS } from "~scripts/production-server";
import { freePort } from "./app-server";
import { cpuMsOf, treeMemory, type TreeMemory } from "./process-tree";

const READY_TIMEOUT_MS = 60_000;
const POLL_MS = 10;

/** What visitors ask for most: the public pages, their data requests and the read API. */
export const REQUEST_MIX = [
  ...PUBLIC_PAGES,
  "/login",
  "/sitemap.xml",
  "/robots.txt",
  "/api/services",
  "/api/projects",
  "/api/contact-info",
  "/services.data",
];

export interface StartupRun {
  data: "fresh" | "existing";
  /** From the spawn to the first 200 of /api/ready. */
  readyMs: number;
  /** From the spawn to the first 200 of `/` (asked right after ready). */
  firstPageMs: number;
  /** CPU time the site's own process had used by then. */
  cpuMs: number;
}

export interface MemoryAfterLoad {
  requests: number;
  failed: number;
  tree: TreeMemory;
}

interface Started {
  child: ChildProcess;
  url: string;
  run: StartupRun;
  stop(): Promise<void>;
}

/** Where the site keeps its data: a folder for the embedded server, or a database on DATABASE_URL's server. */
export interface DataPlace {
  env(): Record<string, string>;
  describe: string;
  dispose(): Promise<void>;
}

export function embeddedData(): DataPlace {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-startup-"));
  return {
    env: () => ({ DATA_DIR: dataDir }),
    describe: "embedded PostgreSQL (temporary DATA_DIR)",
    async dispose() {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function serverData(serverUrl: string): Promise<DataPlace> {
  const name = `bench_startup_${crypto.randomBytes(4).toString("hex")}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = databaseUrlOf(serverUrl, name);
  // Each instance on one server shares the secret; one process needs only a throwaway one.
  const secret = crypto.randomBytes(32).toString("base64");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-startup-"));
  return {
    env: () => ({ DATABASE_URL: url, AUTH_SECRET: secret, DATA_DIR: dataDir }),
    describe: `PostgreSQL server (throwaway database ${name})`,
    async dispose() {
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const started = new Set<() => Promise<void>>();

/** Stops every site started here that still runs (for a Ctrl-C in the middle of a start). */
export async function stopAll(): Promise<void> {
  await Promise.all([...started].map((stop) => stop()));
}

/** Starts the site on `place` and times it; `data` says whether the place was used before. */
export async function startTimed(root: string, place: DataPlace, data: StartupRun["data"]): Promise<Started> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    HOST: "127.0.0.1",
    PORT: String(port),
    PAYMENTS_PROVIDER: "test",
    ...place.env(),
  };
  const startedAt = performance.now();
  const child = spawn(process.execPath, PRODUCTION_NODE_ARGS, {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    started.delete(stop);
  };
  started.add(stop);
  try {
    await firstOk(`${url}/api/ready`, child, () => output);
    const readyMs = performance.now() - startedAt;
    const cpuMs = cpuMsOf(child.pid!);
    await firstOk(`${url}/`, child, () => output);
    const firstPageMs = performance.now() - startedAt;
    return { child, url, run: { data, readyMs, firstPageMs, cpuMs }, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Sends `count` GETs cycling through the mix, `concurrency` at a time, then reads the tree's memory. */
export async function memoryAfterLoad(
  started: Started,
  count = 1_000,
  concurrency = 10,
): Promise<MemoryAfterLoad> {
  let next = 0;
  let failed = 0;
  const client = async () => {
    while (next < count) {
      const path = REQUEST_MIX[next++ % REQUEST_MIX.length]!;
      const response = await fetch(started.url + path, { headers: { "accept-encoding": "gzip" } }).catch(
        () => undefined,
      );
      await response?.arrayBuffer();
      if (!response?.ok) failed++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  return { requests: count, failed, tree: treeMemory(started.child.pid!) };
}

async function firstOk(url: string, child: ChildProcess, output: () => string) {
  const deadline = performance.now() + READY_TIMEOUT_MS;
  while (performance.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The site exited during start (${child.exitCode ?? child.signalCode}):\n${output()}`);
    const status = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
      async (res) => (await res.arrayBuffer(), res.status),
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`No 200 from ${url} within ${READY_TIMEOUT_MS / 1000} s:\n${output()}`);
}
