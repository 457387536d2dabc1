/**
 * The browser of the end-to-end tests: CHROMIUM_PATH, else Debian's Chromium headless shell, else Debian's
 * full Chromium. The shell is the same engine without the browser's windows and services, and the tests run a
 * third faster on it (two cores, software rendering). Where there is neither, root installs the shell; anyone
 * else gets one line saying how to get it. Never skipped.
 */
import { execSync } from "node:child_process";
import fs from "node:fs";

export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const FULL_CHROMIUM = "/usr/bin/chromium";

/** The tests' browser if one is installed (CHROMIUM_PATH first), else undefined. */
export function installedChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return [HEADLESS_SHELL, FULL_CHROMIUM].find((candidate) => fs.existsSync(candidate));
}

export function findChromium() {
  if (process.env.CHROMIUM_PATH && !fs.existsSync(process.env.CHROMIUM_PATH)) {
    throw new Error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`);
  }
  const installed = installedChromium();
  if (installed) return installed;
  if (process.getuid?.() === 0) {
    console.log("Chromium is missing: installing Debian's chromium-headless-shell package...");
    execSync(
      "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell",
      { stdio: "inherit" },
    );
    if (fs.existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  }
  throw new Error(
    "Chromium not found: install it with `sudo apt-get install -y chromium-headless-shell` (or chromium), or set CHROMIUM_PATH to a Chromium binary.",
  );
}
