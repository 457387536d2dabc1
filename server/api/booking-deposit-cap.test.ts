/**
 * "Most a booking asks online" (business_settings.booking_deposit_cap): a booking's deposit is the rule's,
 * or the cap when that is less; its checkout charges it, its lines share it, and the pages and the mail say
 * that the rest is billed after the visit.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getTestCheckout } from "~/features/payments/test-checkout.server";
import { bookings, businessSettings, payments, refunds } from "~db/schema";
import { signInCustomer } from "~tests/support/auth-helpers";
import { appointmentsOfBooking, bookingBody, makeService, paymentsOfBooking } from "~tests/support/booking";
import { bookingTestServer } from "~tests/support/booking-server";
import { MAIL_DEADLINE, readOutbox } from "~tests/support/outbox";

const t = bookingTestServer();
const { db, book, post } = t;

const setCap = (cap: string | null) =>
  db().update(businessSettings).set({ bookingDepositCap: cap }).where(eq(businessSettings.id, 1));

interface Booked {
  sessionId: string;
  appointmentId: number;
  bookingId: number;
}

/** A kitchen ($15,000) and a bathroom ($8,500) remodel: the rule asks half of each, $11,750. */
async function bookKitchenAndBath(email: string): Promise<Booked> {
  const kitchen = await makeService(db(), { name: "Kitchen Remodeling", basePrice: "15000.00" });
  const bath = await makeService(db(), { name: "Bathroom Remodeling", basePrice: "8500.00" });
  const res = await book(bookingBody([{ serviceId: kitchen }, { serviceId: bath }], { email }));
  expect(res.status).toBe(201);
  return (await res.json()) as Booked;
}

const depositOf = async (bookingId: number) =>
  (await db().select().from(bookings).where(eq(bookings.id, bookingId)))[0]!.depositAmount;

describe("a booking under the deposit's cap", () => {
  it("asks the cap at the checkout, its lines sharing it, when the rule asks more", async () => {
    await setCap("500.00");
    const booked = await bookKitchenAndBath("capped@example.com");
    expect(await depositOf(booked.bookingId)).toBe("500.00");
    const [payment] = await paymentsOfBooking(db(), booked.bookingId);
    expect(payment).toMatchObject({
      amount: "500.00",
      status: "pending",
      providerSessionId: booked.sessionId,
    });
    // The checkout's lines add up to the amount charged: each remodel's part of the $500.
    const checkout = await getTestCheckout(db(), booked.sessionId);
    expect(checkout).toMatchObject({ amount: "500.00", state: "open" });
    expect(checkout!.lines.map((line) => line.amount)).toEqual(["319.15", "180.85"]);
  });

  it("keeps the rule's deposit when it is below the cap, and today's deposit without a cap", async () => {
    await setCap("500.00");
    const fence = await makeService(db(), { name: "Fence Repair", basePrice: "120.00" });
    const small = await book(bookingBody([{ serviceId: fence }]));
    expect(small.status).toBe(201);
    const smallBooking = (await small.json()) as Booked;
    expect((await paymentsOfBooking(db(), smallBooking.bookingId))[0]!.amount).toBe("120.00");

    await setCap(null);
    const booked = await bookKitchenAndBath("uncapped@example.com");
    expect(await depositOf(booked.bookingId)).toBe("11750.00");
    expect((await paymentsOfBooking(db(), booked.bookingId))[0]!.amount).toBe("11750.00");
  });

  it("keeps what a booking asked when the cap changes before a fresh checkout", async () => {
    await setCap("500.00");
    const email = "fresh-checkout@example.com";
    const booked = await bookKitchenAndBath(email);
    await setCap("250.00");
    const customer = await signInCustomer(t.server(), email);
    const fresh = await customer.fetch(`/api/appointments/${booked.appointmentId}/checkout`, {
      method: "POST",
    });
    expect(fresh.status).toBe(200);
    const rows = await paymentsOfBooking(db(), booked.bookingId);
    expect(rows.map((row) => [row.amount, row.status]).sort()).toEqual([
      ["500.00", "expired"],
      ["500.00", "pending"],
    ]);
  });

  it("once paid: the mail, the appointment and a cancelled line's refund all read the capped deposit", async () => {
    await setCap("500.00");
    const email = "capped-paid@example.com";
    const booked = await bookKitchenAndBath(email);
    expect((await post(`/api/test-checkout/${booked.sessionId}/pay`)).status).toBe(200);

    const mails = () => readOutbox(`${t.server().dataDir}/outbox`).filter((m) => m.to === email);
    await expect.poll(() => mails().length, MAIL_DEADLINE).toBe(1);
    expect(mails()[0]!.text).toContain("Paid today: $500.00");
    expect(mails()[0]!.text).toContain("The rest, $23,000.00, is billed by invoice after the visit.");
    expect(mails()[0]!.text).not.toContain("Balance due at the visit");

    const customer = await signInCustomer(t.server(), email);
    const [kitchen, bath] = (await appointmentsOfBooking(db(), booked.bookingId)).sort((a, b) => a.id - b.id);
    const seen = await (await customer.fetch(`/api/appointments/${kitchen!.id}`)).json();
    expect(seen).toMatchObject({
      deposit: "319.15",
      booking: { total: "23500.00", deposit: "500.00", lines: 2, capped: true },
    });

    // Cancelled in time, the bathroom gives back its part of the $500, not half of its price.
    const cancelled = await customer.fetch(`/api/appointments/${bath!.id}`, {
      method: "PUT",
      json: { status: "cancelled" },
    });
    expect(cancelled.status).toBe(200);
    const [payment] = await db().select().from(payments).where(eq(payments.bookingId, booked.bookingId));
    const [refund] = await db().select().from(refunds).where(eq(refunds.paymentId, payment!.id));
    expect([refund!.appointmentId, refund!.amount]).toEqual([bath!.id, "180.85"]);
  });
});
