import { describe, expect, it } from "vitest";
import { recordFetch } from "~tests/support/recorded-fetch";
import { paymentCalls } from "./api";

describe("payment API calls", () => {
  const calls = recordFetch({ status: "succeeded" });

  it("reports a checkout by its appointment and session, with no amount: the provider's is the one kept", async () => {
    await paymentCalls.report({ body: { appointmentId: 42, transactionId: "cs_test_1" } });
    expect(calls).toEqual([["POST", "/api/payments", { appointmentId: 42, transactionId: "cs_test_1" }]]);
  });
});
