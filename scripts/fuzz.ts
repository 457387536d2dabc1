/**
 * `npm run fuzz`: strange requests against every API and page route of the production build, on a fresh
 * embedded database with the demo business (or a throwaway one on TEST_DATABASE_URL's server).
 *
 *   npm run fuzz                                  10,000 requests, seed 1
 *   npm run fuzz -- --count 50000 --seed 7        or FUZZ_COUNT / FUZZ_SEED
 *   npm run fuzz -- --no-pages                    the API only (no build needed)
 *   npm run fuzz -- --verbose                     with what the libraries print about refused requests
 *
 * Prints the counts by status and every 5xx; exit code 1 if there was any (or a request got no answer).
 */
import { formatReport, runFuzz } from "./fuzz/run-fuzz";
import { buildIfNeeded } from "./lighthouse/server";

function option(name: string, env: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const raw = index >= 0 ? process.argv[index + 1] : process.env[env];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0) {
    console.error(`--${name} / ${env} must be a whole number, not "${raw}"`);
    process.exit(2);
  }
  return value;
}

const count = option("count", "FUZZ_COUNT", 10_000);
const seed = option("seed", "FUZZ_SEED", 1);
const withPages = !process.argv.includes("--no-pages");
const verbose = process.argv.includes("--verbose");

if (withPages) buildIfNeeded();
console.log(`Fuzzing with ${count} requests, seed ${seed}${withPages ? "" : ", API only"}...`);
const started = Date.now();
const result = await runFuzz({
  count,
  seed,
  withPages,
  verbose,
  onProgress: (sent) => console.log(`  ${sent} sent`),
});
console.log(formatReport(result));
console.log(`\n${((Date.now() - started) / 1000).toFixed(1)} s; ${result.failures.length} failures`);
process.exit(result.failures.length > 0 ? 1 : 0);
