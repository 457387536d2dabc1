/**
 * The browser for the end-to-end tests: CHROMIUM_PATH, else Debian's /usr/bin/chromium. Where there is
 * none, root installs Debian's package; anyone else gets one line saying how to get it. Never skipped.
 */
import { execSync } from "node:child_process";
import fs from "node:fs";

export function findChromium() {
  const candidate = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  if (fs.existsSync(candidate)) return candidate;
  if (process.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`);
  }
  if (process.getuid?.() === 0) {
    console.log("Chromium is missing: installing Debian's chromium package...");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
      stdio: "inherit",
    });
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error(
    "Chromium not found: install it with `sudo apt-get install -y chromium` or set CHROMIUM_PATH to a Chromium binary.",
  );
}
