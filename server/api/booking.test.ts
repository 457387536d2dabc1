/** POST /api/book: prices, slots and races (test checkout). */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appointments, bookings, customers, payments } from "~db/schema";
import { createAdmin, signInAdmin, signInCustomer } from "~tests/support/auth-helpers";
import {
  appointmentsOfBooking,
  bookingBody,
  ensureSettings,
  makeService,
  paymentsOfBooking,
} from "~tests/support/booking";
import { bookingTestServer } from "~tests/support/booking-server";

const t = bookingTestServer();
const { db, book } = t;

describe("POST /api/book", () => {
  it("books one visit with one appointment per line, priced from the database, and opens a test checkout", async () => {
    const fence = await makeService(db(), { name: "Fence Repair", basePrice: "150.00" });
    const kitchen = await makeService(db(), { name: "Kitchen Remodeling", basePrice: "1000.00" });
    const res = await book(
      bookingBody([
        { serviceId: fence, quantity: 2 },
        { serviceId: kitchen, quantity: 1 },
      ]),
    );
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({
      sessionId: expect.stringMatching(/^test_cs_/),
      url: `/checkout/test/${body.sessionId}`,
      appointmentId: expect.any(Number),
      bookingId: expect.any(Number),
    });
    const lines = await appointmentsOfBooking(db(), body.bookingId);
    expect(lines.map((l) => [l.serviceName, l.quantity, l.unitPrice, l.estimatedCost, l.status])).toEqual(
      expect.arrayContaining([
        ["Fence Repair", 2, "150.00", "300.00", "payment_pending"],
        ["Kitchen Remodeling", 1, "1000.00", "1000.00", "payment_pending"],
      ]),
    );
    expect(Math.min(...lines.map((l) => l.id))).toBe(body.appointmentId);
    const [booking] = await db().select().from(bookings).where(eq(bookings.id, body.bookingId));
    // 300 (all of it) + 1000 / 2 (a remodel): 800 due at checkout.
    expect([booking!.totalAmount, booking!.depositAmount]).toEqual(["1300.00", "800.00"]);
    const [payment] = await paymentsOfBooking(db(), body.bookingId);
    expect(payment).toMatchObject({
      provider: "test",
      providerSessionId: body.sessionId,
      amount: "800.00",
      status: "pending",
    });
  });

  it("stores the visit's address, trimmed, and shows it to the customer and the admin", async () => {
    const service = await makeService(db(), { basePrice: "0.00" });
    const email = "address@example.com";
    const res = await book(
      bookingBody([{ serviceId: service }], { email, address: "  1402 Elm Street, Abilene, TX 79601 " }),
    );
    expect(res.status).toBe(201);
    const { bookingId, appointmentId } = await res.json();
    const [booking] = await db().select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking!.address).toBe("1402 Elm Street, Abilene, TX 79601");
    const customer = await signInCustomer(t.server(), email);
    const mine = await (await customer.fetch(`/api/appointments/${appointmentId}`)).json();
    expect(mine.address).toBe("1402 Elm Street, Abilene, TX 79601");
    await createAdmin(t.server(), "address-admin@example.com");
    const { client: admin } = await signInAdmin(t.server(), "address-admin@example.com");
    const seen = await (await admin.fetch(`/api/appointments/${appointmentId}`)).json();
    expect(seen.address).toBe("1402 Elm Street, Abilene, TX 79601");
  });

  it("books without an address (missing, null or blank), storing none", async () => {
    const service = await makeService(db(), { basePrice: "0.00" });
    for (const address of [undefined, null, "   "]) {
      const res = await book(bookingBody([{ serviceId: service }], { address }));
      expect(res.status).toBe(201);
      const [booking] = await db()
        .select()
        .from(bookings)
        .where(eq(bookings.id, (await res.json()).bookingId));
      expect(booking!.address).toBe("");
    }
  });

  it("ignores prices, totals and amounts sent by the client", async () => {
    const service = await makeService(db(), { basePrice: "80.00" });
    const body = {
      ...bookingBody([{ serviceId: service, quantity: 1 }]),
      total: "0.01",
      amount: 1,
      deposit: "0.00",
      services: [{ serviceId: service, quantity: 1, basePrice: "0.01", price: 0.01, estimatedCost: "0.01" }],
    };
    const res = await book(body);
    expect(res.status).toBe(201);
    const { bookingId } = await res.json();
    const [line] = await appointmentsOfBooking(db(), bookingId);
    expect([line!.unitPrice, line!.estimatedCost]).toEqual(["80.00", "80.00"]);
    expect((await paymentsOfBooking(db(), bookingId))[0]!.amount).toBe("80.00");
  });

  it("merges lines of the same service", async () => {
    const service = await makeService(db(), { basePrice: "10.00" });
    const res = await book(
      bookingBody([
        { serviceId: service, quantity: 2 },
        { serviceId: service, quantity: 3 },
      ]),
    );
    const lines = await appointmentsOfBooking(db(), (await res.json()).bookingId);
    expect(lines.map((l) => [l.quantity, l.estimatedCost])).toEqual([[5, "50.00"]]);
  });

  it("upserts the customer by lower-cased email with the latest name and phone", async () => {
    const service = await makeService(db());
    await book(bookingBody([{ serviceId: service }], { email: "Repeat@Example.com", name: "First Name" }));
    await book(
      bookingBody([{ serviceId: service }], {
        email: "repeat@example.COM",
        name: "Second Name",
        phone: "3255550111",
      }),
    );
    const rows = await db().select().from(customers).where(eq(customers.email, "repeat@example.com"));
    expect(rows.map((r) => [r.name, r.phone])).toEqual([["Second Name", "3255550111"]]);
  });

  it("books a $0 visit without checkout, pending, straight to the thank-you page", async () => {
    const free = await makeService(db(), { name: "Free Consultation", basePrice: "0.00" });
    const res = await book(bookingBody([{ serviceId: free }]));
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({
      sessionId: null,
      url: `/thank-you?appointment_id=${body.appointmentId}`,
      appointmentId: body.appointmentId,
      bookingId: body.bookingId,
    });
    expect((await appointmentsOfBooking(db(), body.bookingId)).map((a) => a.status)).toEqual(["pending"]);
    expect(await paymentsOfBooking(db(), body.bookingId)).toEqual([]);
  });

  it("refuses a taken slot with 409 and its message", async () => {
    const service = await makeService(db());
    const body = bookingBody([{ serviceId: service }]);
    expect((await book(body)).status).toBe(201);
    const again = await book({ ...body, email: "other@example.com" });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      message: "This time slot is no longer available. Please choose another time.",
    });
  });

  it("gives 50 concurrent bookings of one slot exactly one 201 and 49 × 409", async () => {
    const service = await makeService(db());
    const base = bookingBody([{ serviceId: service }]);
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        book({ ...base, email: `racer${i}@example.com` }, `10.50.0.${i + 1}`).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const held = await db().select().from(bookings).where(eq(bookings.date, base.date));
    expect(held).toHaveLength(1);
  });

  it("takes as many bookings per slot as the slot capacity", async () => {
    await ensureSettings(db(), 2);
    try {
      const service = await makeService(db());
      const base = bookingBody([{ serviceId: service }]);
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await book({ ...base, email: `cap${i}@example.com` })).status);
      expect(statuses).toEqual([201, 201, 409]);
    } finally {
      await ensureSettings(db(), 1);
    }
  });

  it("frees a slot when its appointment is cancelled, and when its unpaid checkout has lapsed", async () => {
    const service = await makeService(db());
    const base = bookingBody([{ serviceId: service }]);
    const first = await (await book(base)).json();
    // The checkout lapses: as if booked and opened 40 minutes ago.
    await db()
      .update(bookings)
      .set({ createdAt: new Date(Date.now() - 40 * 60_000) })
      .where(eq(bookings.id, first.bookingId));
    await db()
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 40 * 60_000) })
      .where(eq(payments.bookingId, first.bookingId));
    const second = await book({ ...base, email: "second@example.com" });
    expect(second.status).toBe(201);
    const { appointmentId } = await second.json();
    expect((await book({ ...base, email: "third@example.com" })).status).toBe(409);
    await db().update(appointments).set({ status: "cancelled" }).where(eq(appointments.id, appointmentId));
    expect((await book({ ...base, email: "fourth@example.com" })).status).toBe(201);
  });

  it("limits bookings per client", async () => {
    // Nothing to pay: unpaid bookings meet their own, lower limit first (unpaid-holds.test.ts).
    const service = await makeService(db(), { basePrice: "0.00" });
    const ip = "192.0.2.77";
    const statuses = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await book(bookingBody([{ serviceId: service }]), ip)).status);
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
