/**
 * The fuzzer: the app on a fresh database with the demo business, every API route (read from the Express
 * router and the auth library), every page route, and a stream of generated strange requests sent as an
 * anonymous visitor, a signed-in customer and a signed-in admin. Any 5xx, no answer, or a value only the
 * database refused is a failure.
 */
import http from "node:http";
import { eq } from "drizzle-orm";
import { businessToday } from "~/lib/dates";
import { customers, services } from "~db/schema";
import { seedDemoData } from "~db/seed";
import { INVALID_INPUT } from "~server/api/errors";
import { createAdmin, signInAdmin, signInCustomer } from "~tests/support/auth-helpers";
import { bookingBody, makeService, postJson } from "~tests/support/booking";
import type { Client } from "~tests/support/browser-like-client";
import { makeVisit } from "~tests/support/fixtures";
import { startTestServer, type TestServer } from "~tests/support/test-server";
import { generateRequest } from "./requests";
import { send } from "./send";
import { seededRandom } from "./strange-values";
import { apiTargets, authTargets, pageTargets } from "./targets";
import type { FuzzRequest, KnownValues, Who } from "./types";

export interface FuzzOptions {
  count: number;
  seed: number;
  /** Serve and fuzz the pages too (needs the production build). */
  withPages: boolean;
  /** Requests in flight at once. */
  concurrency?: number;
  /** Let the libraries' console.error and console.warn lines through (counted and dropped otherwise). */
  verbose?: boolean;
  onProgress?: (sent: number) => void;
}

export interface FuzzFailure {
  request: FuzzRequest;
  /** 0 when no answer came (connection dropped or timed out). */
  status: number;
  excerpt: string;
}

/**
 * A 5xx, no answer, or a value that only the database refused: the API's error handler turns PostgreSQL's
 * data exceptions into 400s as a safety net, but each is a check missing at the edge.
 */
const isFailure = (status: number, excerpt: string) =>
  status === 0 || status >= 500 || excerpt.includes(INVALID_INPUT);

export interface FuzzResult {
  sent: number;
  byStatus: Map<number, number>;
  failures: FuzzFailure[];
  targets: number;
  /** Identities whose session did not survive the run (fewer requests reached their routes). */
  lostSessions: Who[];
  /** Lines the libraries wrote to console.error and console.warn (React Router, the auth library, Express). */
  consoleLines: number;
}

/** Counts (and unless verbose, drops) what the libraries print about refused requests; returns the undo. */
function captureConsole(verbose: boolean) {
  const { error, warn } = console;
  const captured = { lines: 0, restore: () => Object.assign(console, { error, warn }) };
  console.error = (...args: unknown[]) => {
    captured.lines++;
    if (verbose) error(...args);
  };
  console.warn = (...args: unknown[]) => {
    captured.lines++;
    if (verbose) warn(...args);
  };
  return captured;
}

const CUSTOMER = "fuzz-customer@example.com";
const ADMIN = "fuzz-admin@example.com";

/** Demo data, a service at the highest price, a customer's visits, a test checkout and inbox items. */
async function prepare(server: TestServer) {
  const db = server.database.db;
  await seedDemoData(db);
  const priciestServiceId = await makeService(db, { name: "Whole House Remodel", basePrice: "99999999.99" });
  await createAdmin(server, ADMIN);
  const admin = (await signInAdmin(server, ADMIN)).client;
  const customer = await signInCustomer(server, CUSTOMER);
  const visits = [
    await makeVisit(db, { email: CUSTOMER, status: "pending" }),
    await makeVisit(db, { email: CUSTOMER, payment: { amount: "100.00" } }),
  ];
  const serviceIds = (await db.select({ id: services.id }).from(services)).map((s) => s.id);
  const booked = await postJson(server.url, "/api/book", bookingBody([{ serviceId: serviceIds[0]! }]));
  const { sessionId, appointmentId } = (await booked.json()) as { sessionId: string; appointmentId: number };
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, CUSTOMER));
  const known: KnownValues = {
    origin: server.url,
    ids: [1, 2, 3, 5, 8, appointmentId, ...visits.map((v) => v.appointmentId), ...serviceIds],
    serviceIds,
    priciestServiceId,
    sessionIds: [sessionId, "test_cs_unknown"],
    emails: [CUSTOMER, "pat@example.com", "PAT@Example.COM"],
    futureDates: Array.from({ length: 100 }, (_, i) =>
      new Date(Date.parse(`${businessToday()}T12:00:00Z`) + (10 + i) * 86_400_000).toISOString().slice(0, 10),
    ),
  };
  return { admin, customer, known, protectedCustomerId: row!.id };
}

