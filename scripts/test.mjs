/**
 * `npm test`: typecheck, lint and the production build side by side, the unit and integration tests once the
 * build is done, then the end-to-end tests in Chromium against the production build. Stops after the first
 * stage that fails.
 *
 * The first three read the sources and write nothing the others read (typegen's `.react-router/` types are
 * the typecheck's own), and each leaves a core idle much of its time (tsc runs on one), so together they take
 * about as long as the slowest. Their output is shown whole, one after the other, as each ends.
 */
import { spawn } from "node:child_process";
import { findChromium } from "./find-chromium.mjs";

let chromium;
try {
  chromium = findChromium();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const env = { ...process.env, CHROMIUM_PATH: chromium };
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/** Runs a step with its output kept, and prints that output at its end. */
function buffered(name, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (status) => {
      console.log(`\n=== ${name} ===`);
      process.stdout.write(Buffer.concat(output));
      console.log(`=== ${name}: ${status === 0 ? "passed" : "FAILED"} in ${seconds(started)} s ===`);
      resolve(status === 0);
    });
  });
}

/** Runs a step with its output shown as it comes. */
function inherited(name, command, args) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env });
    child.on("close", (status) => {
      console.log(`=== ${name}: ${status === 0 ? "passed" : "FAILED"} in ${seconds(started)} s ===`);
      resolve(status === 0);
    });
  });
}

const started = Date.now();
// The unit and integration tests need the build (some run the compiled site), not the typecheck or lint:
// they start once the build is done, while tsc, the slowest, finishes on its own core.
const [typechecked, linted, tested] = await Promise.all([
  buffered("typecheck", "npm", ["run", "typecheck"]),
  buffered("lint", "npm", ["run", "lint"]),
  buffered("build", "npm", ["run", "build"]).then(
    (built) => built && inherited("unit and integration tests", "npx", ["vitest", "run"]),
  ),
]);
const passed =
  typechecked && linted && tested && (await inherited("end-to-end tests", "npx", ["playwright", "test"]));
if (!passed) {
  console.error(`\nStopped after ${seconds(started)} s: a step failed (above).`);
  process.exit(1);
}
console.log(`\nAll checks passed in ${seconds(started)} s`);
