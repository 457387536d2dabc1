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
    expect(config.WORKER).toBe("inline");
    expect(config.MAP_EMBED_URL).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=\{bbox\}/,
    );
  });

  it.each([
    [{ PORT: "abc" }, /^Invalid configuration: PORT must be a port number \(got "abc"\)$/],
    [{ PORT: "70000" }, /^Invalid configuration: PORT must be between 1 and 65535/],
    [{ DATABASE_URL: "nonsense" }, /^Invalid configuration: DATABASE_URL must be a postgres:\/\//],
    [{ SITE_URL: "not a url" }, /^Invalid configuration: SITE_URL must be an absolute URL/],
    [{ TRUST_PROXY: "maybe" }, /^Invalid configuration: TRUST_PROXY must be a number of proxy hops/],
    [{ TRUST_PROXY: "10.0.0.0/33" }, /^Invalid configuration: TRUST_PROXY must be a number of proxy hops/],
    [{ NODE_ENV: "staging" }, /^Invalid configuration: NODE_ENV /],
    [
      { MAP_EMBED_URL: "ftp://maps.example.com/{lat}" },
      /^Invalid configuration: MAP_EMBED_URL must be an http\(s\) URL/,
    ],
    [{ AUTH_SECRET: "too-short" }, /^Invalid configuration: AUTH_SECRET must be at least 32 characters/],
    [
      { SMTP_URL: "mail.example.com" },
      /^Invalid configuration: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/,
    ],
    [{ WORKER: "separate" }, /^Invalid configuration: WORKER must be inline or off \(got "separate"\)$/],
    [{ PAGE_CACHE: "sometimes" }, /^Invalid configuration: PAGE_CACHE must be on or off/],
    [{ PAGE_CACHE_TTL: "0" }, /^Invalid configuration: PAGE_CACHE_TTL must be between 1 and 86400/],
    [{ PAGE_CACHE_TTL: "1.5" }, /^Invalid configuration: PAGE_CACHE_TTL must be a whole number of seconds/],
  ])("refuses %o with one line naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("refuses TRUST_PROXY=true, which would believe the address the client writes, and says what to use", () => {
    for (const value of ["true", "yes"]) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /^Invalid configuration: TRUST_PROXY must be the number of proxy hops \(1 behind one reverse proxy, [^\n]*\(got "(true|yes)"\)$/,
      );
    }
  });

  it.each([
    ["1", 1],
    ["2", 2],
    ["0", false],
    ["false", false],
    ["loopback", ["loopback"]],
    ["10.0.0.0/8, 172.16.0.0/12", ["10.0.0.0/8", "172.16.0.0/12"]],
    ["203.0.113.7,2001:db8::/32,uniquelocal", ["203.0.113.7", "2001:db8::/32", "uniquelocal"]],
  ])("takes TRUST_PROXY=%s as Express's trust proxy setting %o", (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
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

  it("refuses to start in production on PostgreSQL without AUTH_SECRET, in one line", () => {
    const env = { NODE_ENV: "production", DATABASE_URL: "postgres://u@127.0.0.1:5432/db" };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(
      /^Invalid configuration: AUTH_SECRET must be set in production with DATABASE_URL[^\n]*$/,
    );
    expect(loadConfig({ ...env, AUTH_SECRET: "x".repeat(32) }).AUTH_SECRET).toBe("x".repeat(32));
    // The embedded database keeps a generated secret in DATA_DIR instead; development may use either.
    expect(() => loadConfig({ NODE_ENV: "production" })).not.toThrow();
    expect(() => loadConfig({ DATABASE_URL: env.DATABASE_URL })).not.toThrow();
  });

  it("works the background jobs in the process unless WORKER=off", () => {
    expect(loadConfig({ WORKER: "off" }).WORKER).toBe("off");
    expect(loadConfig({ WORKER: "inline" }).WORKER).toBe("inline");
  });

  it("caches the public pages in production unless PAGE_CACHE=off, and elsewhere only with PAGE_CACHE=on", () => {
    expect(loadConfig({ NODE_ENV: "production" }).PAGE_CACHE).toBe(true);
    expect(loadConfig({ NODE_ENV: "production", PAGE_CACHE: "off" }).PAGE_CACHE).toBe(false);
    expect(loadConfig({}).PAGE_CACHE).toBe(false);
    expect(loadConfig({ NODE_ENV: "test", PAGE_CACHE: "on" }).PAGE_CACHE).toBe(true);
    expect(loadConfig({}).PAGE_CACHE_TTL).toBe(60);
  });

  it("sends mail from no-reply at the site's host unless MAIL_FROM says otherwise", () => {
    expect(loadConfig({ SITE_URL: "https://www.example.com" }).MAIL_FROM).toBe("no-reply@www.example.com");
    expect(loadConfig({ MAIL_FROM: "Office <office@example.com>" }).MAIL_FROM).toBe(
      "Office <office@example.com>",
    );
  });
});

describe("the payments provider", () => {
  const production = { NODE_ENV: "production" };
  it.each([
    ["development without a key: the test checkout", {}, "test"],
    ["tests without a key: the test checkout", { NODE_ENV: "test" }, "test"],
    ["a Stripe key: Stripe", { STRIPE_SECRET_KEY: "sk_test_123" }, "stripe"],
    ["production with a key: Stripe", { ...production, STRIPE_SECRET_KEY: "sk_live_123" }, "stripe"],
    ["production without a key: none", production, "unavailable"],
    ["production asking for the test checkout: it", { ...production, PAYMENTS_PROVIDER: "test" }, "test"],
    [
      "a key but the test checkout asked for",
      { STRIPE_SECRET_KEY: "sk_test_1", PAYMENTS_PROVIDER: "test" },
      "test",
    ],
  ])("%s", (_name, env, expected) => {
    expect(loadConfig(env).paymentsProvider).toBe(expected);
  });

  it.each([
    [{ PAYMENTS_PROVIDER: "paypal" }, /^Invalid configuration: PAYMENTS_PROVIDER must be stripe or test/],
    [{ PAYMENTS_PROVIDER: "stripe" }, /PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY/],
    [
      { STRIPE_SECRET_KEY: "pk_live_1" },
      /^Invalid configuration: STRIPE_SECRET_KEY must be a Stripe secret key/,
    ],
    [{ STRIPE_WEBHOOK_SECRET: "secret" }, /^Invalid configuration: STRIPE_WEBHOOK_SECRET must be/],
    [{ STRIPE_API_BASE: "ftp://x" }, /^Invalid configuration: STRIPE_API_BASE must be an http\(s\) URL/],
  ])("refuses %o", (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
