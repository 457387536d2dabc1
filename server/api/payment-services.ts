import { resolveAuthSecret } from "~/features/auth/auth-secret.server";
import { StripeProvider } from "~/features/payments/stripe-provider.server";
import { TestProvider } from "~/features/payments/test-provider.server";
import type { Config } from "~/lib/env.server";
import type { JobQueue } from "~/lib/queue/job-catalog";
import type { PaymentFlowDeps } from "~/workflows/payment-flow-deps";
import type { Db } from "~db/client.server";
import type { Logger } from "~server/logger";

/**
 * The payment provider this process uses, and everything the booking and payment flows (app/workflows)
 * need, made once at start.
 */
export interface PaymentServices {
  /** Undefined when no provider may take payments (a production start without Stripe or an explicit test). */
  provider: PaymentFlowDeps["provider"];
  stripe: StripeProvider | undefined;
  /** What the flows are called with. */
  flows: PaymentFlowDeps;
}

export interface PaymentDependencies {
  db: Db;
  config: Config;
  logger: Logger;
  jobs: JobQueue;
}

/** The configured provider (also a worker's, which closes expired checkouts with it). */
export function createPaymentProvider(config: Config, db: Db) {
  const stripe =
    config.paymentsProvider === "stripe"
      ? new StripeProvider({
          secretKey: config.STRIPE_SECRET_KEY!,
          webhookSecret: config.STRIPE_WEBHOOK_SECRET,
          apiBase: config.STRIPE_API_BASE,
        })
      : undefined;
  const provider = stripe ?? (config.paymentsProvider === "test" ? new TestProvider(db) : undefined);
  return { stripe, provider };
}

export function createPaymentServices({ db, config, logger, jobs }: PaymentDependencies): PaymentServices {
  const { stripe, provider } = createPaymentProvider(config, db);
  if (!provider) {
    logger.warn(
      "no card payments: STRIPE_SECRET_KEY is not set, so bookings that need a deposit are refused (set PAYMENTS_PROVIDER=test for the test checkout)",
    );
  } else if (stripe && !config.STRIPE_WEBHOOK_SECRET) {
    logger.warn(
      "STRIPE_WEBHOOK_SECRET is not set: payments are recorded only when customers return to the site",
    );
  }
  const flows = {
    db,
    siteUrl: config.SITE_URL,
    logger,
    jobs,
    provider,
    linkSecret: resolveAuthSecret(config),
  };
  return { provider, stripe, flows };
}
