/**
 * The app under test: the production build run as a child process, on a free port, against a throwaway
 * embedded database (or the PostgreSQL server named by DATABASE_URL).
 */
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { hasProductionBuild, PRODUCTION_NODE_ARGS } from "~scripts/production-server";

const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

export interface AppServer {
  url: string;
  /** Human-readable database engine, e.g. "embedded PostgreSQL (temporary DATA_DIR)". */
  database: string;
  stop(): Promise<void>;
}

/** Builds once: production runs the compiled server and React Router's bundle from build/. */
export async function ensureBuild(root: string): Promise<void> {
  if (hasProductionBuild(root)) {
    console.log("Measuring the production build in build/ (run `npm run build` first after a change).");
    return;
  }
  console.log("No production build found: running `npm run build`...");
  const code = await exitCode(spawn("npm", ["run", "build"], { cwd: root, stdio: "inherit" }));
  if (code !== 0) throw new Error(`npm run build failed (exit code ${code})`);
}

export interface StartOptions {
  /** The database to run on (default DATABASE_URL, else a temporary embedded one). */
  databaseUrl?: string;
  /** "development" lets a bench admin in without two-factor authentication (production requires it). */
  nodeEnv?: "production" | "development";
}

export async function startApp(
  root: string,
  { databaseUrl = process.env.DATABASE_URL, nodeEnv = "production" }: StartOptions = {},
): Promise<AppServer> {
  const port = await freePort();
  // A fresh directory per run so that every run measures the same seeded demo data.
  const dataDir = databaseUrl ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
  const child = spawn(process.execPath, PRODUCTION_NODE_ARGS, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: nodeEnv,
      // Production on PostgreSQL needs a shared secret; one app process needs only a throwaway one.
      AUTH_SECRET: process.env.AUTH_SECRET || crypto.randomBytes(32).toString("base64"),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: "",
      SEED_DEMO_DATA: "true",
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  forwardOutput(child);

  const removeDataDir = () => {
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // Last resort if the bench dies without running stop() (uncaught exception, process.exit elsewhere).
  const onExit = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    removeDataDir();
  };
  process.on("exit", onExit);

  const stop = async () => {
    process.off("exit", onExit);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = exitCode(child);
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    // Only after the exit: the embedded PostgreSQL server works in DATA_DIR until the site stops it.
    removeDataDir();
  };

  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    database: databaseUrl ? `postgres (${redact(databaseUrl)})` : "embedded PostgreSQL (temporary DATA_DIR)",
    stop,
  };
}

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The app exited during start (${child.exitCode ?? child.signalCode}); see the [app] lines above`,
      );
    }
    const status = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(2_000) }).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `The app did not answer 200 on /api/ready within ${READY_TIMEOUT_MS / 1000} s; see the [app] lines above`,
  );
}

/** Forwards the app's log lines (warnings and worse at LOG_LEVEL=warn), prefixed so they stand out. */
function forwardOutput(child: ChildProcess): void {
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString("utf8").split("\n")) {
      if (line.trim()) process.stderr.write(`[app] ${line}\n`);
    }
  };
  child.stdout?.on("data", onData);
  child.stderr?.on("data", onData);
}

function exitCode(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });
}

/** Asks the OS for an unused port; the tiny race before the app binds it is acceptable for a bench. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The connection URL without its password, fit for printing. */
function redact(databaseUrl: string): string {
  try {
    const parsed = new URL(databaseUrl);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "DATABASE_URL";
  }
}
