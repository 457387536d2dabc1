/**
 * Jobs queued from inside a transaction (enqueueInTransaction): queued when it commits, once however many
 * processes work the queues, at the time asked for; never when it rolls back.
 */
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { enqueueInTransaction } from "~/lib/queue/enqueue-in-transaction.server";
import { JOB_NAMES, type JobHandlers, type JobName } from "~/lib/queue/job-catalog";
import { selectRows } from "~db/rows";
import { createLogger } from "~server/logger";
import { waitForIdleQueue } from "~tests/support/queue";
import { createTestDatabase, type TestDatabase } from "~tests/support/test-database";
import { startJobQueue, type JobRunner } from "./job-queue";

let database: TestDatabase;
const runners: JobRunner[] = [];
const handled: number[] = [];
const DEADLINE = { timeout: 20_000, interval: 50 };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  for (const runner of runners.splice(0)) await runner.stop(1_000);
});
afterAll(() => database?.dispose());

/** A working process whose `texts.send` handler records the text it was given; every other queue idles. */
async function worker() {
  const runner = await startJobQueue({
    connectionString: database.url,
    logger: createLogger("silent"),
    working: true,
    pollingSeconds: 0.5,
    schedules: false,
  });
  runners.push(runner);
  const handlers = Object.fromEntries(JOB_NAMES.map((name) => [name, async () => {}])) as unknown as Record<
    JobName,
    (data: unknown) => Promise<void>
  >;
  handlers["texts.send"] = async (data) => void handled.push((data as { textId: number }).textId);
  await runner.work(handlers as unknown as JobHandlers);
  return runner;
}

const jobsOf = (textId: number) =>
  selectRows<{ state: string; startAfter: string }>(
    database.db,
    sql`select state::text, start_after as "startAfter" from pgboss.job where name = 'texts.send' and data->>'textId' = ${String(textId)}`,
  );

describe("a job queued in a transaction", () => {
  it("is queued when the transaction commits, once for two working processes", async () => {
    await worker();
    await worker();
    await database.db.transaction(async (tx) => {
      await enqueueInTransaction(tx, "texts.send", { textId: 101 }, { key: "text:101" });
      // Not yet: the announcement waits for the commit.
      expect(await jobsOf(101)).toEqual([]);
    });
    await expect.poll(() => handled.filter((id) => id === 101).length, DEADLINE).toBe(1);
    await waitForIdleQueue(database.db);
    expect(handled.filter((id) => id === 101)).toHaveLength(1);
    expect(await jobsOf(101)).toHaveLength(1);
  });

  it("is never queued when the transaction rolls back", async () => {
    await worker();
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueInTransaction(tx, "texts.send", { textId: 102 }, { key: "text:102" });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    // A later job queued the same way goes; the rolled-back one never appears.
    await enqueueInTransaction(database.db, "texts.send", { textId: 103 }, { key: "text:103" });
    await expect.poll(() => handled.includes(103), DEADLINE).toBe(true);
    expect(handled).not.toContain(102);
    expect(await jobsOf(102)).toEqual([]);
  });

  it("waits for the time it is to start at", async () => {
    await worker();
    const morning = new Date(Date.now() + 3_600_000);
    await enqueueInTransaction(
      database.db,
      "texts.send",
      { textId: 104 },
      { key: "text:104", startAfter: morning },
    );
    await expect.poll(async () => (await jobsOf(104)).length, DEADLINE).toBe(1);
    const [job] = await jobsOf(104);
    expect(job!.state).toBe("created");
    expect(new Date(job!.startAfter).getTime()).toBe(morning.getTime());
    expect(handled).not.toContain(104);
  });
});
