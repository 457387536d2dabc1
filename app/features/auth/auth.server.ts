/**
 * Authentication (better-auth): customers sign in with a one-time link by email, admins with a password
 * and a TOTP code. Sessions live in the database; the cookie holds only a signed token.
 * Created once by the server and handed to route loaders through the load context.
 */
import { AsyncLocalStorage } from "node:async_hooks";
// The entry without Kysely (a database layer of its own we do not use: we hand it Drizzle), which would
// add a tenth of a second to every start.
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { betterAuth } from "better-auth/minimal";
import { magicLink } from "better-auth/plugins/magic-link";
import { twoFactor } from "better-auth/plugins/two-factor";
import { eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Config } from "~/lib/env.server";
import type { JobQueue } from "~/lib/queue/job-catalog";
import type { Db } from "~db/client.server";
import { accounts, customers, sessions, twoFactors, users, verifications } from "~db/schema";
import {
  ADMIN_SESSION_SECONDS,
  APP_NAME,
  AUTH_BASE_PATH,
  AUTH_COOKIE_PREFIX,
  CUSTOMER_SESSION_SECONDS,
  SIGN_IN_LINK_MINUTES,
} from "./auth-constants";
import { AUTH_RATE_LIMITS, CLIENT_IP_HEADER, DISABLED_PATHS } from "./auth-surface";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./password-policy";
import { databaseRateLimits } from "./rate-limit-store.server";
import { safeReturnTo } from "./return-to";

/**
 * While a sign-in link is made for another mail (a booking confirmation), the link is handed to this
 * callback instead of being mailed on its own. Only code in this process can set it, never a request.
 */
type LinkCapture = AsyncLocalStorage<(url: string) => void>;
// One per process, kept on the global object: the compiled server and the pages bundle each hold a copy of
// this module, and a capture set through one copy must reach the auth instance made from the other.
const LINK_CAPTURE = Symbol.for("abilene-home-pros.auth.link-capture");
const perProcess = globalThis as { [LINK_CAPTURE]?: LinkCapture };
const linkCapture: LinkCapture = (perProcess[LINK_CAPTURE] ??= new AsyncLocalStorage());

export interface AuthDependencies {
  db: Db;
  config: Config;
  /** Sign-in links go out as mail jobs (sign-in-link-mail.server.ts). */
  jobs: JobQueue;
  secret: string;
  /** Where its own messages go: the site's JSON log (server/logger.ts) rather than coloured console text. */
  logger?: Pick<Logger, "debug" | "info" | "warn" | "error">;
}

