import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Config } from "~/lib/env.server";

/**
 * AUTH_SECRET, or on the embedded database a secret generated once and kept in DATA_DIR/auth-secret
 * (readable by this user only), so `npm install && npm start` just works and restarts keep sessions.
 * With DATABASE_URL in production loadConfig has already refused a missing AUTH_SECRET.
 */
export function resolveAuthSecret(config: Config): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const file = path.join(config.DATA_DIR, "auth-secret");
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  const secret = crypto.randomBytes(48).toString("base64url");
  try {
    // "wx": two processes starting together must not overwrite each other's secret.
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return fs.readFileSync(file, "utf8").trim();
  }
}
