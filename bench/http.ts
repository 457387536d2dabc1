/**
 * HTTP benchmark: the production app against a bare node:http baseline that replays the app's own bytes,
 * so the ratio app/baseline is the cost of the app itself (routing, middleware, database, rendering).
 *
 *   npm run bench                              embedded PostgreSQL in a temporary DATA_DIR, demo data seeded
 *   DATABASE_URL=postgres://… npm run bench    the same against that PostgreSQL server instead
 *   BENCH_DURATION=10 BENCH_CONNECTIONS=10     seconds per run / concurrent connections (the defaults)
 *
 * With DATABASE_URL the back office is measured too: a bench-only database on that server is filled with
 * 100,000 appointments (BENCH_APPOINTMENTS) and 100,000 invoices with 150,000 payments (BENCH_INVOICES,
 * BENCH_INVOICE_PAYMENTS), an admin signs in (development mode, so without two-factor), and every
 * back-office figure and list is loaded; the database is dropped afterwards.
 *   BENCH_SECTIONS=admin                       only the back office (public,admin by default)
 *   BENCH_ENDPOINTS=admin-invoices,admin-rec   only the endpoints whose names start so
 *
 * Exit code 1 if the app answered any non-2xx or had connection errors during the runs.
 */
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createAdminBenchDatabase, signInBenchAdmin, type AdminBenchDatabase } from "./support/admin-data";
import { ensureBuild, startApp, type AppServer } from "./support/app-server";
import {
  captureResponse,
  startBaseline,
  type BaselineServer,
  type CapturedResponse,
  type Headers,
} from "./support/baseline";
import { formatTable, runLoad, type LoadOptions, type LoadResult } from "./support/load";

export interface Endpoint {
  /** Unique label in the table. */
  name: string;
  path: string;
  /** Extra request headers for this endpoint only, e.g. a session cookie for admin pages. */
  headers?: Headers;
}

const ENDPOINTS: Endpoint[] = [
  { name: "services-api", path: "/api/services" },
  { name: "home-page", path: "/" },
];

const adminEndpoints = (cookie: string): Endpoint[] =>
  [
    { name: "admin-stats", path: "/api/admin/stats" },
    { name: "admin-dashboard", path: "/api/admin/dashboard" },
    { name: "admin-customers", path: "/api/admin/customers" },
    { name: "admin-customers-by-spent", path: "/api/admin/customers?sort=-totalSpent" },
    { name: "admin-customers-by-visit", path: "/api/admin/customers?sort=-lastAppointment" },
    { name: "admin-customers-search", path: "/api/admin/customers?q=customer1234" },
    { name: "admin-appointments", path: "/api/admin/appointments" },
    { name: "admin-appointments-summary", path: "/api/admin/appointments/summary" },
    { name: "admin-appointments-completed", path: "/api/admin/appointments?status=completed&sort=-date" },
    { name: "admin-appointments-search", path: "/api/admin/appointments?q=customer1234" },
    { name: "admin-invoices", path: "/api/admin/invoices" },
    { name: "admin-invoices-overdue", path: "/api/admin/invoices?status=overdue" },
    { name: "admin-invoices-search", path: "/api/admin/invoices?q=customer1234" },
    { name: "admin-receivables", path: "/api/admin/receivables" },
  ].map((e) => ({ ...e, headers: { cookie } }));

/** BENCH_ENDPOINTS=admin-invoices,admin-receivables: only the endpoints whose names start so (all when unset). */
function selected(endpoints: Endpoint[]): Endpoint[] {
  const prefixes = (process.env.BENCH_ENDPOINTS ?? "").split(",").filter(Boolean);
  return prefixes.length === 0
    ? endpoints
    : endpoints.filter((e) => prefixes.some((prefix) => e.name.startsWith(prefix)));
}

