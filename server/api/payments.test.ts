/** The test checkout and POST /api/payments. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { UNPAID_HOLD_MINUTES } from "~/lib/checkout-window";
import { payments } from "~db/schema";
import { appointmentsOfBooking, paymentsOfBooking, recordsFingerprint } from "~tests/support/booking";
import { bookingTestServer } from "~tests/support/booking-server";
import { MAIL_DEADLINE, readOutbox } from "~tests/support/outbox";

const t = bookingTestServer();
const { db, post, newBooking } = t;

/** Pays a test checkout and waits for its confirmation mail (sent after the answer) to be written. */
async function payAndSettle(sessionId: string, email: string) {
  const outbox = `${t.server().dataDir}/outbox`;
  const before = readOutbox(outbox).filter((m) => m.to === email).length;
  expect((await post(`/api/test-checkout/${sessionId}/pay`)).status).toBe(200);
  await expect
    .poll(() => readOutbox(outbox).filter((m) => m.to === email).length, MAIL_DEADLINE)
    .toBe(before + 1);
}
const statuses = async (bookingId: number) =>
  (await appointmentsOfBooking(db(), bookingId)).map((a) => a.status);

describe("the test checkout", () => {
  it("pays through the fulfilment: payment succeeded, appointments confirmed, back to the thank-you page", async () => {
    const booking = await newBooking();
    const res = await post(`/api/test-checkout/${booking.sessionId}/pay`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      redirectUrl: `/thank-you?appointment_id=${booking.appointmentId}&session_id=${booking.sessionId}`,
    });
    const [payment] = await paymentsOfBooking(db(), booking.bookingId);
    expect(payment).toMatchObject({
      status: "succeeded",
      amount: "120.00",
      transactionId: expect.stringMatching(/^test_pi_/),
    });
    expect(payment!.paidAt).toBeInstanceOf(Date);
    expect(await statuses(booking.bookingId)).toEqual(["confirmed"]);
  });

  it("pays once however often the button is pressed", async () => {
    const booking = await newBooking("twice@example.com");
    const results = await Promise.all(
      Array.from({ length: 5 }, () => post(`/api/test-checkout/${booking.sessionId}/pay`)),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const rows = await paymentsOfBooking(db(), booking.bookingId);
    expect(rows.map((p) => p.status)).toEqual(["succeeded"]);
    await expect
      .poll(
        () => readOutbox(`${t.server().dataDir}/outbox`).filter((m) => m.to === "twice@example.com").length,
        MAIL_DEADLINE,
      )
      .toBe(1);
  });

  it("cancel goes back to the booking page (which releases the booking) and changes nothing itself", async () => {
    const booking = await newBooking();
    const before = await recordsFingerprint(db());
    const res = await post(`/api/test-checkout/${booking.sessionId}/cancel`);
    expect(await res.json()).toEqual({
      redirectUrl: expect.stringMatching(new RegExp(`^/book\\?cancelled=${booking.bookingId}\\.`)),
    });
    expect(await recordsFingerprint(db())).toEqual(before);
  });

  it("answers 404 for an unknown session and 410 for an expired one", async () => {
    expect((await post("/api/test-checkout/test_cs_nope/pay")).status).toBe(404);
    expect((await post("/api/test-checkout/test_cs_nope/cancel")).status).toBe(404);
    const booking = await newBooking();
    await db()
      .update(payments)
      .set({ createdAt: new Date(Date.now() - UNPAID_HOLD_MINUTES * 60_000) })
      .where(eq(payments.bookingId, booking.bookingId));
    const res = await post(`/api/test-checkout/${booking.sessionId}/pay`);
    expect(res.status).toBe(410);
    expect((await paymentsOfBooking(db(), booking.bookingId))[0]!.status).toBe("expired");
    // No payment left to come: the appointment awaiting it is cancelled and its slot is free.
    expect(await statuses(booking.bookingId)).toEqual(["cancelled"]);
  });
});

describe("POST /api/payments", () => {
  it("records nothing for an unpaid session and answers pending", async () => {
    const booking = await newBooking();
    const before = await recordsFingerprint(db());
    const res = await post("/api/payments", {
      appointmentId: booking.appointmentId,
      transactionId: booking.sessionId,
      amount: 0,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "pending" });
    expect(await recordsFingerprint(db())).toEqual(before);
  });

  it("answers succeeded for a paid session, and a replay records nothing more", async () => {
    const booking = await newBooking("replay@example.com");
    await payAndSettle(booking.sessionId, "replay@example.com");
    const report = { appointmentId: booking.appointmentId, transactionId: booking.sessionId, amount: 999999 };
    expect(await (await post("/api/payments", report)).json()).toEqual({ status: "succeeded" });
    const before = await recordsFingerprint(db());
    for (let i = 0; i < 3; i++) expect((await post("/api/payments", report)).status).toBe(200);
    expect(await recordsFingerprint(db())).toEqual(before);
    expect((await paymentsOfBooking(db(), booking.bookingId))[0]!.amount).toBe("120.00");
  });

  it("refuses another booking's session with 400, recording nothing", async () => {
    const mine = await newBooking();
    const theirs = await newBooking("them@example.com");
    await payAndSettle(theirs.sessionId, "them@example.com");
    const before = await recordsFingerprint(db());
    const res = await post("/api/payments", {
      appointmentId: mine.appointmentId,
      transactionId: theirs.sessionId,
    });
    expect(res.status).toBe(400);
    expect(await recordsFingerprint(db())).toEqual(before);
    expect(await statuses(mine.bookingId)).toEqual(["payment_pending"]);
  });

  it("answers 400 for bad input and for an unknown appointment, revealing nothing", async () => {
    for (const body of [
      {},
      { appointmentId: "x", transactionId: "cs" },
      { appointmentId: 1, transactionId: "../../x" },
    ]) {
      expect((await post("/api/payments", body)).status).toBe(400);
    }
    const unknown = await post("/api/payments", { appointmentId: 999_999, transactionId: "test_cs_x" });
    const mine = await newBooking("probe@example.com");
    const foreign = await post("/api/payments", {
      appointmentId: mine.appointmentId,
      transactionId: "test_cs_x",
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual(await foreign.json());
  });
});
