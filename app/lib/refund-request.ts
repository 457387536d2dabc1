/**
 * What an admin sends to give money back, in full or in part, whatever the payment was for (a visit's
 * deposit, an invoice's payment): parsed by the refund forms and again by the API
 * (docs/booking-and-payments.md, "Refunds"). Client-safe.
 */
import { z } from "zod";
import { fromCents } from "~/lib/deposit";
import { DomainError } from "~/lib/domain-error";
import { formatMoney } from "~/lib/money";
import { requiredText } from "~/lib/text-fields";

export const REFUND_AMOUNT_MESSAGE = "Enter an amount greater than $0.00, in dollars and cents";
export const REFUND_REASON_MESSAGE = "Please give a reason";
export const REFUND_REQUEST_KEY_MESSAGE = "Invalid request key";

/** Dollars as "12.50" or 12.5: more than zero, at most two decimals. Leaves as integer cents. */
export const refundSchema = z.object({
  amount: z
    .union([z.string(), z.number()], { error: REFUND_AMOUNT_MESSAGE })
    .transform((value) => String(value).trim().replace(/^\$/, ""))
    .pipe(
      z
        .string()
        .regex(/^\d{1,8}(\.\d{1,2})?$/, REFUND_AMOUNT_MESSAGE)
        .transform((value) => Math.round(Number(value) * 100))
        .pipe(z.number().int().positive(REFUND_AMOUNT_MESSAGE)),
    ),
  reason: requiredText({ min: 1, max: 500, message: REFUND_REASON_MESSAGE, label: "Reason" }),
  /**
   * Made once by the form when it opens: the same request sent again (a double click, a network retry)
   * answers the refund it made instead of refunding again. Optional: without it every request refunds.
   */
  requestKey: z
    .string({ error: REFUND_REQUEST_KEY_MESSAGE })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, REFUND_REQUEST_KEY_MESSAGE)
    .optional(),
});
export type RefundInput = z.input<typeof refundSchema>;

/** The over-the-remainder refusal, naming what is left. */
export const overRemainingMessage = (remaining: string) =>
  `The amount is more than what is left to refund (${remaining}).`;
export const REFUND_KEY_REUSED =
  "This refund was already asked for with another amount or reason. Please check the refunds listed and try again.";
export const REFUND_PROVIDER_FAILED = "The refund could not be made. Please try again later.";

/** A refusal of the refund path that every refund endpoint answers alike. */
export type CommonRefundRefusal =
  | { outcome: "over-remaining"; remainingCents: number }
  | { outcome: "key-reused" }
  | { outcome: "provider-failed" };

/** The error a refund endpoint answers a common refusal with (the over-the-remainder one at its field). */
export function refundRefusal(refusal: CommonRefundRefusal): DomainError {
  switch (refusal.outcome) {
    case "over-remaining": {
      const message = overRemainingMessage(formatMoney(fromCents(refusal.remainingCents)));
      return new DomainError("conflict", message, { fields: { amount: message } });
    }
    case "key-reused":
      return new DomainError("conflict", REFUND_KEY_REUSED);
    case "provider-failed":
      return new DomainError("bad_gateway", REFUND_PROVIDER_FAILED);
  }
}

/**
 * A fresh key for one refund request (see refundSchema's requestKey). `randomUUID` needs a secure page
 * (https or localhost); elsewhere 16 random bytes in hex do the same.
 */
export const newRequestKey = () =>
  typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
