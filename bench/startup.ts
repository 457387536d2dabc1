/**
 * Start-up and memory of the production server on a built tree, as `npm start` runs it:
 *
 *   npm run bench:startup                              embedded PostgreSQL in a temporary DATA_DIR
 *   DATABASE_URL=postgres://… npm run bench:startup    a throwaway database on that server per fresh start
 *   BENCH_STARTUP_RUNS=3                               fresh + existing starts to time (the default)
 *
 * Each run starts the site on a fresh DATA_DIR (the embedded server is created, migrated and seeded), stops
 * it, and starts it again on the same folder. After the last start, 1,000 requests over the public pages and
 * read API, then the memory of the site's process tree (the site and its embedded PostgreSQL processes).
 *
 * Exit code 1 when a first page takes 3 s or more, when the tree's PSS reaches 300 MiB, or on a failed request.
 */
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureBuild } from "./support/app-server";
import {
  embeddedData,
  memoryAfterLoad,
  serverData,
  startTimed,
  stopAll,
  type DataPlace,
  type MemoryAfterLoad,
  type StartupRun,
} from "./support/startup";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const FIRST_PAGE_BUDGET_MS = 3_000;
const PSS_BUDGET_MIB = 300;
const REQUESTS = 1_000;

const mib = (kb: number) => (kb / 1024).toFixed(1);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function runsFromEnv(): number {
  const raw = process.env.BENCH_STARTUP_RUNS ?? "3";
  const runs = Number(raw);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`BENCH_STARTUP_RUNS must be a positive whole number (got "${raw}")`);
  return runs;
}

function printRuns(runs: StartupRun[]) {
  console.log("data       ready ms   first page ms   site CPU ms");
  for (const r of runs)
    console.log(
      `${r.data.padEnd(9)} ${r.readyMs.toFixed(0).padStart(9)} ${r.firstPageMs.toFixed(0).padStart(15)} ${String(r.cpuMs).padStart(13)}`,
    );
  for (const data of ["fresh", "existing"] as const) {
    const of = runs.filter((r) => r.data === data);
    console.log(
      `median ${data}: first 200 after ${median(of.map((r) => r.readyMs)).toFixed(0)} ms, first page after ${median(of.map((r) => r.firstPageMs)).toFixed(0)} ms`,
    );
  }
}

function printMemory({ requests, failed, tree }: MemoryAfterLoad) {
  console.log(`\nmemory after ${requests} requests (${failed} failed), process tree:`);
  console.log("     pid   RSS MiB   PSS MiB  command");
  for (const p of tree.processes)
    console.log(
      `${String(p.pid).padStart(8)} ${mib(p.rssKb).padStart(9)} ${mib(p.pssKb).padStart(9)}  ${p.command.slice(0, 70)}`,
    );
  console.log(`PSS sum of the tree: ${mib(tree.pssKb)} MiB (${tree.processes.length} processes)`);
}

// What a Ctrl-C must remove once the site is stopped (its embedded server stops with it).
let place: DataPlace | undefined;

async function main(): Promise<number> {
  const runs = runsFromEnv();
  await ensureBuild(ROOT);
  const cpus = os.cpus();
  const load1m = os.loadavg()[0] ?? 0;
  console.log(
    `machine: ${cpus.length} CPU, node ${process.version}, load average ${load1m.toFixed(2)}${load1m >= cpus.length ? " - busy machine, expect noisy numbers" : ""}`,
  );

  const serverUrl = process.env.DATABASE_URL;
  const timed: StartupRun[] = [];
  let memory: MemoryAfterLoad | undefined;
  for (let i = 0; i < runs; i++) {
    place = serverUrl ? await serverData(serverUrl) : embeddedData();
    try {
      if (i === 0) console.log(`database: ${place.describe}\n`);
      const fresh = await startTimed(ROOT, place, "fresh");
      timed.push(fresh.run);
      await fresh.stop();
      const existing = await startTimed(ROOT, place, "existing");
      timed.push(existing.run);
      if (i === runs - 1) memory = await memoryAfterLoad(existing, REQUESTS);
      await existing.stop();
    } finally {
      await place.dispose();
      place = undefined;
    }
  }

  printRuns(timed);
  printMemory(memory!);

  const problems: string[] = [];
  const slowest = Math.max(...timed.map((r) => r.firstPageMs));
  if (slowest >= FIRST_PAGE_BUDGET_MS)
    problems.push(`a first page took ${slowest.toFixed(0)} ms (budget ${FIRST_PAGE_BUDGET_MS} ms)`);
  if (memory!.tree.pssKb / 1024 >= PSS_BUDGET_MIB)
    problems.push(`the process tree holds ${mib(memory!.tree.pssKb)} MiB PSS (budget ${PSS_BUDGET_MIB} MiB)`);
  if (memory!.failed > 0) problems.push(`${memory!.failed} requests failed`);
  for (const problem of problems) console.error(`FAIL: ${problem}`);
  return problems.length > 0 ? 1 : 0;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping`);
    void (async () => {
      await stopAll();
      await place?.dispose();
    })().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  });
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  })
  .then((code) => process.exit(code));
