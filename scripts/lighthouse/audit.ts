/** Lighthouse 12 in Debian's Chromium, with its default mobile settings (emulated phone, simulated throttling). */
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import * as constants from "lighthouse/core/config/constants.js";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "~scripts/chromium";
import { CATEGORIES, medianRun, THRESHOLDS } from "./report";

export const REPORT_DIR = "test-results/lighthouse";

export async function auditPages(origin: string, paths: readonly string[]): Promise<Map<string, Result>> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install Debian's chromium or set CHROMIUM_PATH.`,
    );
  }
  fs.mkdirSync(REPORT_DIR, { recursive: true });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  const results = new Map<string, Result>();
  try {
    for (const pagePath of paths) {
      const url = `${origin}${pagePath}`;
      let run = await auditWithRetry(url, chrome.port);
      if ((run.lhr.categories.performance?.score ?? 0) * 100 < THRESHOLDS.performance) {
        // Confirm a low Performance score before believing it: the median of three runs.
        console.warn(`${pagePath}: Performance below the bar; measuring twice more`);
        const more = [await auditWithRetry(url, chrome.port), await auditWithRetry(url, chrome.port)];
        const median = medianRun([run.lhr, ...more.map((r) => r.lhr)]);
        run = [run, ...more].find((r) => r.lhr === median)!;
      }
      const name = pagePath === "/" ? "home" : pagePath.slice(1).replace(/\//g, "-");
      const [html, json] = run.report as string[];
      fs.writeFileSync(path.join(REPORT_DIR, `${name}.html`), html!);
      fs.writeFileSync(path.join(REPORT_DIR, `${name}.json`), json!);
      results.set(pagePath, run.lhr);
    }
  } finally {
    chrome.kill();
  }
  return results;
}

/** A busy machine sometimes loses the trace (NO_NAVSTART and the like): such a run says nothing, so run again. */
async function auditWithRetry(url: string, port: number, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const run = await lighthouse(url, {
      port,
      output: ["html", "json"],
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      ...cpuSlowdownOverride(),
    });
    const problem = run ? run.lhr.runtimeError?.message : "no result";
    if (run && !problem) return run;
    if (attempt >= attempts) throw new Error(`${url}: ${problem}`);
    console.warn(`${url}: ${problem}; running again`);
  }
}

/**
 * Lighthouse slows the CPU down 4x, which assumes a fast desktop host. On a slow or shared machine
 * LIGHTHOUSE_CPU_SLOWDOWN (e.g. 1.5) sets a smaller factor, as Lighthouse's throttling guide advises.
 */
function cpuSlowdownOverride() {
  const value = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN);
  if (!process.env.LIGHTHOUSE_CPU_SLOWDOWN || !(value >= 1)) return {};
  return { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: value } };
}
