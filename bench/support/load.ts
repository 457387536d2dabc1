/** One autocannon run and the table that sums the runs up. */
import autocannon from "autocannon";
import type { Headers } from "./baseline";

export interface LoadOptions {
  durationSeconds: number;
  connections: number;
}

export interface LoadResult {
  target: "app" | "baseline";
  endpoint: string;
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  /** Connection errors, timeouts included. */
  errors: number;
}

export async function runLoad(
  target: LoadResult["target"],
  endpoint: string,
  baseUrl: string,
  path: string,
  headers: Headers,
  options: LoadOptions,
): Promise<LoadResult> {
  const result = await autocannon({
    url: baseUrl + path,
    headers,
    connections: options.connections,
    duration: options.durationSeconds,
    pipelining: 1,
    // The load generator gets its own thread: the baseline server shares this process and must not
    // compete with it for the event loop (the app has a process of its own).
    workers: 1,
  });
  return {
    target,
    endpoint,
    path,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Plain-text table; the ratio column compares each app row with the baseline row of the same endpoint. */
export function formatTable(results: LoadResult[]): string {
  const header = [
    "target",
    "endpoint",
    "path",
    "req/s",
    "p50 ms",
    "p99 ms",
    "non-2xx",
    "errors",
    "app/baseline",
  ];
  const rows = results.map((r) => {
    const baseline = results.find((b) => b.target === "baseline" && b.endpoint === r.endpoint);
    const ratio =
      r.target === "app" && baseline && baseline.requestsPerSecond > 0
        ? (r.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)
        : "";
    return [
      r.target,
      r.endpoint,
      r.path,
      r.requestsPerSecond.toFixed(1),
      String(r.p50Ms),
      String(r.p99Ms),
      String(r.non2xx),
      String(r.errors),
      ratio,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  // Text columns left-aligned, numbers right-aligned.
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i < 3 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join("  ")
      .trimEnd();
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}
