/** The data folder's site lock (`DATA_DIR/site.lock`): one site runs on a folder, a stale lock is replaced. */
import fs from "node:fs";
import type { ClusterPaths } from "./embedded-postgres-files.server";
import { stillRunning, thisProcess, type ProcessRecord } from "./embedded-postgres-process.server";

/** How long a lock file without a readable record counts as being written by a site that is starting. */
const LOCK_WRITE_MS = 5_000;

/**
 * Takes `DATA_DIR/site.lock` for this process: one site a data folder, since a second one would borrow the
 * first's PostgreSQL server and lose it when the first stops. The file is made only if absent (O_EXCL). A
 * lock whose process is gone (a crash, a kill -9) is stale and replaced; `held: false` names the running
 * site otherwise (its pid, when its record could be read).
 */
export function lockSite(
  paths: ClusterPaths,
): { held: true; release: () => void } | { held: false; pid?: number } {
  const record = JSON.stringify(thisProcess());
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      fs.writeFileSync(paths.siteLockFile, record, { flag: "wx" });
      return { held: true, release: () => removeIf(paths.siteLockFile, record) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    let text: string;
    let modified: number;
    try {
      text = fs.readFileSync(paths.siteLockFile, "utf8");
      modified = fs.statSync(paths.siteLockFile).mtimeMs;
    } catch {
      continue; // released meanwhile
    }
    let holder: ProcessRecord | undefined;
    try {
      holder = JSON.parse(text) as ProcessRecord;
    } catch {
      // Being written by a site that is starting at this very moment, or left empty by a crash long ago.
      if (Date.now() - modified < LOCK_WRITE_MS) return { held: false };
    }
    if (holder && stillRunning(holder)) return { held: false, pid: holder.pid };
    removeStale(paths.siteLockFile, text);
  }
  return { held: false };
}

/** Removes the lock file if it still holds `text` (this process's record). */
function removeIf(file: string, text: string) {
  try {
    if (fs.readFileSync(file, "utf8") === text) fs.rmSync(file);
  } catch {
    // already gone
  }
}

/**
 * Removes a stale lock, unless another start replaced it since it was read: the file is moved aside first
 * and put back if what was moved is not what was judged stale.
 */
function removeStale(file: string, stale: string) {
  const aside = `${file}.${process.pid}`;
  try {
    fs.renameSync(file, aside);
  } catch {
    return; // removed by another start
  }
  try {
    if (fs.readFileSync(aside, "utf8") !== stale) fs.linkSync(aside, file);
  } catch {
    // a third start took the lock meanwhile: it holds it
  } finally {
    fs.rmSync(aside, { force: true });
  }
}
