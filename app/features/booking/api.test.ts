import { describe, expect, it } from "vitest";
import { recordFetch } from "~tests/support/recorded-fetch";
import { fetchAvailability, reportPayment } from "./api";

describe("booking API calls", () => {
  const calls = recordFetch();

  it("asks for one day's slots by its date", async () => {
    await fetchAvailability("2026-12-01");
    expect(calls).toEqual([["GET", "/api/availability?date=2026-12-01"]]);
  });

  it("reports a checkout with an amount of 0: the provider's amount is the one kept", async () => {
    await reportPayment(42, "cs_test_1");
    expect(calls).toEqual([
      ["POST", "/api/payments", { appointmentId: 42, amount: 0, transactionId: "cs_test_1" }],
    ]);
  });
});
