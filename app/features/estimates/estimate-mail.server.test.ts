import { describe, expect, it } from "vitest";
import { formatMoney } from "~/lib/money";
import {
  estimateApprovedBusinessMail,
  estimateApprovedCustomerMail,
  estimateChangesBusinessMail,
  estimateDeclinedBusinessMail,
  estimateDepositRefundedMail,
  estimateFollowUpMail,
  estimateScheduledCustomerMail,
  estimateSentMail,
} from "./estimate-mail.server";
import type { EstimateView } from "./estimate-view";

const SITE = "https://abilenehomepros.test";
const LINK = `${SITE}/estimates/secret-token`;
const PDF = Buffer.from("%PDF-1.3 test");

function view(overrides: Partial<EstimateView> = {}): EstimateView {
  return {
    id: 41,
    number: 12,
    revision: 1,
    status: "sent",
    quoteRequestId: null,
    business: {
      name: "Abilene Home Pros",
      phone: "(325) 555-0100",
      email: "office@abilenehomepros.test",
      address: "1 Pine St, Abilene, TX 79601",
    },
    customer: { name: "Jane Doe", email: "jane@example.com", phone: "325-555-0142" },
    customerId: 7,
    title: "Kitchen remodel",
    lines: [
      {
        id: 1,
        serviceId: null,
        description: "Cabinet refacing",
        quantity: 1,
        unit: "job",
        unitPrice: "1500.00",
        optional: false,
        total: "1500.00",
      },
      {
        id: 2,
        serviceId: null,
        description: "Under-cabinet lighting",
        quantity: 1,
        unit: "job",
        unitPrice: "400.00",
        optional: true,
        total: "400.00",
      },
    ],
    notes: "",
    terms: "Balance on completion.",
    validUntil: "2026-12-24",
    deposit: { kind: "percent", value: "30" },
    subtotal: "1500.00",
    total: "1500.00",
    depositDue: "450.00",
    milestones: [],
    completionDue: "1050.00",
    photos: [],
    approval: null,
    closedReason: null,
    visits: [],
    sentAt: "2026-12-01T15:00:00.000Z",
    viewedAt: null,
    decidedAt: null,
    declineReason: null,
    supersededById: null,
    createdAt: "2026-12-01T14:00:00.000Z",
    updatedAt: "2026-12-01T15:00:00.000Z",
    ...overrides,
  };
}

const approved = (paid: boolean, depositDue: string) =>
  view({
    status: "approved",
    total: "1900.00",
    depositDue,
    approval: {
      signedName: "Jane Q. Doe",
      signedAt: "2026-12-20T21:30:00.000Z",
      optionalLineIds: [2],
      total: "1900.00",
      depositDue,
      contentHash: "f".repeat(64),
      ipAddress: "203.0.113.9",
      userAgent: "Test",
      paid,
    },
  });

