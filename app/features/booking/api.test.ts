import { beforeEach, describe, expect, it, vi } from "vitest";
import { apiRequest } from "~/lib/api-client";
import { fetchAvailability, reportPayment } from "./api";

vi.mock("~/lib/api-client", () => ({ apiRequest: vi.fn(() => Promise.resolve({})) }));

describe("booking API calls", () => {
  beforeEach(() => vi.mocked(apiRequest).mockClear());

  it("asks for one day's slots by its date", async () => {
    await fetchAvailability("2026-12-01");
    expect(apiRequest).toHaveBeenCalledWith("GET", "/api/availability?date=2026-12-01");
  });

  it("reports a checkout with an amount of 0: the provider's amount is the one kept", async () => {
    await reportPayment(42, "cs_test_1");
    expect(apiRequest).toHaveBeenCalledWith("POST", "/api/payments", {
      appointmentId: 42,
      amount: 0,
      transactionId: "cs_test_1",
    });
  });
});
