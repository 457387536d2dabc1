import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./env.server";

describe("loadConfig", () => {
  it("runs on defaults: port 3000, embedded database under ./data", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe(path.resolve("data"));
    expect(config.SITE_URL).toBe("http://localhost:3000");
    expect(config.SEED_DEMO_DATA).toBe(true);
    expect(config.TRUST_PROXY).toBe(false);
    expect(config.MAP_EMBED_URL).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=\{bbox\}/,
    );
  });

  it.each([
    [{ PORT: "abc" }, /^Invalid configuration: PORT must be a port number \(got "abc"\)$/],
    [{ PORT: "70000" }, /^Invalid configuration: PORT must be between 1 and 65535/],
    [{ DATABASE_URL: "nonsense" }, /^Invalid configuration: DATABASE_URL must be a postgres:\/\//],
    [{ SITE_URL: "not a url" }, /^Invalid configuration: SITE_URL must be an absolute URL/],
    [{ TRUST_PROXY: "maybe" }, /^Invalid configuration: TRUST_PROXY must be true or false/],
    [{ NODE_ENV: "staging" }, /^Invalid configuration: NODE_ENV /],
    [
      { MAP_EMBED_URL: "ftp://maps.example.com/{lat}" },
      /^Invalid configuration: MAP_EMBED_URL must be an http\(s\) URL/,
    ],
  ])("refuses %o with one line naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("treats empty variables as unset and trims a trailing slash from SITE_URL", () => {
    const config = loadConfig({ PORT: "", DATABASE_URL: "", SITE_URL: "https://example.com/" });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SITE_URL).toBe("https://example.com");
  });

  it("accepts a PostgreSQL URL", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://u@127.0.0.1:5432/db" }).DATABASE_URL).toBe(
      "postgres://u@127.0.0.1:5432/db",
    );
  });
});