describe("the estimate's mail to the customer", () => {
  it("sends the estimate with its link, its sums and the PDF", () => {
    const mail = estimateSentMail(view(), LINK, PDF);
    expect(mail.to).toBe("jane@example.com");
    expect(mail.subject).toBe("Your estimate from Abilene Home Pros: Kitchen remodel");
    expect(mail.text).toContain("Hello Jane Doe,");
    expect(mail.text).toContain(`Total: ${formatMoney("1500.00")}`);
    expect(mail.text).toContain("Optional items you can add: 1");
    expect(mail.text).toContain(`Deposit due on approval: ${formatMoney("450.00")} (30% deposit)`);
    expect(mail.text).toContain("Valid until: December 24, 2026");
    expect(mail.text).toContain(`Review and approve your estimate: ${LINK}`);
    expect(mail.text).toContain("attached as a PDF");
    expect(mail.text).toContain("(325) 555-0100 or office@abilenehomepros.test");
    expect(mail.attachments).toEqual([
      { filename: "estimate-12.pdf", content: PDF, contentType: "application/pdf" },
    ]);
  });

  it("names a revision's PDF apart and leaves out optional items when there are none", () => {
    const mail = estimateSentMail(view({ revision: 2, lines: [view().lines[0]] }), LINK, PDF);
    expect(mail.attachments?.[0].filename).toBe("estimate-12-r2.pdf");
    expect(mail.text).not.toContain("Optional items");
  });

  it("reminds with the same link and PDF, and until when the estimate is valid", () => {
    const mail = estimateFollowUpMail(view(), LINK, PDF);
    expect(mail.to).toBe("jane@example.com");
    expect(mail.subject).toBe("Reminder: your estimate from Abilene Home Pros");
    expect(mail.text).toContain("valid until December 24, 2026");
    expect(mail.text).toContain(`Review and approve your estimate: ${LINK}`);
    expect(mail.attachments?.[0]).toMatchObject({
      filename: "estimate-12.pdf",
      contentType: "application/pdf",
    });
  });

  it("thanks the customer once approved, with the deposit received", () => {
    const mail = estimateApprovedCustomerMail(approved(true, "570.00"), SITE);
    expect(mail.to).toBe("jane@example.com");
    expect(mail.subject).toContain("approved");
    expect(mail.text).toContain(`Total: ${formatMoney("1900.00")}`);
    expect(mail.text).toContain(`Deposit received: ${formatMoney("570.00")}`);
    expect(mail.text).toContain("- Under-cabinet lighting: $400.00");
    expect(mail.text).toContain("We will call you to schedule the work.");
    expect(mail.text).toContain(`${SITE}/my-projects`);
    expect(mail.text).toContain("(325) 555-0100 or office@abilenehomepros.test");
    expect(estimateApprovedCustomerMail(approved(true, "0.00"), SITE).text).toContain("No deposit was due.");
  });

  it("tells each side of a deposit refunded because the estimate changed meanwhile", () => {
    const customer = estimateDepositRefundedMail(view(), "570.00", "customer", SITE);
    expect(customer.to).toBe("jane@example.com");
    expect(customer.subject).toBe(`Your deposit of ${formatMoney("570.00")} was refunded`);
    expect(customer.text).toContain("refunded it in full: $570.00");
    const business = estimateDepositRefundedMail(view(), "570.00", "business", SITE);
    expect(business.to).toBe("office@abilenehomepros.test");
    expect(business.text).toContain(`${SITE}/admin?tab=estimates&estimate=`);
  });

  it("lists the days of the scheduled work, without a cancelled visit", () => {
    const visit = (date: string, time: string, status = "confirmed") => ({
      appointmentId: 1,
      date,
      time,
      status,
    });
    const mail = estimateScheduledCustomerMail(
      view({
        status: "scheduled",
        visits: [
          visit("2027-01-11", "09:00"),
          visit("2027-01-12", "13:00"),
          visit("2027-01-13", "09:00", "cancelled"),
        ],
      }),
      SITE,
    );
    expect(mail.to).toBe("jane@example.com");
    expect(mail.subject).toContain("is scheduled");
    expect(mail.text).toContain("- Monday, January 11, 2027 at 9:00 AM");
    expect(mail.text).toContain("- Tuesday, January 12, 2027 at 1:00 PM");
    expect(mail.text).not.toContain("January 13");
    expect(mail.text).toContain(`${SITE}/my-projects`);
  });
});

describe("the estimate's mail to the business", () => {
  const admin = `${SITE}/admin?tab=estimates&estimate=41`;

  it("says who approved, for how much, and links to scheduling the visits", () => {
    const mail = estimateApprovedBusinessMail(approved(true, "570.00"), SITE);
    expect(mail.to).toBe("office@abilenehomepros.test");
    expect(mail.subject).toBe("Estimate #12 approved: Jane Doe");
    expect(mail.text).toContain("Signed by Jane Q. Doe on December 20, 2026 at 3:30 PM.");
    expect(mail.text).toContain(`Total: ${formatMoney("1900.00")}`);
    expect(mail.text).toContain(`Deposit paid: ${formatMoney("570.00")}`);
    expect(mail.text).toContain("Optional items chosen:\n- Under-cabinet lighting: $400.00");
    expect(mail.text).toContain(`Schedule the visits: ${admin}`);
    expect(estimateApprovedBusinessMail(approved(true, "0.00"), SITE).text).toContain("No deposit was due.");
  });

  it("passes on a decline with the customer's reason", () => {
    const mail = estimateDeclinedBusinessMail(
      view({ status: "declined", declineReason: "Went with a cheaper bid" }),
      SITE,
    );
    expect(mail.to).toBe("office@abilenehomepros.test");
    expect(mail.subject).toBe("Estimate #12 declined: Jane Doe");
    expect(mail.text).toContain("Their reason: Went with a cheaper bid");
    expect(mail.text).toContain(admin);
    expect(estimateDeclinedBusinessMail(view({ status: "declined" }), SITE).text).toContain(
      "They gave no reason.",
    );
  });

  it("passes on the changes asked for, with how to reach the customer", () => {
    const mail = estimateChangesBusinessMail(
      view({ status: "changes_requested" }),
      "Please price quartz too.",
      SITE,
    );
    expect(mail.to).toBe("office@abilenehomepros.test");
    expect(mail.subject).toBe("Changes requested on estimate #12: Jane Doe");
    expect(mail.text).toContain("Please price quartz too.");
    expect(mail.text).toContain("jane@example.com");
    expect(mail.text).toContain("325-555-0142");
    expect(mail.text).toContain(admin);
  });
});
