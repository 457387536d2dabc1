/**
 * The fuzzer in CI: a short run with a fixed seed over every API and page route (production build) must
 * get no 5xx, and no value that only the database refused. `npm run fuzz` runs the long version.
 */
import { expect, it } from "vitest";
import { describeFailure, runFuzz } from "./run-fuzz";

it("answers 1,500 strange requests without a 5xx or a value only the database refused", async () => {
  const result = await runFuzz({ count: 1_500, seed: 2, withPages: true });
  expect(result.failures.map(describeFailure)).toEqual([]);
  expect(result.sent).toBe(1_500);
  expect(result.lostSessions).toEqual([]);
}, 180_000);
