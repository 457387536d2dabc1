/**
 * The customer's side of an estimate (docs/estimates.md): reading it, its page's report that it was seen, and
 * the answers: approve (the signature, then the deposit's checkout through the one payment path, or approved
 * at once when nothing is due), decline, ask for changes.
 */
import type { z } from "zod";
import {
  declineEstimate,
  estimateOfToken,
  markViewed,
  requestChanges,
} from "~/features/estimates/customer-estimates.server";
import { approveWith, attachPayment, signApproval } from "~/features/estimates/estimate-approvals.server";
import { estimateView, publicView } from "~/features/estimates/estimate-rows.server";
import { estimatePath } from "~/features/estimates/estimate-token.server";
import type { PublicEstimateView } from "~/features/estimates/estimate-view";
import type { approveSchema } from "~/features/estimates/estimate.schema";
import { createContactMessage } from "~/features/leads/leads.server";
import { startOwnedCheckout } from "~/features/payments/checkout.server";
import { paidSessionOf, SESSION_PLACEHOLDER } from "~/features/payments/payment-provider";
import { recordTextConsent } from "~/features/text-consent/consent.server";
import { businessToday } from "~/lib/dates";
import { DomainError } from "~/lib/domain-error";
import type { SignatureMeta } from "~/lib/signature";
import { TEXT_CONSENT_SHOWN } from "~/lib/text-consent";
import { tellChangesRequested, tellEstimateApproved, tellEstimateDeclined } from "./estimate-notices.server";
import { alertOwner } from "./owner-alerts.server";
import { PAYMENTS_UNAVAILABLE, type PaymentFlowDeps } from "./payment-flow-deps";
import { afterRecorded, recordPaid, type PaymentRecord } from "./record-payment.server";

/**
 * The estimate of a link, for its page and GET /api/estimates/{token}. It only reads: crawlers, link
 * previews and prefetches make GETs too, so the view is recorded by recordView, which the page posts.
 */
export async function openEstimate(deps: Pick<PaymentFlowDeps, "db">, token: string, now = new Date()) {
  const row = await estimateOfToken(deps.db, token);
  return publicView(await estimateView(deps.db, row, businessToday(now)));
}

/**
 * The customer's browser showed the estimate (POST /api/estimates/{token}/view): a sent one becomes viewed,
 * and the owner is told of that first view (once per estimate, however often the page reports it).
 */
export async function recordView(deps: Pick<PaymentFlowDeps, "db" | "jobs" | "logger">, token: string) {
  const row = await estimateOfToken(deps.db, token);
  if (await markViewed(deps.db, row.id))
    await alertOwner(deps, { kind: "estimate-viewed", estimateId: row.id });
}

export type ApprovalAnswer = { url: string } | { estimate: PublicEstimateView };

/**
 * Signs the approval and sends the customer to pay the deposit, or approves at once when none is due. The
 * signature, the consent to texts when the box was ticked (docs/texts.md; a number that cannot take texts
 * refuses the whole answer, at `phone`), the closing of earlier checkouts and the new pending payment are one
 * transaction.
 */
export async function approveEstimate(
  deps: PaymentFlowDeps,
  token: string,
  input: z.output<typeof approveSchema>,
  meta: SignatureMeta,
): Promise<ApprovalAnswer> {
  const { db, provider } = deps;
  let record: PaymentRecord | undefined;
  const answer = await db.transaction(async (tx): Promise<ApprovalAnswer | "approved"> => {
    const row = await estimateOfToken(tx, token, { lock: true });
    const signed = await signApproval(tx, row, input, meta);
    if (input.textOptIn) {
      await recordTextConsent(tx, {
        customerId: row.customerId,
        optIn: true,
        source: "estimate",
        wording: TEXT_CONSENT_SHOWN,
        phone: input.phone || row.customerPhone,
        clientAddress: meta.ipAddress || null,
      });
    }
    if (signed.depositCents === 0) {
      await approveWith(tx, row.id, signed.approvalId);
      return "approved";
    }
    if (!provider) throw new DomainError("unavailable", PAYMENTS_UNAVAILABLE);
    const start = await startOwnedCheckout(tx, provider, {
      owner: { estimateId: row.id, approvalId: signed.approvalId },
      email: row.customerEmail,
      description: `Deposit for estimate #${row.number}: ${row.title}`,
      amountCents: signed.depositCents,
      returnUrl: `${deps.siteUrl}/estimates/paid?session_id=${SESSION_PLACEHOLDER}`,
      cancelUrl: `${deps.siteUrl}${estimatePath(token)}`,
    });
    if (start.state === "opened") {
      await attachPayment(tx, signed.approvalId, start.paymentId);
      return { url: start.checkout.url };
    }
    // An earlier checkout of this estimate was paid meanwhile: that payment approves it.
    const paid = paidSessionOf(provider.name, start.session);
    if (paid) record = await recordPaid(tx, paid);
    return "approved";
  });
  if (record) await afterRecorded(deps, record);
  if (answer !== "approved") return answer;
  const row = await estimateOfToken(db, token);
  if (!record) await tellEstimateApproved(deps, row.id);
  return { estimate: publicView(await estimateView(db, row, businessToday())) };
}

export async function declineByCustomer(deps: PaymentFlowDeps, token: string, reason: string) {
  const row = await declineEstimate(deps.db, token, reason);
  await tellEstimateDeclined(deps, row.id);
  return openEstimate(deps, token);
}

/** The customer's words go to the inbox as a message, and the business gets a mail about them. */
export async function askForChanges(deps: PaymentFlowDeps, token: string, message: string) {
  const row = await requestChanges(deps.db, token);
  const { id } = await createContactMessage(deps.db, {
    name: row.customerName,
    email: row.customerEmail,
    phone: row.customerPhone,
    subject: `Changes requested: estimate #${row.number}`,
    message,
  });
  await tellChangesRequested(deps, row.id, id);
  return openEstimate(deps, token);
}
