/**
 * The job queue on PostgreSQL: several processes work one queue and each job is done once; a key queues a
 * job once; a failed attempt waits out its backoff and a job failing its last attempt waits for a retry;
 * a stop lets running jobs finish. Time is moved by moving a job's start time, never by sleeping.
 */
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { listFailedTasks } from "~/features/queue/failed-tasks.server";
import { JOB_NAMES, JOB_QUEUES, type JobHandlers, type JobName } from "~/lib/queue/job-catalog";
import { selectRows } from "~db/rows";
import { createLogger } from "~server/logger";
import { waitForIdleQueue } from "~tests/support/queue";
import { createTestDatabase, type TestDatabase } from "~tests/support/test-database";
import { failureReason, startJobQueue, type JobRunner } from "./job-queue";

let database: TestDatabase;
const runners: JobRunner[] = [];
const logger = createLogger("silent");
const DEADLINE = { timeout: 20_000, interval: 50 };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  for (const runner of runners.splice(0)) await runner.stop(1_000);
});
afterAll(() => database?.dispose());

async function runner(working: boolean) {
  const started = await startJobQueue({
    connectionString: database.url,
    logger,
    working,
    pollingSeconds: 0.5,
  });
  runners.push(started);
  return started;
}

/** Every queue handled by `handle` (the scheduled ones too, which may tick during a test: ignored). */
function handlers(handle: (name: JobName, data: unknown) => Promise<void> | void): JobHandlers {
  return Object.fromEntries(
    JOB_NAMES.map((name) => [
      name,
      async (data: unknown) => {
        if (!JOB_QUEUES[name].cron) await handle(name, data);
      },
    ]),
  ) as unknown as JobHandlers;
}

interface JobRow {
  id: string;
  state: string;
  attempts: number;
  delaySeconds: number;
  reason: string | null;
}

const jobsOf = (name: JobName) =>
  selectRows<JobRow>(
    database.db,
    sql`select id::text, state::text, retry_count + 1 as attempts,
          extract(epoch from start_after - now())::float as "delaySeconds", output->>'message' as reason
        from pgboss.job where name = ${name} order by created_on`,
  );
const jobOf = async (name: JobName) => (await jobsOf(name))[0]!;
/** Moves a job waiting for its retry to now, as if its backoff had passed. */
const dueNow = (id: string) =>
  database.db.execute(sql`update pgboss.job set start_after = now() where id = ${id}`);

