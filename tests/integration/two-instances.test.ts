/**
 * Two site processes on one PostgreSQL database and one S3 bucket behave as one site: a photo uploaded
 * through one is served by the other, an admin edit through one shows at once on the other's cached home
 * page, a rate limit counts both, each job runs once, and 50 bookings of one slot spread over both give one
 * booking. Runs the production build (`npm run build` first).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrPromoteAdmin } from "~/features/auth/admin-accounts.server";
import { businessToday } from "~/lib/dates";
import { selectRows } from "~db/rows";
import { bookingBody, freshDate, newClientIp, postJson } from "~tests/support/booking";
import { browserLikeClient, type Client } from "~tests/support/browser-like-client";
import { solidImage } from "~tests/support/images";
import { mailsTo, MAIL_DEADLINE } from "~tests/support/outbox";
import { waitForIdleQueue } from "~tests/support/queue";
import { startS3Server, type S3TestServer } from "~tests/support/s3-server";
import {
  cleanUpServerProcesses,
  randomPort,
  requireProductionBuild,
  startServer,
  temporaryDir,
} from "~tests/support/server-process";
import { createTestDatabase, type TestDatabase } from "~tests/support/test-database";
import { upload } from "~tests/support/uploads";

interface Instance {
  url: string;
  outbox: string;
}

const ADMIN = { email: "owner@example.com", password: "a long admin passphrase" };
let database: TestDatabase;
let s3: S3TestServer;
let a: Instance;
let b: Instance;
let adminOnA: Client;

async function startInstance(): Promise<Instance> {
  const port = randomPort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = temporaryDir();
  const server = startServer({
    PORT: String(port),
    SITE_URL: url,
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    // What must match across instances: the database, the bucket and the secret that signs sessions.
    AUTH_SECRET: "a-secret-shared-by-both-instances-0123456789",
    ...s3.env,
    TRUST_PROXY: "1",
    PAYMENTS_PROVIDER: "test",
    // An admin signs in here with a password alone (production asks for an authenticator code as well);
    // the page cache is on as in production.
    NODE_ENV: "test",
    PAGE_CACHE: "on",
  });
  await server.listening;
  return { url, outbox: `${dataDir}/outbox` };
}

beforeAll(async () => {
  requireProductionBuild();
  database = await createTestDatabase({ migrated: false });
  s3 = await startS3Server();
  // Started together: they take turns migrating and seeding the empty database.
  [a, b] = await Promise.all([startInstance(), startInstance()]);
  await createOrPromoteAdmin(database.db, { ...ADMIN, firstName: "Dana" });
  adminOnA = browserLikeClient(a.url);
  const signIn = await adminOnA.post("/api/auth/sign-in/email", ADMIN);
  expect(signIn.status).toBe(200);
}, 120_000);

afterAll(async () => {
  cleanUpServerProcesses();
  await s3?.close();
  await database?.dispose();
});

describe("two instances on one database and one bucket", { timeout: 60_000 }, () => {
  it("serves from one instance a photo uploaded through the other", async () => {
    const bytes = await solidImage(640, 480);
    const response = await upload(adminOnA, bytes);
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };

    const served = await fetch(`${b.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(
      Buffer.from(await served.arrayBuffer())
        .subarray(8, 12)
        .toString(),
    ).toBe("WEBP");
  });

  it("shows an admin edit made through one instance at once on the other's cached home page", async () => {
    const [service] = (await (await fetch(`${a.url}/api/services`)).json()) as { id: number; name: string }[];
    // The home page is in B's cache.
    await fetch(`${b.url}/`);
    const cached = await fetch(`${b.url}/`);
    expect(cached.headers.get("x-cache")).toBe("HIT");
    expect(await cached.text()).toContain(service!.name);

    const all = (await (await adminOnA.fetch("/api/admin/services")).json()) as { id: number }[];
    const full = all.find((candidate) => candidate.id === service!.id);
    const renamed = "Whole-House Remodeling";
    const saved = await adminOnA.fetch(`/api/admin/services/${service!.id}`, {
      method: "PUT",
      json: { ...full, name: renamed },
    });
    expect(saved.status).toBe(200);
    // The notice reaches B through PostgreSQL within moments of the answer.
    await expect
      .poll(async () => (await (await fetch(`${b.url}/`)).text()).includes(renamed), {
        timeout: 2_000,
        interval: 20,
      })
      .toBe(true);
  });

  it("counts a client's requests on both instances against one limit", async () => {
    const ip = newClientIp();
    const quote = {
      name: "Rate Tester",
      email: "rate@example.com",
      phone: "(325) 555-0101",
      serviceType: "Kitchen Remodeling",
      details: "Counting requests on two instances at once.",
      preferredDate: businessToday(),
    };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const instance = i % 2 === 0 ? a : b;
      statuses.push((await postJson(instance.url, "/api/quotes", quote, ip)).status);
    }
    // Five a window per client, wherever they land.
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("runs each job once, whichever instance queued it", async () => {
    const emails = Array.from({ length: 10 }, (_, i) => `link${i}@example.com`);
    await Promise.all(
      emails.map((email, i) =>
        browserLikeClient(i % 2 === 0 ? a.url : b.url).post(
          "/api/auth/sign-in/magic-link",
          { email, callbackURL: "/" },
          { "x-forwarded-for": newClientIp() },
        ),
      ),
    );
    const delivered = () =>
      emails.map((email) => [...mailsTo(a.outbox, email), ...mailsTo(b.outbox, email)].length);
    await expect.poll(() => delivered().every((count) => count >= 1), MAIL_DEADLINE).toBe(true);
    // Once nothing is left to run on either worker, each mail went out once.
    await waitForIdleQueue(database.db);
    expect(delivered()).toEqual(emails.map(() => 1));
  });

  it("gives 50 concurrent bookings of one slot, spread over both, exactly one booking", async () => {
    const [service] = (await (await fetch(`${a.url}/api/services`)).json()) as { id: number }[];
    const date = freshDate();
    const statuses = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const body = bookingBody([{ serviceId: service!.id }], { date, time: "10:00" });
        return (await postJson(i % 2 === 0 ? a.url : b.url, "/api/book", body)).status;
      }),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 409)).toBe(true);
    const stored = await selectRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from bookings where date = ${date} and time = '10:00'`,
    );
    expect(stored).toEqual([{ count: 1 }]);
  });
});
