/**
 * What the booking and payment flows need from the process that runs them. The server builds it once
 * (server/api/payment-services.ts) and hands it to each flow: the flows import nothing from the server.
 */
import type { Logger } from "pino";
import type { PaymentProvider } from "~/features/payments/payment-provider";
import type { JobQueue } from "~/lib/queue/job-catalog";
import type { Db } from "~db/client.server";

export interface PaymentFlowDeps {
  db: Db;
  /** The site's public address, for the links in checkouts and mails. */
  siteUrl: string;
  logger: Logger;
  /** Where the mail a flow owes goes (a job): the answer does not wait for it. */
  jobs: JobQueue;
  /** Undefined when no provider may take payments (a production start without Stripe or an explicit test). */
  provider: PaymentProvider | undefined;
  /**
   * The site's secret, for the links a flow makes (a checkout's cancel address). Without it a booking's
   * checkout returns to the payment page when left unpaid.
   */
  linkSecret?: string;
}

/** The message when a payment is needed and no provider can take it. */
export const PAYMENTS_UNAVAILABLE = "Stripe failed to load - payment service unavailable";
