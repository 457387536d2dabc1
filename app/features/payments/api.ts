/** The payments' calls (endpoints.ts). Client-safe. */
import { clientOf } from "~/lib/api-client";
import { paymentEndpoints, testCheckoutEndpoints } from "./endpoints";

export const paymentCalls = clientOf(paymentEndpoints);

/** The test checkout's two buttons (the test provider only): `testCheckoutCalls.pay({ params })`. */
export const testCheckoutCalls = clientOf(testCheckoutEndpoints);