export async function runFuzz({
  count,
  seed,
  withPages,
  concurrency = 8,
  verbose = false,
  onProgress,
}: FuzzOptions): Promise<FuzzResult> {
  const server = await startTestServer({
    withPages,
    // TRUST_PROXY: each request names its own client address, so the rate limits let most of them through.
    env: { PAYMENTS_PROVIDER: "test", TRUST_PROXY: "1" },
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  try {
    const { admin, customer, known, protectedCustomerId } = await prepare(server);
    const clients: Record<Who, Client | undefined> = { anonymous: undefined, customer, admin };
    const api = apiTargets(server);
    const auth = authTargets(server);
    const pages = withPages ? pageTargets() : [];
    const random = seededRandom(seed);
    // Deleting the signed-in customer's record would end their session (and the rest of their requests).
    const deletesCustomer = new RegExp(`^/api/admin/customers/${protectedCustomerId}(?:[/?]|$)`, "i");

    const nextRequest = () => {
      const roll = random.next();
      const pool = roll < 0.6 || pages.length === 0 ? (roll < 0.15 ? auth : api) : pages;
      const request = generateRequest(random.pick(pool), known, random);
      if (request.method === "DELETE" && deletesCustomer.test(request.path)) request.who = "customer";
      return request;
    };

    const byStatus = new Map<number, number>();
    const failures: FuzzFailure[] = [];
    let generated = 0;
    let sent = 0;
    const worker = async () => {
      while (generated < count) {
        generated++;
        const request = nextRequest();
        const { status, excerpt } = await send(
          server.url,
          agent,
          request,
          clients[request.who]?.cookieHeader() ?? "",
        );
        byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
        if (isFailure(status, excerpt)) failures.push({ request, status, excerpt });
        if (++sent % 1000 === 0) onProgress?.(sent);
      }
    };
    const output = captureConsole(verbose);
    await Promise.all(Array.from({ length: concurrency }, worker)).finally(output.restore);

    const lostSessions: Who[] = [];
    for (const who of ["customer", "admin"] as const) {
      const res = await clients[who]!.fetch("/api/auth/user");
      if (res.status !== 200) lostSessions.push(who);
    }
    return {
      sent,
      byStatus,
      failures,
      targets: api.length + auth.length + pages.length,
      lostSessions,
      consoleLines: output.lines,
    };
  } finally {
    agent.destroy();
    await server.close();
  }
}

/** The run as text: the counts by status, then every failure. */
export function formatReport(result: FuzzResult): string {
  const lines = [`${result.sent} requests over ${result.targets} routes`, "status  count"];
  for (const [status, n] of [...result.byStatus].sort(([a], [b]) => a - b)) {
    lines.push(`${String(status || "none").padEnd(6)}  ${n}`);
  }
  if (result.lostSessions.length > 0)
    lines.push(`sessions lost during the run: ${result.lostSessions.join(", ")}`);
  lines.push(`${result.consoleLines} lines of library console output (--verbose shows them)`);
  for (const failure of result.failures) lines.push("", describeFailure(failure));
  return lines.join("\n");
}

/** One failure in a few lines: the request (method, path, who, body excerpt, headers) and the answer. */
export function describeFailure({ request, status, excerpt }: FuzzFailure): string {
  const body = request.body ? request.body.toString("utf8").slice(0, 120) : "";
  return [
    `${status || "no answer"}: ${request.method} ${request.path.slice(0, 200)} as ${request.who}`,
    `  sent: ${request.headers["content-type"] ?? "-"} ${JSON.stringify(body)}`,
    `  headers: ${JSON.stringify(request.headers).slice(0, 300)}`,
    `  answer: ${JSON.stringify(excerpt.slice(0, 200))}`,
  ].join("\n");
}
