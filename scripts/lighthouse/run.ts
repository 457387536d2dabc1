/**
 * `npm run lighthouse`: audits the production build's five public pages on a phone profile and fails
 * (exit 1) when any category of any page is below 100. Prints each page's scores, Largest Contentful Paint
 * and the JavaScript it loaded. HTML reports go to test-results/lighthouse/.
 */
import { auditPages, REPORT_DIR } from "./audit";
import { failuresOf, findingsOf, scoreTable, scoresOf, SLOW_HOST_BENCHMARK_INDEX } from "./report";
import { buildIfNeeded, startServer } from "./server";

// `npm run lighthouse -- /about` audits other pages instead.
const args = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const PAGES = args.length > 0 ? args : ["/", "/services", "/projects", "/contact", "/book"];

async function main() {
  buildIfNeeded();
  const server = await startServer();
  let results;
  try {
    results = await auditPages(server.origin, PAGES);
  } finally {
    await server.stop();
  }

  const pages = PAGES.map((path) => scoresOf(path, results.get(path)!));
  console.log(`\n${scoreTable(pages)}\n`);
  console.log("JavaScript: as transferred, headers included (npm run bundle-report gives the bodies alone).");

  const benchmarks = PAGES.map((path) => Math.round(results.get(path)!.environment.benchmarkIndex));
  if (Math.min(...benchmarks) < SLOW_HOST_BENCHMARK_INDEX && !process.env.LIGHTHOUSE_CPU_SLOWDOWN) {
    console.log(
      `CPU benchmark index ${Math.min(...benchmarks)}-${Math.max(...benchmarks)}: this machine is slower or busier ` +
        `than Lighthouse's 4x CPU slowdown assumes (${SLOW_HOST_BENCHMARK_INDEX}+), so Performance reads low; ` +
        `LIGHTHOUSE_CPU_SLOWDOWN=1.5 calibrates it.`,
    );
  }

  for (const path of PAGES) {
    const findings = findingsOf(results.get(path)!);
    if (findings.length > 0) console.log(`\n${path}\n${findings.map((f) => `  - ${f}`).join("\n")}`);
  }
  console.log(`\nReports: ${REPORT_DIR}/`);

  const failures = failuresOf(pages);
  if (failures.length > 0) {
    console.error(`\nBelow the bar:\n${failures.map((f) => `  ${f}`).join("\n")}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
