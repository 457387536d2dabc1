/** The test checkout, POST /api/payments and the owner's appointment routes (cancel, fresh checkout). */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNPAID_HOLD_MINUTES } from "../../app/lib/checkout-window";
import { appointments, bookings, payments } from "../../db/schema";
import { signInCustomer } from "../../tests/support/auth-helpers";
import { browserLikeClient, type Client } from "../../tests/support/browser-like-client";
import {
  appointmentsOfBooking,
  bookingBody,
  ensureSettings,
  makeService,
  paymentsOfBooking,
  postJson,
  recordsFingerprint,
} from "../../tests/support/booking";
import { readOutbox } from "../../tests/support/outbox";
import { startTestServer, type TestServer } from "../../tests/support/test-server";

let server: TestServer;
const db = () => server.database.db;
const post = (path: string, body: unknown = {}) => postJson(server.url, path, body);

async function newBooking(email = "pat@example.com", basePrice = "120.00") {
  const service = await makeService(db(), { basePrice });
  const res = await post("/api/book", bookingBody([{ serviceId: service }], { email }));
  expect(res.status).toBe(201);
  return (await res.json()) as { sessionId: string; url: string; appointmentId: number; bookingId: number };
}
/** Pays a test checkout and waits for its confirmation mail (sent after the answer) to be written. */
async function payAndSettle(sessionId: string, email: string) {
  const outbox = `${server.dataDir}/outbox`;
  const before = readOutbox(outbox).filter((m) => m.to === email).length;
  expect((await post(`/api/test-checkout/${sessionId}/pay`)).status).toBe(200);
  await expect.poll(() => readOutbox(outbox).filter((m) => m.to === email).length).toBe(before + 1);
}
const statuses = async (bookingId: number) =>
  (await appointmentsOfBooking(db(), bookingId)).map((a) => a.status);

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: "1" } });
  await ensureSettings(db());
});
afterAll(() => server?.close());

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
      .poll(() => readOutbox(`${server.dataDir}/outbox`).filter((m) => m.to === "twice@example.com").length)
      .toBe(1);
  });

  it("cancel goes back to the payment page and changes nothing", async () => {
    const booking = await newBooking();
    const before = await recordsFingerprint(db());
    const res = await post(`/api/test-checkout/${booking.sessionId}/cancel`);
    expect(await res.json()).toEqual({ redirectUrl: `/payment/${booking.appointmentId}` });
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

describe("an owner's appointment", () => {
  let owner: Client;
  beforeAll(async () => {
    owner = await signInCustomer(server, "owner@example.com");
  });

  it("GET answers the full appointment with service, booking totals, deposit and payment", async () => {
    const booking = await newBooking("owner@example.com");
    await post(`/api/test-checkout/${booking.sessionId}/pay`);
    const body = await (await owner.fetch(`/api/appointments/${booking.appointmentId}`)).json();
    expect(body).toMatchObject({
      id: booking.appointmentId,
      bookingId: booking.bookingId,
      service: { name: "Fence Repair", description: "A service made by a test.", priceUnit: "fixed" },
      quantity: 1,
      unitPrice: "120.00",
      estimatedCost: "120.00",
      deposit: "120.00",
      booking: { total: "120.00", deposit: "120.00", lines: 1 },
      status: "confirmed",
      payment: { status: "succeeded", amount: "120.00", currency: "usd", transactionId: expect.any(String) },
    });
  });

  it("PUT cancels a pending or confirmed appointment and refuses anything else", async () => {
    const booking = await newBooking("owner@example.com");
    const put = (status: unknown) =>
      owner.fetch(`/api/appointments/${booking.appointmentId}`, { method: "PUT", json: { status } });
    const refused = { message: "Only pending or confirmed appointments can be cancelled." };
    // Awaiting payment: not cancellable by the customer.
    let res = await put("cancelled");
    expect([res.status, await res.json()]).toEqual([400, refused]);
    await post(`/api/test-checkout/${booking.sessionId}/pay`);
    for (const status of ["confirmed", "completed", "pending", 42, null]) {
      res = await put(status);
      expect([res.status, await res.json()]).toEqual([400, refused]);
    }
    res = await put("cancelled");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: booking.appointmentId, status: "cancelled" });
    res = await put("cancelled");
    expect([res.status, await res.json()]).toEqual([400, refused]);
  });

  it("POST checkout opens a fresh checkout while unpaid, 409 once paid", async () => {
    const booking = await newBooking("owner@example.com");
    const res = await owner.fetch(`/api/appointments/${booking.appointmentId}/checkout`, {
      method: "POST",
      json: {},
    });
    expect(res.status).toBe(200);
    const fresh = await res.json();
    expect(fresh).toEqual({
      sessionId: expect.stringMatching(/^test_cs_/),
      url: `/checkout/test/${fresh.sessionId}`,
    });
    expect(fresh.sessionId).not.toBe(booking.sessionId);
    expect((await paymentsOfBooking(db(), booking.bookingId)).map((p) => p.amount)).toEqual([
      "120.00",
      "120.00",
    ]);
    await post(`/api/test-checkout/${fresh.sessionId}/pay`);
    const again = await owner.fetch(`/api/appointments/${booking.appointmentId}/checkout`, {
      method: "POST",
      json: {},
    });
    expect(again.status).toBe(409);
    // The booking's earlier checkout can no longer take the deposit a second time.
    expect((await post(`/api/test-checkout/${booking.sessionId}/pay`)).status).toBe(410);
    const paid = (await paymentsOfBooking(db(), booking.bookingId)).filter((p) => p.status === "succeeded");
    expect(paid).toHaveLength(1);
  });

  it("someone else's appointment is 404 on GET, PUT and checkout; anonymous is 401", async () => {
    const booking = await newBooking("owner@example.com");
    const stranger = await signInCustomer(server, "stranger@example.com");
    const anonymous = browserLikeClient(server.url);
    const before = await recordsFingerprint(db());
    for (const [client, expected] of [
      [stranger, 404],
      [anonymous, 401],
    ] as const) {
      expect((await client.fetch(`/api/appointments/${booking.appointmentId}`)).status).toBe(expected);
      expect(
        (
          await client.fetch(`/api/appointments/${booking.appointmentId}`, {
            method: "PUT",
            json: { status: "cancelled" },
          })
        ).status,
      ).toBe(expected);
      expect(
        (
          await client.fetch(`/api/appointments/${booking.appointmentId}/checkout`, {
            method: "POST",
            json: {},
          })
        ).status,
      ).toBe(expected);
    }
    expect(await recordsFingerprint(db())).toEqual(before);
  });

  it("a fresh checkout is refused with 409 when the slot went to someone else meanwhile", async () => {
    const booking = await newBooking("owner@example.com");
    const [row] = await db().select().from(bookings).where(eq(bookings.id, booking.bookingId));
    const lapsed = new Date(Date.now() - 40 * 60_000);
    await db().update(bookings).set({ createdAt: lapsed }).where(eq(bookings.id, booking.bookingId));
    await db().update(payments).set({ createdAt: lapsed }).where(eq(payments.bookingId, booking.bookingId));
    const service = await makeService(db());
    const taken = await post(
      "/api/book",
      bookingBody([{ serviceId: service }], { date: row!.date, time: row!.time, email: "quick@example.com" }),
    );
    expect(taken.status).toBe(201);
    const res = await owner.fetch(`/api/appointments/${booking.appointmentId}/checkout`, {
      method: "POST",
      json: {},
    });
    expect(res.status).toBe(409);
    const [appointment] = await db()
      .select()
      .from(appointments)
      .where(eq(appointments.id, booking.appointmentId));
    expect(appointment!.status).toBe("payment_pending");
  });
});
