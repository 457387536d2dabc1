import { beforeEach, describe, expect, it, vi } from "vitest";
import { apiRequest } from "~/lib/api-client";
import { fetchAppointment, fetchUserAppointments, requestCancellation, startCheckout } from "./api";

vi.mock("~/lib/api-client", () => ({ apiRequest: vi.fn(() => Promise.resolve({})) }));

describe("appointment API calls", () => {
  beforeEach(() => vi.mocked(apiRequest).mockClear());

  it("reads the customer's appointments and one appointment", async () => {
    await fetchUserAppointments();
    await fetchAppointment(7);
    expect(vi.mocked(apiRequest).mock.calls).toEqual([
      ["GET", "/api/user/appointments"],
      ["GET", "/api/appointments/7"],
    ]);
  });

  it("cancels with PUT status cancelled and starts a checkout with POST", async () => {
    await requestCancellation(7);
    await startCheckout(7);
    expect(vi.mocked(apiRequest).mock.calls).toEqual([
      ["PUT", "/api/appointments/7", { status: "cancelled" }],
      ["POST", "/api/appointments/7/checkout"],
    ]);
  });
});
