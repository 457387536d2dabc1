import { describe, expect, it } from "vitest";
import {
  APPOINTMENT_STATUSES,
  holdsSlot,
  isCancellable,
  isLateCancellation,
  isOpen,
  isUpcoming,
  initialStatus,
} from "./appointment-lifecycle";
import { UNPAID_HOLD_MINUTES } from "./checkout-window";

describe("initialStatus", () => {
  it("awaits payment when a deposit is due, else is pending", () => {
    expect(initialStatus(true)).toBe("payment_pending");
    expect(initialStatus(false)).toBe("pending");
  });
});

describe("isUpcoming (business time, America/Chicago)", () => {
  // 2026-11-22 15:00 UTC is 9:00 AM in Abilene (CST, UTC-6).
  const nine = new Date("2026-11-22T15:00:00Z");
  const visit = (date: string, time: string, status = "confirmed" as const) => ({ date, time, status });

  it("is upcoming until the visit's start, and not from its start on", () => {
    expect(isUpcoming(visit("2026-11-22", "09:00"), new Date("2026-11-22T14:59:59Z"))).toBe(true);
    expect(isUpcoming(visit("2026-11-22", "09:00"), nine)).toBe(false);
    expect(isUpcoming(visit("2026-11-22", "10:00"), nine)).toBe(true);
    expect(isUpcoming(visit("2026-11-22", "08:00"), nine)).toBe(false);
  });

  it("reads the date in Chicago, not UTC", () => {
    // 05:30 UTC on Nov 23 is still 23:30 on Nov 22 in Abilene.
    const lateEvening = new Date("2026-11-23T05:30:00Z");
    expect(isUpcoming(visit("2026-11-23", "09:00"), lateEvening)).toBe(true);
    expect(isUpcoming(visit("2026-11-22", "17:00"), lateEvening)).toBe(false);
  });

  it("counts only visits still expected: pending, confirmed or awaiting payment", () => {
    const ahead = (status: (typeof APPOINTMENT_STATUSES)[number]) =>
      isUpcoming({ date: "2026-12-01", time: "09:00", status }, nine);
    expect(APPOINTMENT_STATUSES.filter(ahead)).toEqual(["pending", "confirmed", "payment_pending"]);
    expect(APPOINTMENT_STATUSES.filter(isOpen)).toEqual(["pending", "confirmed", "payment_pending"]);
  });
});

describe("holdsSlot", () => {
  const now = new Date("2026-11-22T15:00:00Z");
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

  it("keeps the slot for pending, confirmed and completed visits, never for cancelled ones", () => {
    expect(APPOINTMENT_STATUSES.filter((s) => holdsSlot(s, null, now))).toEqual([
      "pending",
      "confirmed",
      "completed",
    ]);
    expect(holdsSlot("cancelled", minutesAgo(1), now)).toBe(false);
  });

  it("keeps it for an unpaid visit only within the unpaid hold", () => {
    expect(UNPAID_HOLD_MINUTES).toBe(31);
    expect(holdsSlot("payment_pending", minutesAgo(UNPAID_HOLD_MINUTES - 1), now)).toBe(true);
    expect(holdsSlot("payment_pending", new Date(minutesAgo(UNPAID_HOLD_MINUTES).getTime() + 1), now)).toBe(
      true,
    );
    expect(holdsSlot("payment_pending", minutesAgo(UNPAID_HOLD_MINUTES), now)).toBe(false);
    expect(holdsSlot("payment_pending", null, now)).toBe(false);
  });
});

describe("isLateCancellation and isCancellable", () => {
  const now = new Date("2026-11-22T15:00:00Z"); // 9:00 AM in Abilene

  it("is late strictly within 24 hours of the visit", () => {
    expect(isLateCancellation("2026-11-23", "09:00", now)).toBe(false); // exactly 24 h
    expect(isLateCancellation("2026-11-23", "09:00", new Date(now.getTime() + 1))).toBe(true);
    expect(isLateCancellation("2026-11-23", "08:59", now)).toBe(true);
  });

  it("lets customers cancel pending and confirmed visits only", () => {
    expect(APPOINTMENT_STATUSES.filter(isCancellable)).toEqual(["pending", "confirmed"]);
  });
});
