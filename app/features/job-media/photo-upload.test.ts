import { describe, expect, it } from "vitest";
import { UPLOAD_FAILED, withRetries, type UploadOutcome } from "./photo-upload";

const photo = {
  id: 7,
  url: "/media/x-1200.webp",
  stage: "after" as const,
  caption: "",
  createdAt: "2026-01-01T00:00:00Z",
};
const lost: UploadOutcome = { ok: false, retry: true, message: UPLOAD_FAILED };

/** Answers the outcomes in turn, counting the attempts; the pauses are recorded, never waited. */
function attempts(...outcomes: UploadOutcome[]) {
  const waits: number[] = [];
  let count = 0;
  return {
    attempt: async () => outcomes[Math.min(count++, outcomes.length - 1)]!,
    wait: async (ms: number) => {
      waits.push(ms);
    },
    waits,
    count: () => count,
  };
}

describe("withRetries", () => {
  it("sends again after a lost attempt, pausing longer each time, until the photo is stored", async () => {
    const run = attempts(lost, lost, { ok: true, photo });
    const outcome = await withRetries(run.attempt, { delays: [100, 200, 400], wait: run.wait });
    expect(outcome).toEqual({ ok: true, photo });
    expect(run.count()).toBe(3);
    expect(run.waits).toHaveLength(2);
    expect(run.waits[0]).toBeGreaterThanOrEqual(100);
    expect(run.waits[0]).toBeLessThanOrEqual(125);
    expect(run.waits[1]).toBeGreaterThanOrEqual(200);
  });

  it("stops at a refusal: the same photo would be refused again", async () => {
    const refused: UploadOutcome = { ok: false, retry: false, message: "Please select an image file" };
    const run = attempts(refused);
    expect(await withRetries(run.attempt, { delays: [100], wait: run.wait })).toEqual(refused);
    expect(run.count()).toBe(1);
  });

  it("gives up after its last pause, answering the failure (the page then offers Retry)", async () => {
    const run = attempts(lost);
    const retries: number[] = [];
    const outcome = await withRetries(run.attempt, {
      delays: [10, 20],
      wait: run.wait,
      onRetry: (attempt) => retries.push(attempt),
    });
    expect(outcome).toEqual(lost);
    expect(run.count()).toBe(3);
    expect(retries).toEqual([1, 2]);
  });
});
