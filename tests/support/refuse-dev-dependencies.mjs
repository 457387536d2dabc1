/**
 * `node --import ./tests/support/refuse-dev-dependencies.mjs …`: the process may not load a devDependency
 * (production installs none) nor tsx (a dependency for the command-line tools only: the server runs
 * compiled). Such an import fails and leaves a line naming it on stderr.
 */
import fs from "node:fs";
import { register } from "node:module";
import { isMainThread } from "node:worker_threads";

let refused = new Set();

if (isMainThread) {
  const packageJson = JSON.parse(fs.readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
  register(import.meta.url, { data: [...Object.keys(packageJson.devDependencies ?? {}), "tsx"] });
}

export function initialize(names) {
  refused = new Set(names);
}

export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  // The package is the one in the last node_modules folder of the path.
  const name = resolved.url.match(/.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//)?.[1];
  if (name && refused.has(name)) {
    const message = `refused in production: ${name} (from ${context.parentURL})`;
    process.stderr.write(`${message}\n`);
    throw new Error(message);
  }
  return resolved;
}
