import { describe, expect, it } from "vitest";
import { renderFirst } from "~tests/support/render-html";
import type { AppointmentRefund } from "./appointment";
import { RefundList } from "./refund-list";

const refund = (over: Partial<AppointmentRefund>): AppointmentRefund => ({
  id: 1,
  appointmentId: 3,
  amount: "200.00",
  reason: "cancelled_in_time",
  note: "",
  status: "succeeded",
  createdAt: "2026-11-20T16:00:00.000Z",
  ...over,
});

describe("the refund list", () => {
  it("says which refunds were made, which are on their way and which failed", () => {
    const html = renderFirst(
      <RefundList
        payment={{
          refunds: [
            refund({ id: 1, amount: "50.00", reason: "admin", note: "Gate paint not needed" }),
            refund({ id: 2, amount: "75.00", status: "pending" }),
            refund({ id: 3, amount: "75.00", status: "failed" }),
          ],
        }}
      />,
    );
    const text = html.replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'");
    expect(text).toContain("Refunded $50.00 on November 20, 2026 · Refunded by us: Gate paint not needed");
    expect(text).toContain("Refund of $75.00 on its way, asked on November 20, 2026 · Cancelled in time");
    expect(text).toContain("Refund of $75.00 failed, asked on November 20, 2026 · Cancelled in time");
    expect(text).not.toContain("Refunded $75.00");
  });

  it("tells the customer what happens to a failed refund and how to reach the business", () => {
    const support = { phone: "(325) 555-0142", phoneHref: "tel:+13255550142", email: "hello@example.com" };
    const payment = { refunds: [refund({ id: 3, amount: "75.00", status: "failed" })] };
    const html = renderFirst(<RefundList payment={payment} support={support} />);
    const text = html.replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'");
    expect(text).toContain(
      "Our payment provider could not return this amount to your card, so we will refund it to you ourselves. " +
        "Questions about it? Call (325) 555-0142 or email hello@example.com.",
    );
    expect(html).toMatch(/<a href="tel:\+13255550142"[^>]*>\(325\) 555-0142<\/a>/);
    expect(html).toMatch(/<a href="mailto:hello@example.com"[^>]*>hello@example.com<\/a>/);
  });

  it("says nothing more of refunds made or on their way, nor in the back office (no contact given)", () => {
    const support = { phone: "(325) 555-0142", phoneHref: "tel:+13255550142", email: "hello@example.com" };
    const made = renderFirst(
      <RefundList
        payment={{ refunds: [refund({ id: 1 }), refund({ id: 2, status: "pending" })] }}
        support={support}
      />,
    );
    expect(made).not.toContain("refund it to you ourselves");
    const admin = renderFirst(<RefundList payment={{ refunds: [refund({ id: 3, status: "failed" })] }} />);
    expect(admin).not.toContain("refund it to you ourselves");
  });
});
