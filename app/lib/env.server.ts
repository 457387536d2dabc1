import net from "node:net";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_MAP_EMBED_URL, mapEmbedOrigin } from "./map-embed";
import { s3SettingsOf, type S3Settings } from "./s3-settings.server";
import { twilioSettingsOf, TWILIO_VARIABLES, type TwilioSettings } from "./twilio-settings.server";

/**
 * Configuration, read once at boot. Every variable is listed in .env.example.
 * A bad value stops the start with one line naming the variable (see loadConfig).
 */
const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" })
  .transform((v) => v === "true" || v === "1" || v === "yes");

// Names Express's `trust proxy` setting knows for well-known ranges.
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * Which proxies may report the client address in X-Forwarded-For, in forms Express's `trust proxy` takes:
 * a number of hops counted from the right, or the proxies' addresses. `true` would make Express believe
 * the left-most address, which the client writes itself, so every rate limit could be escaped: refused.
 */
const trustProxy = z.string().transform((value, ctx): false | number | string[] => {
  const trimmed = value.trim().toLowerCase();
  if (trimmed === "false") return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed) || false;
  if (trimmed === "true" || trimmed === "yes") {
    ctx.addIssue({
      code: "custom",
      message:
        "must be the number of proxy hops (1 behind one reverse proxy, 2 behind a CDN and a proxy) or the proxies' addresses; true would trust an address the client writes",
    });
    return z.NEVER;
  }
  const entries = value.split(",").map((entry) => entry.trim());
  if (!entries.every(isProxyAddress)) {
    ctx.addIssue({
      code: "custom",
      message:
        "must be a number of proxy hops (e.g. 1), a comma-separated list of proxy addresses or subnets (e.g. 10.0.0.0/8,loopback), or false",
    });
    return z.NEVER;
  }
  return entries;
});

/** An address, a subnet (address/prefix length, or an IPv4 netmask) or a range name, as Express accepts. */
function isProxyAddress(entry: string) {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (version === 4 && net.isIPv4(prefix)) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ message: "must be a port number" })
    .int("must be a whole port number")
    .min(1, "must be between 1 and 65535")
    .max(65535, "must be between 1 and 65535")
    .default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  SITE_URL: z.url({ message: "must be an absolute URL such as https://example.com" }).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, "must be a postgres:// or postgresql:// connection URL")
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  SEED_DEMO_DATA: booleanFlag.default(true),
  TRUST_PROXY: trustProxy.default(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // The contact page's map: a URL template with {lat}, {lon}, {address} and {bbox} (see app/lib/map-embed.ts).
  // The Content-Security-Policy lets frames come from its origin only.
  MAP_EMBED_URL: z
    .string()
    .refine(isMapTemplate, "must be an http(s) URL, optionally with {lat}, {lon}, {address} or {bbox}")
    .default(DEFAULT_MAP_EMBED_URL),
  // Signs session cookies and encrypts two-factor secrets; every instance must share it.
  AUTH_SECRET: z
    .string()
    .min(32, "must be at least 32 characters (e.g. `openssl rand -base64 48`)")
    .optional(),
  SMTP_URL: z
    .string()
    .regex(
      /^smtps?:\/\/\S+$/,
      "must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.com:587",
    )
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  // Card payments: the Stripe SDK with this secret key, or (without one) the site's own test checkout.
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_\S+$/, "must be a Stripe secret key (sk_... or rk_...)")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\S+$/, "must be a Stripe webhook secret (whsec_...)")
    .optional(),
  // Points the Stripe SDK at another host (a local stand-in in tests); unset means Stripe itself.
  STRIPE_API_BASE: z
    .url({ protocol: /^https?$/, message: "must be an http(s) URL such as http://127.0.0.1:12111" })
    .optional(),
  PAYMENTS_PROVIDER: z.enum(["stripe", "test"], { message: "must be stripe or test" }).optional(),
  ...TWILIO_VARIABLES,
  // Uploaded images in an S3 bucket instead of DATA_DIR/uploads (see s3-settings.server.ts).
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      "must be a bucket name (3-63 lowercase letters, digits, . or -)",
    )
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, "must be a region name such as eu-west-1")
    .optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, message: "must be an http(s) URL such as https://s3.example.com" })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  S3_PUBLIC_URL: z
    .url({ protocol: /^https?$/, message: "must be an http(s) URL such as https://cdn.example.com" })
    .refine((url) => !/[?#]/.test(url), "must be a base URL without ? or #")
    .optional(),
  // Background jobs: worked in this process (inline), or only queued here and worked by `npm run worker`.
  WORKER: z.enum(["inline", "off"], { message: "must be inline or off" }).default("inline"),
  // The public page cache (docs/page-cache.md): on by default in production only.
  PAGE_CACHE: z
    .enum(["on", "off", "true", "false", "1", "0", "yes", "no"], { message: "must be on or off" })
    .transform((v) => v === "on" || v === "true" || v === "1" || v === "yes")
    .optional(),
  PAGE_CACHE_TTL: z.coerce
    .number({ message: "must be a number of seconds" })
    .int("must be a whole number of seconds")
    .min(1, "must be between 1 and 86400")
    .max(86_400, "must be between 1 and 86400")
    .default(60),
});

