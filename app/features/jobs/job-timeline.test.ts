/**
 * The job's timeline from its records (docs/jobs.md): what each record says happened, in time order, events at
 * one instant in the order of a job's life, each once.
 */
import { describe, expect, it } from "vitest";
import { businessInstant } from "~/lib/dates";
import type { JobRecords } from "./job-records.server";
import { jobTimeline } from "./job-timeline.server";

const at = (iso: string) => new Date(iso);
const NOON = "2026-03-02T18:00:00.000Z";

/** A job's records: only what the timeline reads, the rest empty. */
function records(overrides: Partial<Record<string, unknown>> = {}): JobRecords {
  return {
    estimate: { number: 12, sentAt: null, viewedAt: null, completedAt: null, closedAt: null },
    signedAt: null,
    signedName: null,
    now: at("2026-03-10T18:00:00.000Z"),
    visits: [],
    changeOrders: [],
    invoices: [],
    payments: [],
    refunds: [],
    reminders: [],
    reviewRequests: [],
    ...overrides,
  } as unknown as JobRecords;
}

const visit = (id: number, date: string, status: string, extra: Record<string, unknown> = {}) => ({
  bookingId: id,
  appointmentId: id,
  date,
  time: "09:00",
  status,
  changeOrderId: null,
  createdAt: at("2026-03-01T15:00:00.000Z"),
  updatedAt: at("2026-03-01T15:00:00.000Z"),
  completedAt: null,
  ...extra,
});

