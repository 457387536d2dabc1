import { apiRequest } from "~/lib/api-client";

/** POST /api/test-checkout/:sessionId/pay or /cancel: where the test checkout sends the browser next. */
export interface CheckoutExit {
  redirectUrl: string;
}

/** The test checkout's two buttons (the test provider only). */
export const finishTestCheckout = (sessionId: string, action: "pay" | "cancel") =>
  apiRequest<CheckoutExit>("POST", `/api/test-checkout/${encodeURIComponent(sessionId)}/${action}`);
