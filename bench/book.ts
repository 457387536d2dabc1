/**
 * Load run of POST /api/book: the production build on PostgreSQL, each request a new customer, date and
 * client address (so neither the slot check nor the rate limit refuses it), with the test checkout.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:book
 *   BENCH_DURATION=10 BENCH_CONNECTIONS=10     seconds / concurrent requests (the defaults)
 *
 * A throwaway database is created on that server and dropped afterwards. Exit code 1 on any non-201.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { databaseUrlOf, onServer } from "~db/server-statements";
import { ensureBuild, startApp } from "./support/app-server";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SLOTS = ["09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00", "17:00"];
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error("Set DATABASE_URL to a PostgreSQL server (a throwaway database is created on it).");
  process.exit(2);
}
const duration = Number(process.env.BENCH_DURATION ?? 10) * 1000;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function admin<T>(url: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const name = `bench_book_${crypto.randomBytes(4).toString("hex")}`;
await onServer(serverUrl, `create database ${name}`);
const databaseUrl = databaseUrlOf(serverUrl, name);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-book-"));
Object.assign(process.env, {
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  AUTH_SECRET: crypto.randomBytes(32).toString("base64"),
  PAYMENTS_PROVIDER: "test",
  TRUST_PROXY: "1",
});

await ensureBuild(ROOT);
const app = await startApp(ROOT);
try {
  const [service] = await admin(databaseUrl, async (c) => {
    // One visit per slot is the business's rule; the run books many visits into the same few days.
    await c.query("update business_settings set slot_capacity = 1000000");
    return (await c.query("select id from services where is_active and base_price > 0 order by id limit 1"))
      .rows;
  });
  let sequence = 0;
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  const started = performance.now();
  const deadline = started + duration;

  async function worker() {
    while (performance.now() < deadline) {
      const n = ++sequence;
      const date = new Date(Date.now() + (30 + (n % 300)) * 86_400_000).toISOString().slice(0, 10);
      const t0 = performance.now();
      const res = await fetch(`${app.url}/api/book`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
        body: JSON.stringify({
          name: "Bench Customer",
          email: `bench${n}@example.com`,
          phone: "(325) 555-0100",
          date,
          time: SLOTS[n % SLOTS.length],
          details: "",
          services: [{ serviceId: service.id, quantity: 1 }],
        }),
      }).catch((error: Error) => ({ status: error.message }) as const);
      latencies.push(performance.now() - t0);
      if ("text" in res) await res.text();
      if (res.status !== 201) failures.set(String(res.status), (failures.get(String(res.status)) ?? 0) + 1);
    }
  }
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
  console.log(
    `POST /api/book on PostgreSQL, ${connections} connections, ${seconds.toFixed(1)} s: ` +
      `${latencies.length} requests, ${(latencies.length / seconds).toFixed(1)} req/s, ` +
      `p50 ${pct(50).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms, ` +
      `errors ${[...failures.values()].reduce((a, b) => a + b, 0)}${failures.size ? ` ${JSON.stringify(Object.fromEntries(failures))}` : ""}`,
  );
  process.exitCode = failures.size ? 1 : 0;
} finally {
  await app.stop();
  await onServer(serverUrl, `drop database if exists ${name} with (force)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
