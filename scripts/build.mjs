/**
 * The production build: `npm run build` always builds; `npm start`'s prestart (`--if-changed`) builds only
 * when build/ is missing or what it was built from changed, so that a restart takes the second the server
 * needs rather than a build's seconds more.
 *
 * A build has React Router bundle the pages and browser files, scripts/build-server.mjs compile the server,
 * and scripts/precompress-assets.mjs make the browser files' gzip copies. After it, build/.inputs.json keeps
 * the fingerprint of the inputs taken before the build (an edit made during the build is seen at the next
 * start) and the times of the entries it wrote (build/ rebuilt another way is not what the fingerprint
 * describes: the next start builds again).
 *
 * The fingerprint is each input file's path, size and modification time. A `stat` of the 700 or so files
 * takes a few milliseconds, where reading and hashing them would cost a good part of what the check saves;
 * an edit, a checkout, a pull or an `npm install` changes a time or a size.
 */
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** What the build reads: the sources, the public files, its configuration and the installed packages. */
const INPUTS = [
  "app",
  "server",
  "db",
  "public",
  "package.json",
  "package-lock.json",
  // npm's record of what is installed in node_modules.
  "node_modules/.package-lock.json",
  "tsconfig.json",
  "vite.config.ts",
  "react-router.config.ts",
  "scripts/build.mjs",
  "scripts/build-server.mjs",
  "scripts/precompress-assets.mjs",
  "scripts/bundle-report/modules-plugin.mjs",
];
/** The entries production runs (scripts/production-server.ts): without them there is no build. */
const OUTPUTS = ["build/server-app/index.js", "build/server-app/worker.js", "build/server/index.js"];
const STAMP = "build/.inputs.json";
const STEPS = [
  ["react-router", ["build"]],
  [process.execPath, ["scripts/build-server.mjs"]],
  [process.execPath, ["scripts/precompress-assets.mjs"]],
];

function filesOf(input) {
  if (!fs.existsSync(input)) return [];
  if (!fs.statSync(input).isDirectory()) return [input];
  return fs
    .readdirSync(input, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function inputsFingerprint() {
  const hash = crypto.createHash("sha256");
  for (const file of INPUTS.flatMap(filesOf).sort()) {
    const { size, mtimeMs } = fs.statSync(file);
    hash.update(`${file}\t${size}\t${mtimeMs}\n`);
  }
  return hash.digest("hex");
}

/** The modification times of the build's entries, or undefined when one is missing. */
function outputTimes() {
  if (!OUTPUTS.every((file) => fs.existsSync(file))) return undefined;
  return OUTPUTS.map((file) => fs.statSync(file).mtimeMs);
}

function upToDate(inputs) {
  let stamp;
  try {
    stamp = JSON.parse(fs.readFileSync(STAMP, "utf8"));
  } catch {
    return false;
  }
  const outputs = outputTimes();
  return (
    Boolean(outputs) && stamp.inputs === inputs && JSON.stringify(stamp.outputs) === JSON.stringify(outputs)
  );
}

const inputs = inputsFingerprint();
if (process.argv.includes("--if-changed") && upToDate(inputs)) {
  console.log("build/ is up to date: nothing it is built from changed since.");
  process.exit(0);
}
fs.rmSync(STAMP, { force: true });
// The packages' commands (react-router) as under npm run, also when this runs with plain node.
const env = {
  ...process.env,
  PATH: `${path.resolve("node_modules/.bin")}${path.delimiter}${process.env.PATH}`,
};
// React Router's own Vite servers (loading react-router.config.ts, compiling route exports) pass Vite the
// `envFile: false` that Vite 8 deprecated: a notice about the package's code, with nothing to change here
// (no configuration of ours sets it). Left out of the output, so that a warning printed means one of ours.
const DEPENDENCY_NOTICE = /^The `envFile` option is deprecated, please use `envDir: false` instead\.\r?\n/gm;
for (const [command, args] of STEPS) {
  const step = spawnSync(command, args, {
    stdio: ["inherit", "inherit", "pipe"],
    encoding: "utf8",
    env,
    shell: process.platform === "win32",
  });
  process.stderr.write((step.stderr ?? "").replace(DEPENDENCY_NOTICE, ""));
  if (step.status !== 0) process.exit(step.status ?? 1);
}
fs.writeFileSync(STAMP, JSON.stringify({ inputs, outputs: outputTimes() }));
