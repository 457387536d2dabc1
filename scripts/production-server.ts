/**
 * How production runs: `npm start` and `npm run worker` run `node` with these arguments (package.json says
 * the same, and a test keeps the two together). The tests, the benchmarks and the audits that exercise production start it so.
 */
import fs from "node:fs";
import path from "node:path";

/** The site compiled by `npm run build` (scripts/build-server.mjs). */
export const SERVER_ENTRY = "build/server-app/index.js";
/** The job queue's worker without HTTP (`npm run worker`), compiled beside it. */
export const WORKER_ENTRY = "build/server-app/worker.js";
/** React Router's server bundle: the pages, loaded by the server at start. */
export const PAGES_ENTRY = "build/server/index.js";

/** Source maps turn the compiled files' stack traces back into our TypeScript files and lines. */
export const productionNodeArgs = (entry = SERVER_ENTRY) => ["--enable-source-maps", entry];
export const PRODUCTION_NODE_ARGS = productionNodeArgs();

export function hasProductionBuild(root = "."): boolean {
  return [SERVER_ENTRY, WORKER_ENTRY, PAGES_ENTRY].every((entry) => fs.existsSync(path.join(root, entry)));
}
