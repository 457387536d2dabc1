/**
 * The browser's requests of a test, recorded at the network edge: `fetch` answers `answer` (the JSON the
 * calls' definitions expect; `{}` unless given) and each call is kept as [method, path, JSON body].
 * Stubbed per test and put back after, so nothing leaks into other test files that share the worker.
 */
import { afterEach, beforeEach, vi } from "vitest";

export type RecordedCall = [method: string, path: string, body?: unknown];

export function recordFetch(answer: unknown = {}): RecordedCall[] {
  const calls: RecordedCall[] = [];
  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
      const call: RecordedCall = [init.method ?? "GET", url];
      if (typeof init.body === "string") call.push(JSON.parse(init.body));
      calls.push(call);
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      });
    });
  });
  afterEach(() => vi.unstubAllGlobals());
  return calls;
}
