import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { toCents } from "~/lib/deposit";
import { isPaidStatus, type PaymentMethod } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { payments } from "~db/schema";
import type {
  CheckoutRequest,
  ClosedSession,
  CreatedCheckout,
  PaymentProvider,
  ProviderSession,
} from "./payment-provider";

export const TEST_CHECKOUT_PATH = "/checkout/test";

/**
 * The site's own checkout page standing in for the card provider (development, tests, the demo). Its
 * sessions are `payments` rows of provider `test` with a random id nobody can guess; paying one runs the
 * same fulfilment as the provider's webhook.
 */
export class TestProvider implements PaymentProvider {
  readonly name = "test" as const;

  constructor(private readonly db: Db) {}

  async createCheckout(_request: CheckoutRequest): Promise<CreatedCheckout> {
    const sessionId = `test_cs_${crypto.randomBytes(24).toString("base64url")}`;
    return { sessionId, url: `${TEST_CHECKOUT_PATH}/${sessionId}` };
  }

  async closeSession(): Promise<ClosedSession> {
    // Its sessions are the payment rows: the caller closes only pending ones, locked, and marks them
    // expired itself; paying one waits for that lock and then finds it closed.
    return { state: "closed" };
  }

  async refund(): Promise<{ refundId: string }> {
    // No card was charged: the refund is recorded, nothing is sent anywhere.
    return { refundId: `test_re_${crypto.randomBytes(12).toString("hex")}` };
  }

  async retrieveSession(sessionId: string): Promise<ProviderSession | undefined> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, "test"), eq(payments.providerSessionId, sessionId)));
    if (!row) return undefined;
    const paid = isPaidStatus(row.status);
    return {
      sessionId,
      bookingId: row.bookingId,
      paid,
      amountCents: paid ? toCents(row.amount) : null,
      currency: row.currency,
      transactionId: row.transactionId,
      processing: row.status === "processing",
      ...(row.method && { method: row.method as PaymentMethod }),
    };
  }
}
