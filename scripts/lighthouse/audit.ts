/** Lighthouse 12 in Debian's Chromium, with its default mobile settings (emulated phone, simulated throttling). */
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { CATEGORIES } from "./report";

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];

export const REPORT_DIR = "test-results/lighthouse";

export async function auditPages(origin: string, paths: readonly string[]): Promise<Map<string, Result>> {
  const chromePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  if (!fs.existsSync(chromePath)) {
    throw new Error(`Chromium not found at ${chromePath}: install Debian's chromium or set CHROMIUM_PATH.`);
  }
  fs.mkdirSync(REPORT_DIR, { recursive: true });
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const results = new Map<string, Result>();
  try {
    for (const pagePath of paths) {
      const run = await lighthouse(`${origin}${pagePath}`, {
        port: chrome.port,
        output: ["html", "json"],
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
      });
      if (!run) throw new Error(`Lighthouse returned no result for ${pagePath}`);
      if (run.lhr.runtimeError) throw new Error(`${pagePath}: ${run.lhr.runtimeError.message}`);
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