describe("jobTimeline", () => {
  it("orders events at one instant as a job lives them: viewed before signed, signed before the deposit", () => {
    const timeline = jobTimeline(
      records({
        estimate: {
          number: 12,
          sentAt: at("2026-03-01T14:00:00.000Z"),
          viewedAt: at(NOON),
          completedAt: null,
          closedAt: null,
        },
        signedAt: at(NOON),
        signedName: "Dana Estimate",
        payments: [
          {
            payment: {
              id: 5,
              invoiceId: null,
              amount: "675.00",
              method: null,
              status: "succeeded",
              paidAt: at(NOON),
            },
            invoiceNumber: null,
          },
        ],
      }),
    );
    expect(timeline).toEqual([
      { at: "2026-03-01T14:00:00.000Z", kind: "estimate.sent", text: "Estimate #12 sent" },
      { at: NOON, kind: "estimate.viewed", text: "Estimate #12 viewed by the customer" },
      { at: NOON, kind: "estimate.signed", text: "Estimate #12 signed by Dana Estimate" },
      // The method was not reported: the text says none.
      { at: NOON, kind: "deposit.paid", text: "Deposit of $675.00 paid" },
    ]);
  });

  it("reads visits: scheduled, started once their time has come, completed, cancelled (never started)", () => {
    const completedAt = at("2026-03-03T22:00:00.000Z");
    const timeline = jobTimeline(
      records({
        changeOrders: [{ order: { id: 3, number: 2, status: "approved" } }],
        visits: [
          visit(1, "2026-03-03", "completed", { completedAt }),
          visit(2, "2026-03-05", "cancelled", { updatedAt: at("2026-03-04T12:00:00.000Z") }),
          visit(3, "2026-03-20", "confirmed", { changeOrderId: 3 }),
        ],
      }),
    );
    expect(timeline.map((event) => [event.kind, event.text])).toEqual([
      ["visit.scheduled", "Visit scheduled: Tuesday, March 3, 2026 at 9:00 AM"],
      ["visit.scheduled", "Visit scheduled: Thursday, March 5, 2026 at 9:00 AM"],
      ["visit.scheduled", "Visit scheduled for change order CO-2: Friday, March 20, 2026 at 9:00 AM"],
      ["visit.started", "Visit started: Tuesday, March 3, 2026 at 9:00 AM"],
      ["visit.completed", "Visit completed: Tuesday, March 3, 2026 at 9:00 AM"],
      ["visit.cancelled", "Visit cancelled: Thursday, March 5, 2026 at 9:00 AM"],
    ]);
    expect(timeline[3]!.at).toBe(businessInstant("2026-03-03", "09:00").toISOString());
  });

  it("reads a visit's start from when the owner marked it started on site, when they did", () => {
    const startedAt = at("2026-03-03T14:40:00.000Z");
    const timeline = jobTimeline(
      records({
        visits: [
          visit(1, "2026-03-03", "completed", { startedAt }),
          visit(2, "2026-03-20", "confirmed", { startedAt: at("2026-03-09T16:00:00.000Z") }),
        ],
      }),
    );
    const started = timeline.filter((event) => event.kind === "visit.started");
    expect(started.map((event) => event.at)).toEqual([startedAt.toISOString(), "2026-03-09T16:00:00.000Z"]);
  });

  it("reads invoices, their reminders and payments, refunds, change orders' answers, completion and closing", () => {
    const invoice = {
      id: 7,
      number: "INV-2026-0004",
      status: "paid",
      sentAt: at("2026-03-04T15:00:00.000Z"),
      viewedAt: null,
      voidedAt: null,
    };
    const voided = {
      ...invoice,
      id: 8,
      number: "INV-2026-0005",
      status: "void",
      voidedAt: at("2026-03-06T15:00:00.000Z"),
    };
    const paid = (id: number, paidAt: string) => ({
      payment: {
        id,
        invoiceId: 7,
        amount: "925.00",
        method: "check",
        status: "succeeded",
        paidAt: at(paidAt),
      },
      invoiceNumber: "INV-2026-0004",
    });
    const timeline = jobTimeline(
      records({
        estimate: {
          number: 12,
          sentAt: null,
          viewedAt: null,
          completedAt: at("2026-03-08T15:00:00.000Z"),
          closedAt: at("2026-03-09T15:00:00.000Z"),
        },
        invoices: [invoice, voided],
        payments: [paid(21, "2026-03-07T18:00:00.000Z"), paid(20, "2026-03-05T18:00:00.000Z")],
        refunds: [
          {
            refund: {
              id: 1,
              amount: "50.00",
              status: "succeeded",
              updatedAt: at("2026-03-07T19:00:00.000Z"),
            },
            method: "card",
          },
          {
            refund: { id: 2, amount: "10.00", status: "pending", updatedAt: at("2026-03-07T19:00:00.000Z") },
            method: "card",
          },
        ],
        reminders: [
          { offsetDays: -3, at: at("2026-03-04T16:00:00.000Z"), number: "INV-2026-0004" },
          { offsetDays: 7, at: at("2026-03-05T16:00:00.000Z"), number: "INV-2026-0004" },
        ],
        changeOrders: [
          {
            order: {
              id: 4,
              number: 1,
              status: "declined",
              sentAt: at("2026-03-04T13:00:00.000Z"),
              viewedAt: null,
              decidedAt: at("2026-03-04T14:00:00.000Z"),
              signedName: null,
            },
          },
        ],
        reviewRequests: [{ id: 1, bookingId: 1, sentAt: at("2026-03-08T15:00:00.000Z") }],
      }),
    );
    expect(timeline.map((event) => event.text)).toEqual([
      "Change order CO-1 sent",
      "Change order CO-1 declined",
      "Invoice INV-2026-0004 sent",
      "Invoice INV-2026-0005 sent",
      "Payment reminder sent for INV-2026-0004 (3 days before its due date)",
      "Payment reminder sent for INV-2026-0004 (7 days past due)",
      "Payment of $925.00 received (check) for INV-2026-0004",
      "Invoice INV-2026-0005 voided",
      // Paid in full by its last payment.
      "Payment of $925.00 received (check) for INV-2026-0004",
      "Invoice INV-2026-0004 paid in full",
      "Refund of $50.00 given (card)",
      "Job marked complete",
      "Review requested",
      "Job closed",
    ]);
  });
});
