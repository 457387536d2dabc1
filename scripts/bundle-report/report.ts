/** The bundle report's tables (pure, so they can be tested). */
import type { LoadedScript } from "./first-visit";
/** Per chunk file: its modules and the length each renders to. */
export type ChunkModules = Record<string, Record<string, number>>;

/** Gzip JavaScript a first visit may download; the framework (React, React DOM, React Router) is ~108 KiB. */
export const FIRST_VISIT_BUDGET: Record<string, number> = { "/": 120 * 1024 };

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const total = (scripts: readonly LoadedScript[]) => scripts.reduce((sum, s) => sum + s.bytes, 0);

export function pageTable(visits: ReadonlyMap<string, readonly LoadedScript[]>): string {
  const rows = [...visits].map(([path, scripts]) => {
    const budget = FIRST_VISIT_BUDGET[path];
    return [path, String(scripts.length), kib(total(scripts)), budget ? `budget ${kib(budget)}` : ""];
  });
  const header = ["Page", "Files", "Gzip JavaScript", ""];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join("  ")
      .trimEnd();
  return [line(header), ...rows.map(line)].join("\n");
}

/** A module's share of its chunk, by the length it renders to before minifying. */
function largestModules(modules: Record<string, number>, chunkBytes: number, count: number): string[] {
  const rendered = Object.values(modules).reduce((sum, n) => sum + n, 0) || 1;
  return Object.entries(modules)
    .filter(([, length]) => length > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([id, length]) => `    ~${kib((chunkBytes * length) / rendered).padStart(9)}  ${shortId(id)}`);
}

const shortId = (id: string) =>
  id.includes("node_modules/")
    ? id.slice(id.lastIndexOf("node_modules/") + 13)
    : id.replace(/^.*?\/app\//, "app/");

/** Every file a first visit loaded, largest first: which pages load it and what it carries. */
export function chunkContents(
  visits: ReadonlyMap<string, readonly LoadedScript[]>,
  chunks: ChunkModules,
): string {
  const files = new Map<string, { bytes: number; pages: string[] }>();
  for (const [path, scripts] of visits) {
    for (const script of scripts) {
      const entry = files.get(script.file) ?? { bytes: script.bytes, pages: [] };
      entry.pages.push(path);
      files.set(script.file, entry);
    }
  }
  return [...files]
    .sort((a, b) => b[1].bytes - a[1].bytes)
    .flatMap(([file, { bytes, pages }]) => [
      `${file}  ${kib(bytes)}  (${pages.length === visits.size ? "every page" : pages.join(" ")})`,
      ...largestModules(chunks[`assets/${file}`] ?? {}, bytes, 6),
    ])
    .join("\n");
}

export function budgetFailures(visits: ReadonlyMap<string, readonly LoadedScript[]>): string[] {
  return Object.entries(FIRST_VISIT_BUDGET).flatMap(([path, budget]) => {
    const scripts = visits.get(path);
    const bytes = scripts ? total(scripts) : 0;
    return bytes > budget ? [`${path}: ${kib(bytes)} of JavaScript > ${kib(budget)}`] : [];
  });
}
