import { describe, expect, it } from "vitest";
import { APPOINTMENT_STATUSES, type AppointmentStatus, APPOINTMENT_STATUS_LABELS } from "~/lib/vocabulary";
import { paymentBadge } from "./appointment";
import { groupByTab, isCancellable } from "./appointment-status";

const visit = (id: number, status: AppointmentStatus, date: string, time = "09:00") => ({
  id,
  status,
  date,
  time,
});

describe("My Projects tabs", () => {
  // A fixed instant: 2030-02-01 at noon in Abilene (CST).
  const now = new Date("2030-02-01T18:00:00Z");

  it("puts pending, confirmed and payment-pending visits under Upcoming, soonest first, past ones after, latest first", () => {
    const groups = groupByTab(
      [
        visit(1, "pending", "2030-01-10"),
        visit(2, "completed", "2029-05-01"),
        visit(3, "payment_pending", "2030-03-01", "09:00"),
        visit(4, "confirmed", "2030-03-01", "15:00"),
        visit(5, "cancelled", "2030-02-01"),
        visit(6, "completed", "2029-06-01"),
        visit(7, "confirmed", "2030-02-01", "13:00"),
        visit(8, "confirmed", "2030-02-01", "11:00"),
        visit(9, "pending", "2029-12-24"),
      ],
      now,
    );
    expect(groups.upcoming.map((a) => a.id)).toEqual([7, 3, 4, 8, 1, 9]);
    expect(groups.completed.map((a) => a.id)).toEqual([6, 2]);
    expect(groups.cancelled.map((a) => a.id)).toEqual([5]);
  });

  it("labels every status, payment_pending as Payment Pending", () => {
    expect(Object.keys(APPOINTMENT_STATUS_LABELS).sort()).toEqual([...APPOINTMENT_STATUSES].sort());
    expect(APPOINTMENT_STATUS_LABELS.payment_pending).toBe("Payment Pending");
  });

  it("lets customers cancel only pending or confirmed visits", () => {
    expect(APPOINTMENT_STATUSES.filter(isCancellable)).toEqual(["pending", "confirmed"]);
  });
});

describe("the payment badge", () => {
  const payment = (status: "pending" | "succeeded" | "expired" | "refund_pending" | "refunded") => ({
    transactionId: null,
    amount: "100.00",
    currency: "usd",
    status,
    createdAt: "2030-01-01T00:00:00Z",
    paidAt: null,
    refundedAmount: "0.00",
    refunds: [],
  });
  it("says Paid only for a payment kept, Refunded for one given back, Payment Pending while one is awaited", () => {
    expect(paymentBadge({ status: "confirmed", payment: payment("succeeded") })).toBe("Paid");
    expect(paymentBadge({ status: "cancelled", payment: payment("refunded") })).toBe("Refunded");
    expect(paymentBadge({ status: "cancelled", payment: payment("refund_pending") })).toBe("Refunded");
    expect(paymentBadge({ status: "payment_pending", payment: payment("pending") })).toBe("Payment Pending");
    expect(paymentBadge({ status: "cancelled", payment: payment("expired") })).toBe("Not Required");
    expect(paymentBadge({ status: "pending", payment: null })).toBe("Not Required");
  });
});