describe("two worker processes on one database", () => {
  it("handle each of 40 jobs queued by a third exactly once", async () => {
    const handled: number[] = [];
    for (let worker = 0; worker < 2; worker++) {
      await (
        await runner(true)
      ).work(
        handlers(async (_name, data) => {
          // Long enough that both workers are busy at once.
          await database.db.execute(sql`select pg_sleep(0.01)`);
          handled.push((data as { bookingId: number }).bookingId);
        }),
      );
    }
    const web = await runner(false);
    for (let i = 0; i < 40; i++) await web.enqueue("mail.booking-notice", { bookingId: i });
    await expect.poll(() => handled.length, DEADLINE).toBe(40);
    await waitForIdleQueue(database.db);
    expect(handled.toSorted((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect((await jobsOf("mail.booking-notice")).map((job) => job.state)).toEqual(
      Array(40).fill("completed"),
    );
  });

  it("keep one schedule per scheduled queue", async () => {
    await (await runner(true)).work(handlers(() => {}));
    await (await runner(true)).work(handlers(() => {}));
    const schedules = await selectRows<{ name: string; cron: string }>(
      database.db,
      sql`select name, cron from pgboss.schedule order by name`,
    );
    expect(schedules).toEqual([
      { name: "change-orders.expire", cron: "5 * * * *" },
      { name: "checkouts.close-expired", cron: "* * * * *" },
      { name: "estimates.expire", cron: "3 * * * *" },
      { name: "estimates.follow-up", cron: "7 * * * *" },
      { name: "invoices.queue-reminders", cron: "19 * * * *" },
      { name: "invoices.schedule-milestones", cron: "23 * * * *" },
      { name: "refunds.retry-pending", cron: "*/10 * * * *" },
      { name: "reviews.request", cron: "11 * * * *" },
      { name: "texts.send-due", cron: "* * * * *" },
      { name: "uploads.sweep", cron: "17 * * * *" },
      { name: "visits.queue-agenda", cron: "0 * * * *" },
      { name: "visits.queue-reminders", cron: "*/5 * * * *" },
    ]);
  });
});

describe("a key", () => {
  it("queues the job once, however often and however concurrently it is sent", async () => {
    const web = await runner(false);
    const sent = await Promise.all(
      Array.from({ length: 5 }, () =>
        web.enqueue("mail.booking-confirmation", { bookingId: 7 }, { key: "7" }),
      ),
    );
    expect(sent.toSorted()).toEqual([false, false, false, false, true]);
    expect(await web.enqueue("mail.booking-confirmation", { bookingId: 7 }, { key: "7" })).toBe(false);
    expect(await web.enqueue("mail.booking-confirmation", { bookingId: 8 }, { key: "8" })).toBe(true);
    expect(await jobsOf("mail.booking-confirmation")).toHaveLength(2);
  });
});

describe("a failing job", () => {
  it("is tried again after a growing wait, fails after its last attempt, and runs again on retry", async () => {
    let failing = true;
    const attempts: string[] = [];
    const worker = await runner(true);
    await worker.work(
      handlers((name, data) => {
        if (name !== "mail.sign-in-link") return;
        attempts.push((data as { to: string }).to);
        if (failing) throw new Error("421 try later (smtp://mailer:s3cret@mail.example.com:587)");
      }),
    );
    await worker.enqueue("mail.sign-in-link", {
      to: "pat@example.com",
      url: "https://example.com/api/auth/magic-link/verify?token=secret-token",
      forAdmin: false,
      expiresAt: new Date(Date.now() + 600_000).toISOString(),
    });
    const { retryLimit, retryDelay } = JOB_QUEUES["mail.sign-in-link"];
    for (let retry = 0; retry < retryLimit; retry++) {
      // Waiting for attempt n to have failed (the job read between its start and its end is active).
      const failedAttempt = async () => {
        const { state, attempts } = await jobOf("mail.sign-in-link");
        return `${state} after attempt ${attempts}`;
      };
      await expect.poll(failedAttempt, DEADLINE).toBe(`retry after attempt ${retry + 1}`);
      const job = await jobOf("mail.sign-in-link");
      // Backoff: the wait before retry n is between delay·2ⁿ and twice that.
      expect(job.delaySeconds).toBeGreaterThan(retryDelay * 2 ** retry - 2);
      expect(job.delaySeconds).toBeLessThanOrEqual(retryDelay * 2 ** (retry + 1));
      // Stored without the server's address and password.
      expect(job.reason).toBe("421 try later ([address])");
      await dueNow(job.id);
    }
    await expect.poll(async () => (await jobOf("mail.sign-in-link")).state, DEADLINE).toBe("failed");
    expect(attempts).toHaveLength(retryLimit + 1);

    const failed = await listFailedTasks(database.db, { page: 1, pageSize: 20 });
    expect(failed.items).toEqual([
      {
        id: (await jobOf("mail.sign-in-link")).id,
        label: "Sign-in link mail",
        subject: "pat@example.com",
        queuedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        failedAt: expect.stringMatching(/Z$/),
        attempts: retryLimit + 1,
        reason: "421 try later ([address])",
      },
    ]);
    expect(JSON.stringify(failed)).not.toContain("secret-token");

    failing = false;
    expect(await worker.retry(failed.items[0]!.id)).toBe(true);
    await expect.poll(async () => (await jobOf("mail.sign-in-link")).state, DEADLINE).toBe("completed");
    expect(attempts).toHaveLength(retryLimit + 2);
    expect((await listFailedTasks(database.db, { page: 1, pageSize: 20 })).total).toBe(0);
    // Only a failed job can be retried.
    expect(await worker.retry(failed.items[0]!.id)).toBe(false);
    expect(await worker.retry("00000000-0000-4000-8000-000000000000")).toBe(false);
    expect(await worker.retry("not-a-job")).toBe(false);
  });
});

describe("stopping", () => {
  it("lets a running job finish; one still running at the end of the grace is done by the next worker", async () => {
    const started: string[] = [];
    let finish = () => {};
    const worker = await runner(true);
    await worker.work(
      handlers(async (name, data) => {
        if (name !== "mail.refund-notice") return;
        started.push((data as { audience: string }).audience);
        await new Promise<void>((resolve) => (finish = resolve));
      }),
    );
    const refund = { paymentId: 1, bookingId: 1, amount: "10.00", reason: "duplicate" as const };
    await worker.enqueue("mail.refund-notice", { ...refund, audience: "customer" });
    await expect.poll(() => started, DEADLINE).toEqual(["customer"]);
    const stopping = worker.stop(10_000);
    finish();
    await stopping;
    runners.splice(runners.indexOf(worker), 1);
    expect((await jobOf("mail.refund-notice")).state).toBe("completed");

    // This one outlives the grace: failed for now, and done by the next worker.
    const slow = await runner(true);
    await slow.work(handlers(() => new Promise(() => {})));
    await slow.enqueue("mail.refund-notice", { ...refund, audience: "business" });
    await expect.poll(async () => (await jobsOf("mail.refund-notice"))[1]!.state, DEADLINE).toBe("active");
    await slow.stop(1_000);
    runners.splice(runners.indexOf(slow), 1);
    const cut = (await jobsOf("mail.refund-notice"))[1]!;
    expect(cut.state).toBe("retry");
    await dueNow(cut.id);
    const next = await runner(true);
    const done: unknown[] = [];
    await next.work(handlers((name, data) => void (name === "mail.refund-notice" && done.push(data))));
    await expect.poll(() => done, DEADLINE).toEqual([{ ...refund, audience: "business" }]);
  });
});

describe("failureReason", () => {
  it("keeps one line without addresses, and no database error text", () => {
    expect(failureReason(new Error("connect ECONNREFUSED 127.0.0.1:25\n    at stack"))).toBe(
      "connect ECONNREFUSED 127.0.0.1:25",
    );
    expect(failureReason(new Error("bad link https://site/verify?token=abc here"))).toBe(
      "bad link [address] here",
    );
    expect(failureReason("x".repeat(400))).toHaveLength(300);
  });
});
