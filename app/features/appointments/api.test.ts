import { describe, expect, it } from "vitest";
import { recordFetch } from "~tests/support/recorded-fetch";
import { appointmentCalls } from "./api";
import type { Appointment } from "./appointment";

const appointment: Appointment = {
  id: 7,
  bookingId: 3,
  name: "Pat Customer",
  email: "pat@example.com",
  phone: "(325) 555-0100",
  serviceId: 1,
  service: { name: "Fence Repair", description: "Posts and pickets", priceUnit: "fixed" },
  quantity: 1,
  unitPrice: "150.00",
  estimatedCost: "150.00",
  deposit: "150.00",
  booking: { total: "150.00", deposit: "150.00", lines: 1, capped: false },
  date: "2026-12-01",
  time: "09:00",
  status: "confirmed",
  details: "",
  address: "",
  createdAt: "2026-11-20T16:00:00.000Z",
  payment: null,
  cancelWindowHours: 24,
  estimate: null,
};

describe("appointment API calls", () => {
  describe("answered with an appointment", () => {
    const calls = recordFetch(appointment);

    it("reads one appointment", async () => {
      expect(await appointmentCalls.get({ params: { id: 7 } })).toEqual(appointment);
      expect(calls).toEqual([["GET", "/api/appointments/7"]]);
    });

    it("cancels with PUT status cancelled", async () => {
      await appointmentCalls.cancel({ params: { id: 7 }, body: { status: "cancelled" } });
      expect(calls).toEqual([["PUT", "/api/appointments/7", { status: "cancelled" }]]);
    });
  });

  describe("answered with a list", () => {
    const calls = recordFetch([appointment]);

    it("reads the customer's appointments", async () => {
      expect(await appointmentCalls.mine()).toEqual([appointment]);
      expect(calls).toEqual([["GET", "/api/user/appointments"]]);
    });
  });

  describe("answered with a checkout", () => {
    const calls = recordFetch({ sessionId: "cs_test_1", url: "https://checkout.example/cs_test_1" });

    it("starts a checkout with POST and no body", async () => {
      await appointmentCalls.checkout({ params: { id: 7 } });
      expect(calls).toEqual([["POST", "/api/appointments/7/checkout"]]);
    });
  });

  describe("answered off the definition", () => {
    recordFetch({ id: 7 });

    it("refuses an answer that is not an appointment", async () => {
      await expect(appointmentCalls.get({ params: { id: 7 } })).rejects.toThrow(
        /answered off its definition/,
      );
    });
  });
});
