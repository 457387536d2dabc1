/** The owner's appointment routes: read, cancel, fresh checkout; someone else's is not found. */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { appointments, bookings, payments } from "~db/schema";
import { signInCustomer } from "~tests/support/auth-helpers";
import { bookingBody, makeService, paymentsOfBooking, recordsFingerprint } from "~tests/support/booking";
import { bookingTestServer } from "~tests/support/booking-server";
import { browserLikeClient, type Client } from "~tests/support/browser-like-client";

const t = bookingTestServer();
const { db, post, newBooking } = t;

describe("an owner's appointment", () => {
  let owner: Client;
  beforeAll(async () => {
    owner = await signInCustomer(t.server(), "owner@example.com");
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
    const stranger = await signInCustomer(t.server(), "stranger@example.com");
    const anonymous = browserLikeClient(t.server().url);
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
