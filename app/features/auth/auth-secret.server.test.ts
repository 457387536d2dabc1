import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "~/lib/env.server";
import { resolveAuthSecret } from "./auth-secret.server";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "secret-test-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe("resolveAuthSecret", () => {
  it("uses AUTH_SECRET when set, and writes nothing", () => {
    const dir = tempDir();
    const secret = "s".repeat(40);
    expect(resolveAuthSecret(loadConfig({ AUTH_SECRET: secret, DATA_DIR: dir }))).toBe(secret);
    expect(fs.existsSync(path.join(dir, "auth-secret"))).toBe(false);
  });

  it("on the embedded database generates one, keeps it private in DATA_DIR, and reuses it after a restart", () => {
    const dir = tempDir();
    const config = loadConfig({ NODE_ENV: "production", DATA_DIR: dir });
    const first = resolveAuthSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(dir, "auth-secret")).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret(config)).toBe(first);
    expect(resolveAuthSecret(loadConfig({ DATA_DIR: tempDir() }))).not.toBe(first);
  });
});