// Sent to app and baseline alike, and when capturing, so both serve the same (compressed) bytes.
const COMMON_HEADERS: Headers = { "accept-encoding": "gzip" };

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a positive whole number (got "${raw}")`);
  return value;
}

function describe(captured: CapturedResponse): string {
  const { "content-type": type = "?", "content-encoding": encoding = "identity" } = captured.headers;
  return `${captured.status} ${type}, ${encoding}, ${captured.body.length} bytes`;
}

let app: AppServer | undefined;
let baseline: BaselineServer | undefined;
let adminDatabase: AdminBenchDatabase | undefined;

async function cleanup() {
  const [b, a, d] = [baseline, app, adminDatabase];
  baseline = app = adminDatabase = undefined;
  await b?.close();
  await a?.stop();
  await d?.drop();
}

/** Captures each endpoint's answer, then loads the app and its byte-for-byte baseline, one run at a time. */
async function measure(target: AppServer, endpoints: Endpoint[], load: LoadOptions): Promise<LoadResult[]> {
  const names = new Set(endpoints.map((e) => e.name));
  const paths = new Set(endpoints.map((e) => e.path));
  // The baseline routes by path alone, so two endpoints on one path could not be told apart.
  if (names.size !== endpoints.length || paths.size !== endpoints.length) {
    throw new Error("Endpoint names and paths must be unique");
  }
  const captured = new Map<string, CapturedResponse>();
  for (const endpoint of endpoints) {
    const response = await captureResponse(target.url + endpoint.path, {
      ...COMMON_HEADERS,
      ...endpoint.headers,
    });
    if (response.status < 200 || response.status > 299) {
      throw new Error(
        `GET ${endpoint.path} answered ${response.status}; refusing to benchmark an error page`,
      );
    }
    captured.set(endpoint.path, response);
    console.log(`captured GET ${endpoint.path}: ${describe(response)}`);
  }
  baseline = await startBaseline(captured);

  // One run at a time: on a small machine concurrent runs would measure each other.
  const results: LoadResult[] = [];
  for (const endpoint of endpoints) {
    const headers = { ...COMMON_HEADERS, ...endpoint.headers };
    for (const [kind, url] of [
      ["app", target.url],
      ["baseline", baseline.url],
    ] as const) {
      process.stdout.write(`running ${kind} ${endpoint.path} ...`);
      const result = await runLoad(kind, endpoint.name, url, endpoint.path, headers, load);
      results.push(result);
      console.log(` ${result.requestsPerSecond.toFixed(1)} req/s`);
    }
  }
  await baseline.close();
  baseline = undefined;
  return results;
}

async function startMeasuredApp(label: string, start: () => Promise<AppServer>): Promise<AppServer> {
  const startedAt = Date.now();
  const started = await start();
  console.log(
    `${label}: ${started.database}, app ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
  );
  return started;
}

async function main(): Promise<number> {
  const load: LoadOptions = {
    durationSeconds: positiveInt("BENCH_DURATION", 10),
    connections: positiveInt("BENCH_CONNECTIONS", 10),
  };
  const sections = (process.env.BENCH_SECTIONS ?? "public,admin").split(",");
  await ensureBuild(ROOT);

  const cpus = os.cpus();
  // Other work on the machine skews every number below; the load average tells the reader how much.
  const load1m = os.loadavg()[0] ?? 0;
  console.log(
    `machine:  ${cpus.length} CPU (${cpus[0]?.model.trim() ?? "unknown"}), ${os.platform()}/${os.arch()}, node ${process.version}`,
  );
  console.log(
    `          load average ${load1m.toFixed(2)}${load1m >= cpus.length ? " - busy machine, expect noisy numbers" : ""}`,
  );
  console.log(`load:     ${load.connections} connections, ${load.durationSeconds} s per run, pipelining 1\n`);

  const results: LoadResult[] = [];
  if (sections.includes("public")) {
    app = await startMeasuredApp("database", () => startApp(ROOT));
    results.push(...(await measure(app, selected(ENDPOINTS), load)));
    await app.stop();
    app = undefined;
  }

  const serverUrl = process.env.DATABASE_URL;
  if (sections.includes("admin") && !serverUrl) {
    console.log(
      "\nadmin:    skipped (needs DATABASE_URL, a PostgreSQL server to create its bench database on)",
    );
  } else if (sections.includes("admin") && serverUrl) {
    const appointments = positiveInt("BENCH_APPOINTMENTS", 100_000);
    const invoices = positiveInt("BENCH_INVOICES", 100_000);
    const invoicePayments = positiveInt("BENCH_INVOICE_PAYMENTS", 150_000);
    const filledAt = Date.now();
    adminDatabase = await createAdminBenchDatabase(serverUrl, { appointments, invoices, invoicePayments });
    console.log(
      `\nadmin:    ${appointments} appointments, ${invoices} invoices and ${invoicePayments} invoice payments generated in ${((Date.now() - filledAt) / 1000).toFixed(1)} s`,
    );
    app = await startMeasuredApp("database", () =>
      startApp(ROOT, { databaseUrl: adminDatabase!.url, nodeEnv: "development" }),
    );
    const cookie = await signInBenchAdmin(app.url);
    results.push(...(await measure(app, selected(adminEndpoints(cookie)), load)));
  }

  console.log(`\n${formatTable(results)}\n`);
  const failed = results.filter((r) => r.target === "app" && (r.non2xx > 0 || r.errors > 0));
  for (const r of failed)
    console.error(`FAIL: app ${r.path} had ${r.non2xx} non-2xx answers and ${r.errors} errors`);
  return failed.length > 0 ? 1 : 0;
}

// Ctrl-C or a kill: stop the app and remove its temporary data before leaving.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping`);
    void cleanup().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  });
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  })
  .then(async (code) => {
    await cleanup();
    process.exit(code);
  });
