/**
 * The address the site answers at (SITE_URL, else http://localhost:PORT of the site itself), kept in
 * `DATA_DIR/site-address` from the moment it listens, so that a command run beside it in another shell
 * (`npm run admin:create`, without the site's PORT or SITE_URL in its environment) names the site's real
 * address rather than the default port's. The last address stays after the site stops: where it would run.
 */
import fs from "node:fs";
import path from "node:path";

const fileOf = (dataDir: string) => path.join(dataDir, "site-address");

/** Written once the site listens; a folder that cannot be written only loses this hint. */
export function recordSiteAddress(dataDir: string, siteUrl: string) {
  try {
    fs.writeFileSync(fileOf(dataDir), `${siteUrl}\n`);
  } catch {
    // The hint is for convenience: never a reason to stop a site that is serving.
  }
}

/** The address the site on `dataDir` answers (or last answered) at, when one has run there. */
export function recordedSiteAddress(dataDir: string): string | undefined {
  try {
    const url = fs.readFileSync(fileOf(dataDir), "utf8").trim();
    return /^https?:\/\/\S+$/.test(url) ? url : undefined;
  } catch {
    return undefined;
  }
}
