import { describe, expect, it } from "vitest";
import { recordFetch } from "~tests/support/recorded-fetch";
import { fetchAppointment, fetchUserAppointments, requestCancellation, startCheckout } from "./api";

describe("appointment API calls", () => {
  const calls = recordFetch();

  it("reads the customer's appointments and one appointment", async () => {
    await fetchUserAppointments();
    await fetchAppointment(7);
    expect(calls).toEqual([
      ["GET", "/api/user/appointments"],
      ["GET", "/api/appointments/7"],
    ]);
  });

  it("cancels with PUT status cancelled and starts a checkout with POST", async () => {
    await requestCancellation(7);
    await startCheckout(7);
    expect(calls).toEqual([
      ["PUT", "/api/appointments/7", { status: "cancelled" }],
      ["POST", "/api/appointments/7/checkout"],
    ]);
  });
});
