/**
 * `npm run bundle-report`: builds the site, visits the public pages as a first-time visitor on a phone, and
 * prints the JavaScript each visit downloads (gzip bytes of the bodies) and what each of those files
 * carries, largest modules first. Exit code 1 when the home page needs more than its budget.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { startServer } from "~scripts/lighthouse/server";
import { firstVisitScripts } from "./first-visit";
import { CHUNK_MODULES_FILE } from "./modules-plugin.mjs";
import { budgetFailures, chunkContents, pageTable, type ChunkModules } from "./report";

const PAGES = ["/", "/services", "/projects", "/contact", "/book"];

async function main() {
  console.log("Building with the chunk report...");
  const build = spawnSync("npm", ["run", "build"], {
    stdio: "inherit",
    env: { ...process.env, BUNDLE_REPORT: "1" },
  });
  if (build.status !== 0) throw new Error("npm run build failed");
  const chunks = JSON.parse(fs.readFileSync(CHUNK_MODULES_FILE, "utf8")) as ChunkModules;

  const server = await startServer();
  let visits;
  try {
    visits = await firstVisitScripts(server.origin, PAGES);
  } finally {
    await server.stop();
  }

  console.log(`\n${pageTable(visits)}\n`);
  console.log(chunkContents(visits, chunks));
  const failures = budgetFailures(visits);
  if (failures.length > 0) {
    console.error(`\nOver budget:\n${failures.map((f) => `  ${f}`).join("\n")}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
