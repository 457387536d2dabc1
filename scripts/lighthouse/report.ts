/** Turning Lighthouse results into the table, the findings and the verdict (pure, so it can be tested). */
import type { Result } from "lighthouse";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type CategoryId = (typeof CATEGORIES)[number];

/** Every category of every page must score 100. */
export const THRESHOLDS: Record<CategoryId, number> = {
  performance: 100,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

const LABELS: Record<CategoryId, string> = {
  performance: "Performance",
  accessibility: "Accessibility",
  "best-practices": "Best Practices",
  seo: "SEO",
};

export interface PageScores {
  path: string;
  scores: Record<CategoryId, number>;
  lcp?: string;
  /** The scripts the page loaded, as transferred (gzip bodies and their headers). */
  script?: { count: number; transfer: number };
}

export function scoresOf(path: string, lhr: Result): PageScores {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Record<CategoryId, number>;
  return { path, scores, lcp: lcpOf(lhr), script: scriptBytesOf(lhr) };
}

/** The audits that cost points (weighted, scored below 1), with Lighthouse's own short explanation. */
export function findingsOf(lhr: Result): string[] {
  const findings: string[] = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      if (id === "performance" && audit.score >= 0.9) continue;
      const value = audit.displayValue ? ` (${audit.displayValue})` : "";
      findings.push(`${LABELS[id]}: ${audit.title}${value}`);
    }
  }
  return findings;
}

/** Scripts the page loaded: the bytes transferred (gzip) and their uncompressed size. */
export function scriptBytesOf(lhr: Result): { count: number; transfer: number; resource: number } {
  const details = lhr.audits["network-requests"]?.details as
    { items?: Array<{ resourceType?: string; transferSize?: number; resourceSize?: number }> } | undefined;
  const scripts = (details?.items ?? []).filter((item) => item.resourceType === "Script");
  return {
    count: scripts.length,
    transfer: scripts.reduce((sum, s) => sum + (s.transferSize ?? 0), 0),
    resource: scripts.reduce((sum, s) => sum + (s.resourceSize ?? 0), 0),
  };
}

/** The run with the median Performance score: one run's score swings with the machine's load. */
export function medianRun(runs: readonly Result[]): Result {
  const sorted = [...runs].sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** Lighthouse's own bar (docs/throttling.md): below it, its 4x CPU slowdown makes scores too low. */
export const SLOW_HOST_BENCHMARK_INDEX = 1000;

export function failuresOf(pages: readonly PageScores[]): string[] {
  return pages.flatMap(({ path, scores }) =>
    CATEGORIES.filter((id) => scores[id] < THRESHOLDS[id]).map(
      (id) => `${path}: ${LABELS[id]} ${scores[id]} < ${THRESHOLDS[id]}`,
    ),
  );
}

/** Largest Contentful Paint as Lighthouse simulates it on its phone, e.g. "1.2 s". */
export function lcpOf(lhr: Result): string {
  return lhr.audits["largest-contentful-paint"]?.displayValue?.toString().replace(/\u00a0/g, " ") ?? "?";
}

export function scoreTable(pages: readonly PageScores[]): string {
  const header = ["Page", ...CATEGORIES.map((id) => LABELS[id]), "LCP", "JavaScript"];
  const rows = pages.map(({ path, scores, lcp, script }) => [
    path,
    ...CATEGORIES.map((id) => String(scores[id])),
    lcp ?? "",
    script ? `${script.count} files, ${kB(script.transfer)}` : "",
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ");
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

export const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
