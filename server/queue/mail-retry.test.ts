/**
 * A mail server that refuses mail delays it instead of losing it: the booking and the sign-in request are
 * answered at once, their mail jobs wait out their backoff (brought forward here by moving the job's start
 * time, never by sleeping) and go once the server accepts again. A sign-in link never shows in the logs.
 */
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobName } from "~/lib/queue/job-catalog";
import { demoSettings } from "~db/demo-data";
import { selectRows } from "~db/rows";
import { bookingBody, ensureSettings, makeService, postJson } from "~tests/support/booking";
import { browserLikeClient } from "~tests/support/browser-like-client";
import { linkIn, MAIL_DEADLINE, parseEml, type OutboxMail } from "~tests/support/outbox";
import { startTestServer, type TestServer } from "~tests/support/test-server";

let smtp: SMTPServer;
let server: TestServer;
let accepting = false;
const delivered: OutboxMail[] = [];
const logs: string[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onRcptTo(_address, _session, callback) {
      if (accepting) return callback();
      callback(Object.assign(new Error("Mail system busy, try again later"), { responseCode: 451 }));
    },
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        delivered.push(parseEml("smtp", raw.replace(/\r\n/g, "\n")));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as AddressInfo;
  server = await startTestServer({
    env: { TRUST_PROXY: "1", SMTP_URL: `smtp://127.0.0.1:${port}` },
    logTo: { write: (line: string) => void logs.push(line) },
  });
  await ensureSettings(server.database.db);
});
afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

interface QueuedMail {
  id: string;
  state: string;
  attempts: number;
  delaySeconds: number;
}

const jobsOf = (name: JobName) =>
  selectRows<QueuedMail>(
    server.database.db,
    sql`select id::text, state::text, retry_count + 1 as attempts,
          extract(epoch from start_after - now())::float as "delaySeconds"
        from pgboss.job where name = ${name} order by created_on`,
  );
/** The server is back: the jobs waiting for their retry are due now, as if their wait had passed. */
async function serverBack(names: JobName[]) {
  accepting = true;
  for (const name of names) {
    await server.database.db.execute(
      sql`update pgboss.job set start_after = now() where name = ${name} and state = 'retry'`,
    );
  }
}
const deliveredTo = (to: string) => delivered.filter((mail) => mail.to === to);

describe("while the mail server refuses mail", () => {
  it("a booking is answered at once, and its confirmation and notice go once the server is back", async () => {
    accepting = false;
    const free = await makeService(server.database.db, { name: "Free Estimate", basePrice: "0.00" });
    const email = "patient@example.com";
    const booked = await postJson(server.url, "/api/book", bookingBody([{ serviceId: free }], { email }));
    expect(booked.status).toBe(201);

    const names: JobName[] = ["mail.booking-confirmation", "mail.booking-notice"];
    const firstFailed = async () =>
      (await Promise.all(names.map(jobsOf))).flat().map((j) => [j.state, j.attempts]);
    await expect.poll(firstFailed, MAIL_DEADLINE).toEqual([
      ["retry", 1],
      ["retry", 1],
    ]);
    // The first retry waits 30 to 60 seconds.
    for (const job of (await Promise.all(names.map(jobsOf))).flat()) {
      expect(job.delaySeconds).toBeGreaterThan(25);
      expect(job.delaySeconds).toBeLessThanOrEqual(60);
    }
    expect(delivered).toEqual([]);

    await serverBack(names);
    await expect.poll(() => deliveredTo(email).length, MAIL_DEADLINE).toBe(1);
    await expect.poll(() => deliveredTo(demoSettings.email).length, MAIL_DEADLINE).toBe(1);
    expect(deliveredTo(email)[0]!.subject).toMatch(/confirmed/);
    expect(deliveredTo(demoSettings.email)[0]!.text).toContain(email);
    await expect.poll(firstFailed, MAIL_DEADLINE).toEqual([
      ["completed", 2],
      ["completed", 2],
    ]);
  });

  it("a sign-in link goes once the server is back, and works; the logs never show it", async () => {
    accepting = false;
    const client = browserLikeClient(server.url);
    const email = "waiting-link@example.com";
    expect((await client.post("/api/auth/sign-in/magic-link", { email, callbackURL: "/" })).status).toBe(200);
    const state = async () => (await jobsOf("mail.sign-in-link")).map((j) => [j.state, j.attempts]);
    await expect.poll(state, MAIL_DEADLINE).toEqual([["retry", 1]]);
    expect(logs.join("")).toMatch(/"queue":"mail.sign-in-link".*"msg":"job failed; it will be retried"/);

    await serverBack(["mail.sign-in-link"]);
    await expect.poll(() => deliveredTo(email).length, MAIL_DEADLINE).toBe(1);
    const link = linkIn(deliveredTo(email)[0]!);
    const verify = await client.fetch(link);
    expect(verify.status).toBe(302);
    expect((await client.fetch("/api/auth/user")).status).toBe(200);

    const token = new URL(link).searchParams.get("token")!;
    expect(token.length).toBeGreaterThan(10);
    expect(logs.join("")).not.toContain(token);
    expect(logs.join("")).not.toContain("token=");
  });
});