export function createAuth({ db, config, jobs, secret, logger }: AuthDependencies) {
  const appName = APP_NAME;
  const limits = databaseRateLimits(db);
  const isAdmin = async (userId: string) =>
    (await db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, userId)))[0]?.isAdmin ??
    false;

  return betterAuth({
    appName,
    baseURL: config.SITE_URL,
    basePath: AUTH_BASE_PATH,
    secret,
    telemetry: { enabled: false },
    logger: {
      level: config.NODE_ENV === "test" ? "error" : "warn",
      // Only the message and an error: its other arguments may carry an address or a token.
      ...(logger && {
        log: (level: "debug" | "info" | "warn" | "error", message: string, ...args: unknown[]) => {
          const err = args.find((arg) => arg instanceof Error);
          logger[level]({ source: "better-auth", ...(err ? { err } : {}) }, message);
        },
      }),
    },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { users, sessions, accounts, verifications, twoFactors },
    }),
    user: {
      modelName: "users",
      additionalFields: {
        // Never writable through the auth API: admins are made by `npm run admin:create` only.
        firstName: { type: "string", required: false, input: false },
        lastName: { type: "string", required: false, input: false },
        isAdmin: { type: "boolean", required: false, defaultValue: false, input: false },
      },
    },
    // An absolute lifetime: the expiry is set at sign-in and never pushed back by activity.
    session: { modelName: "sessions", expiresIn: CUSTOMER_SESSION_SECONDS, disableSessionRefresh: true },
    account: { modelName: "accounts" },
    verification: { modelName: "verifications" },
    emailAndPassword: {
      enabled: true,
      // Customers never need a password; admins get one from the admin:create command.
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
    },
    disabledPaths: DISABLED_PATHS,
    // SITE_URL plus the origin the browser used (it may reach a development server by another name); the
    // server's cross-site guard has already refused foreign origins before a request gets here.
    trustedOrigins: (request) => (request ? [new URL(request.url).origin] : []),
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": AUTH_RATE_LIMITS["/sign-in/email"],
        "/sign-in/magic-link": AUTH_RATE_LIMITS["/sign-in/magic-link"],
        "/magic-link/verify": AUTH_RATE_LIMITS["/magic-link/verify"],
        "/two-factor/*": AUTH_RATE_LIMITS["/two-factor/*"],
      },
      customStorage: { consume: (key, rule) => limits.consume(`auth:${key}`, rule) },
    },
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: config.isProduction,
      // better-auth skips these checks under NODE_ENV=test; tests must see what production does.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/sign-in/magic-link") {
          const body = ctx.body as { email?: unknown; callbackURL?: unknown };
          const email = typeof body?.email === "string" ? body.email.trim().toLowerCase() : "";
          // A link made for a confirmation mail is the business's own doing, not a request to limit.
          if (email && !linkCapture.getStore()) {
            const decision = await limits.consume(`auth:link:${email}`, AUTH_RATE_LIMITS.linkPerRecipient);
            if (!decision.allowed) {
              throw new APIError("TOO_MANY_REQUESTS", {
                message: "Too many sign-in links were requested for this address. Please try again later.",
              });
            }
          }
          // Only our own pages may follow a sign-in; errors always come back to the sign-in page.
          const callbackURL = safeReturnTo(body?.callbackURL);
          return {
            context: {
              body: {
                ...body,
                email,
                callbackURL,
                newUserCallbackURL: callbackURL,
                errorCallbackURL: "/login",
              },
            },
          };
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          async before(user) {
            return { data: { ...user, email: user.email.toLowerCase() } };
          },
          // A person who booked before signing in is the same customer.
          async after(user) {
            await db
              .update(customers)
              .set({ userId: user.id })
              .where(sql`${customers.email} = lower(${user.email}) and ${customers.userId} is null`);
          },
        },
      },
      session: {
        create: {
          async before(session, ctx) {
            if (!(await isAdmin(session.userId))) return;
            // Admin accounts sign in with password and code only: a sign-in link must not skip the second factor.
            if (ctx?.path === "/magic-link/verify") return false;
            return {
              data: { ...session, expiresAt: new Date(Date.now() + ADMIN_SESSION_SECONDS * 1000) },
            };
          },
        },
      },
    },
    plugins: [
      magicLink({
        expiresIn: SIGN_IN_LINK_MINUTES * 60,
        storeToken: "hashed",
        async sendMagicLink({ email, url }) {
          const [user] = await db
            .select({ isAdmin: users.isAdmin })
            .from(users)
            .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
          const capture = linkCapture.getStore();
          if (capture) {
            // Admins sign in with password and code only: no link for them.
            if (!user?.isAdmin) capture(url);
            return;
          }
          // Queued, so that a mail server that is down delays the link instead of losing it. An admin's
          // answer carries no link, so its job does not either.
          const forAdmin = user?.isAdmin ?? false;
          await jobs.enqueue("mail.sign-in-link", {
            to: email,
            url: forAdmin ? null : url,
            forAdmin,
            expiresAt: new Date(Date.now() + SIGN_IN_LINK_MINUTES * 60_000).toISOString(),
          });
        },
      }),
      twoFactor({
        issuer: appName,
        twoFactorTable: "twoFactors",
        backupCodeOptions: { amount: 8 },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * A real one-time sign-in link for `email` that lands on `callbackURL`, made by the auth library (stored
 * hashed, expiring like any other) for inclusion in another mail. Undefined for admin accounts.
 */
export async function createSignInLink(auth: Auth, email: string, callbackURL: string) {
  let link: string | undefined;
  await linkCapture.run(
    (url) => {
      link = url;
    },
    () => auth.api.signInMagicLink({ body: { email, callbackURL }, headers: new Headers() }),
  );
  return link;
}
