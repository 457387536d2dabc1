/**
 * `npm test`: typecheck, lint, production build, unit and integration tests, then the end-to-end tests in
 * Chromium against the production build. Stops at the first failing step.
 */
import { spawnSync } from "node:child_process";
import { findChromium } from "./find-chromium.mjs";

let chromium;
try {
  chromium = findChromium();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const steps = [
  ["typecheck", "npm", ["run", "typecheck"]],
  ["lint", "npm", ["run", "lint"]],
  ["build", "npm", ["run", "build"]],
  ["unit and integration tests", "npx", ["vitest", "run"]],
  ["end-to-end tests", "npx", ["playwright", "test"]],
];

const started = Date.now();
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const stepStart = Date.now();
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, CHROMIUM_PATH: chromium },
  });
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== ${name}: passed in ${seconds} s ===`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