function isMapTemplate(value: string) {
  try {
    mapEmbedOrigin(value);
    return true;
  } catch {
    return false;
  }
}

type Env = z.infer<typeof envSchema>;

/** Who takes card payments; "unavailable" when a production start has neither Stripe nor an explicit test. */
export type PaymentsProvider = "stripe" | "test" | "unavailable";

export type Config = Omit<Env, "SITE_URL" | "DATA_DIR" | "MAIL_FROM" | "PAGE_CACHE"> & {
  SITE_URL: string;
  PAGE_CACHE: boolean;
  DATA_DIR: string;
  MAIL_FROM: string;
  isProduction: boolean;
  paymentsProvider: PaymentsProvider;
  /** Uploaded images go to this bucket; undefined: the local folder `DATA_DIR/uploads`. */
  s3: S3Settings | undefined;
  /** Texts go through Twilio with these; undefined: they are written to `DATA_DIR/sms-outbox`. */
  twilio: TwilioSettings | undefined;
};

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError with a one-line message naming the first bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most .env conventions.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    const got = source[name];
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message} (got ${JSON.stringify(got)})`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.AUTH_SECRET) {
    // A secret generated per instance would make each instance reject the others' sessions.
    throw new ConfigError(
      "Invalid configuration: AUTH_SECRET must be set in production with DATABASE_URL (every instance must share it)",
    );
  }
  if (env.PAYMENTS_PROVIDER === "stripe" && !env.STRIPE_SECRET_KEY) {
    throw new ConfigError("Invalid configuration: PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY");
  }
  const s3 = s3SettingsOf(env);
  if (s3.problem) throw new ConfigError(`Invalid configuration: ${s3.problem}`);
  const twilio = twilioSettingsOf(env);
  if (twilio.problem) throw new ConfigError(`Invalid configuration: ${twilio.problem}`);
  const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  return {
    ...env,
    SITE_URL: siteUrl,
    DATA_DIR: path.resolve(env.DATA_DIR),
    MAIL_FROM: env.MAIL_FROM ?? `no-reply@${new URL(siteUrl).hostname}`,
    PAGE_CACHE: env.PAGE_CACHE ?? env.NODE_ENV === "production",
    isProduction: env.NODE_ENV === "production",
    paymentsProvider: paymentsProviderOf(env),
    s3: s3.settings,
    twilio: twilio.settings,
  };
}

/**
 * Stripe when it has a key, else the test checkout, except in production: there a site that takes no real
 * money must say so (PAYMENTS_PROVIDER=test), or bookings that need a deposit are refused.
 */
function paymentsProviderOf(env: Env): PaymentsProvider {
  if (env.PAYMENTS_PROVIDER) return env.PAYMENTS_PROVIDER;
  if (env.STRIPE_SECRET_KEY) return "stripe";
  return env.NODE_ENV === "production" ? "unavailable" : "test";
}
