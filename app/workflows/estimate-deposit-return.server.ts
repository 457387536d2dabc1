/**
 * An estimate's deposit after its checkout (docs/estimates.md). The return page (`/estimates/paid`) only
 * reads where the deposit stands: a GET changes nothing, whoever makes it. Recording the payment is the
 * webhook's, and the page's report (`POST /api/estimates/paid`), which asks the provider and records what it
 * says through the one recording path, as the webhook would (whichever comes first records it).
 */
import { estimateOfSession } from "~/features/estimates/estimate-approvals.server";
import type { DepositReturn } from "~/features/estimates/estimate-view";
import { paidSessionOf } from "~/features/payments/payment-provider";
import type { Db } from "~db/client.server";
import type { PaymentFlowDeps } from "./payment-flow-deps";
import { afterRecorded, recordPaid } from "./record-payment.server";

type Found = NonNullable<Awaited<ReturnType<typeof estimateOfSession>>>;

function answerOf(found: Found | undefined): DepositReturn {
  if (!found) return { state: "not-found" };
  const { paymentStatus, number, title, phone } = found;
  const state =
    paymentStatus === "refunded" || paymentStatus === "refund_pending"
      ? "refunded"
      : paymentStatus === "succeeded"
        ? "approved"
        : paymentStatus === "pending"
          ? "pending"
          : "unpaid";
  return { state, number, title, phone };
}

/** Where the deposit of the checkout `sessionId` of provider `providerName` stands, as recorded. */
export async function depositState(db: Db, providerName: string, sessionId: string): Promise<DepositReturn> {
  return answerOf(await estimateOfSession(db, providerName, sessionId));
}

/**
 * The return page's report: while the payment is still pending here, the server asks the provider about the
 * session and records a payment it reports. Nothing the client says about money is believed.
 */
export async function confirmDeposit(deps: PaymentFlowDeps, sessionId: string): Promise<DepositReturn> {
  const { db, provider, logger } = deps;
  const found = provider && (await estimateOfSession(db, provider.name, sessionId));
  if (!provider || !found) return { state: "not-found" };
  if (found.paymentStatus !== "pending") return answerOf(found);
  const session = await provider.retrieveSession(sessionId);
  const paid = session && paidSessionOf(provider.name, session);
  if (!paid) return answerOf(found);
  const record = await db.transaction((tx) => recordPaid(tx, paid));
  if (record.outcome === "amount-mismatch") logger.error({ sessionId, ...record }, "payment not fulfilled");
  // The provider's webhook repeats a refund it could not make; this report need not fail for it.
  await afterRecorded(deps, record).catch((err: unknown) => {
    logger.error({ err, sessionId }, "refund failed; it is retried on the next report");
  });
  return depositState(db, provider.name, sessionId);
}
