/**
 * The payments' endpoints (app/lib/endpoint.ts): the thank-you page's report of a checkout, and the test
 * checkout's buttons (served with the test provider only).
 */
import { z } from "zod";
import { endpoint } from "~/lib/endpoint";

/** The thank-you page's report: the checkout session's id, as it received it from the provider. */
export const paymentReportSchema = z.object({
  appointmentId: z.coerce.number().int().positive().max(2_147_483_647),
  transactionId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,255}$/),
});

/** Where the test checkout sends the browser next. */
const checkoutExit = z.object({ redirectUrl: z.string() });

export const paymentEndpoints = {
  /** Whether the provider says the checkout was paid (and kept, or refunded). */
  report: endpoint({
    method: "POST",
    path: "/api/payments",
    access: "public",
    body: paymentReportSchema,
    output: z.object({ status: z.enum(["pending", "succeeded", "refunded"]) }),
  }),
};

export const testCheckoutEndpoints = {
  pay: endpoint({
    method: "POST",
    path: "/api/test-checkout/:sessionId/pay",
    access: "public",
    output: checkoutExit,
  }),
  cancel: endpoint({
    method: "POST",
    path: "/api/test-checkout/:sessionId/cancel",
    access: "public",
    output: checkoutExit,
  }),
  /** The bank pays a processing bank payment (Stripe's `async_payment_succeeded`). */
  settle: endpoint({
    method: "POST",
    path: "/api/test-checkout/:sessionId/settle",
    access: "public",
    output: checkoutExit,
  }),
  /** The bank refuses it (Stripe's `async_payment_failed`). */
  fail: endpoint({
    method: "POST",
    path: "/api/test-checkout/:sessionId/fail",
    access: "public",
    output: checkoutExit,
  }),
};
