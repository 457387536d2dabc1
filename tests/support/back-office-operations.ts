/**
 * Random changes to bookings, payments, invoices and appointments, through the site's own functions where it
 * has them: what the back office's rollups must follow (tests/integration/back-office-rollups.test.ts).
 */
import { sql } from "drizzle-orm";
import { setAppointmentStatus } from "~/features/appointments/admin-appointments.server";
import { cancelAppointment, deleteAppointment } from "~/features/appointments/appointments.server";
import { deleteBooking } from "~/features/booking/booking.server";
import { deleteCustomer } from "~/features/customers/customers.server";
import { expireCheckout, fulfilPayment, owePaymentBack } from "~/features/payments/fulfilment.server";
import { openRefund } from "~/features/payments/refund-open.server";
import { settleRefund } from "~/features/payments/refund-settle.server";
import { toCents } from "~/lib/deposit";
import type { Db } from "~db/client.server";
import { selectRows } from "~db/rows";
import { seededRandom, type Random } from "~scripts/fuzz/strange-values";
import { makeVisit } from "./fixtures";
import { INVOICE_OPERATIONS } from "./invoice-operations";

const SERVICES = ["Fence Repair", "Deck Building", "Kitchen Remodel", "Interior Painting"] as const;
const STATUSES = ["pending", "confirmed", "completed", "cancelled", "payment_pending"] as const;

/**
 * An instant between 2025-11-25 and 2026-03-05, often within an hour of midnight in Abilene (06:00 UTC in
 * winter), where the business's day and month differ from UTC's.
 */
function instant(random: Random): Date {
  const day = Date.UTC(2025, 10, 25) + random.int(100) * 86_400_000;
  const minutes = random.next() < 0.5 ? 300 + random.int(120) : random.int(1440);
  return new Date(day + minutes * 60_000);
}

const idsOf = async (db: Db, query: ReturnType<typeof sql>) =>
  (await selectRows<{ id: number }>(db, query)).map((row) => row.id);

type Operation = (db: Db, random: Random) => Promise<unknown>;

const OPERATIONS: Record<string, Operation> = {
  async book(db, random) {
    const paid = random.next();
    // In one transaction that starts with the customer's row, as the site books: a customer deleted at the
    // same moment is then deleted before or after the booking, never halfway through it.
    await db.transaction((tx) =>
      makeVisit(tx, {
        email: `customer${random.int(12)}@example.com`,
        serviceName: random.pick(SERVICES),
        date: `2026-0${1 + random.int(4)}-1${random.int(10)}`,
        status: random.pick(STATUSES),
        createdAt: instant(random),
        estimatedCost: `${50 + random.int(400)}.${10 + random.int(90)}`,
        payment:
          paid < 0.3
            ? undefined
            : {
                amount: `${20 + random.int(200)}.25`,
                ...(paid < 0.6 ? { status: "pending" } : { paidAt: instant(random) }),
              },
      }),
    );
  },
  async pay(db, random) {
    const pending = await selectRows<{ session: string; amount: string }>(
      db,
      sql`select provider_session_id as session, amount from payments where status = 'pending' order by id`,
    );
    if (pending.length === 0) return;
    const { session, amount } = random.pick(pending);
    await fulfilPayment(db, {
      provider: "test",
      sessionId: session,
      amountCents: toCents(amount),
      currency: "usd",
      transactionId: `pi_${session}`,
    });
  },
  // A booking's or an estimate's payment: an invoice's are given back by invoiceRefund, which settles the invoice.
  async refund(db, random) {
    const paid = await idsOf(
      db,
      sql`select id from payments where status = 'succeeded' and invoice_id is null order by id`,
    );
    if (paid.length === 0) return;
    const id = random.pick(paid);
    await owePaymentBack(db, id, "visit_cancelled");
    if (random.next() < 0.5) {
      await db.execute(sql`update payments set status = 'refunded', refunded_at = now() where id = ${id}`);
    }
  },
  /** A part of a paid payment given back (an admin's refund, a cancelled line), through the refund path. */
  async partialRefund(db, random) {
    const paid = await idsOf(
      db,
      sql`select id from payments where status = 'succeeded' and invoice_id is null order by id`,
    );
    if (paid.length === 0) return;
    const paymentId = random.pick(paid);
    const key = `fuzz-${paymentId}-${random.int(1_000_000)}`;
    const opened = await db.transaction((tx) =>
      openRefund(tx, {
        paymentId,
        amountCents: 1 + random.int(5000),
        atMostRemaining: true,
        reason: "admin",
        idempotencyKey: key,
      }),
    );
    if (opened.outcome !== "opened") return;
    await db.transaction((tx) => settleRefund(tx, opened.refund.id, `re_${key}`));
  },
  async expire(db, random) {
    const pending = await idsOf(db, sql`select id from payments where status = 'pending' order by id`);
    if (pending.length === 0) return;
    const [{ session }] = await selectRows<{ session: string }>(
      db,
      sql`select provider_session_id as session from payments where id = ${random.pick(pending)}`,
    );
    await expireCheckout(db, "test", session);
  },
  async cancel(db, random) {
    const open = await idsOf(db, sql`select id from appointments order by id`);
    if (open.length > 0) await cancelAppointment(db, random.pick(open), random.pick(["customer", "admin"]));
  },
  async setStatus(db, random) {
    const all = await idsOf(db, sql`select id from appointments order by id`);
    if (all.length > 0)
      await setAppointmentStatus(db, random.pick(all), random.pick(["pending", "confirmed", "completed"]));
  },
  async reschedule(db, random) {
    const all = await idsOf(db, sql`select id from appointments order by id`);
    if (all.length === 0) return;
    await db.execute(
      sql`update appointments set date = ${`2026-0${1 + random.int(4)}-2${random.int(8)}`}::date
          where id = ${random.pick(all)}`,
    );
  },
  async deleteAppointment(db, random) {
    const all = await idsOf(db, sql`select id from appointments order by id`);
    if (all.length > 0) await deleteAppointment(db, random.pick(all));
  },
  async deleteBooking(db, random) {
    const all = await idsOf(db, sql`select id from bookings order by id`);
    if (all.length > 0) await deleteBooking(db, random.pick(all));
  },
  async deleteCustomer(db, random) {
    const all = await idsOf(db, sql`select id from customers order by id`);
    if (all.length > 0) await deleteCustomer(db, random.pick(all));
  },
  invoicePayment: (db, random) => INVOICE_OPERATIONS.invoicePayment!(db, random, instant),
  invoiceRefund: (db, random) => INVOICE_OPERATIONS.invoiceRefund!(db, random, instant),
};

/** Bookings are the most frequent change, deletes the rarest. */
const WEIGHTS: Array<[keyof typeof OPERATIONS, number]> = [
  ["book", 10],
  ["pay", 5],
  ["refund", 3],
  ["partialRefund", 3],
  ["expire", 2],
  ["cancel", 3],
  ["setStatus", 3],
  ["reschedule", 2],
  ["deleteAppointment", 1],
  ["deleteBooking", 1],
  ["deleteCustomer", 1],
  ["invoicePayment", 4],
  ["invoiceRefund", 3],
];

/** `count` random operations run at once, each on its own connection of the pool. */
export async function randomChanges(db: Db, random: Random, count: number): Promise<string[]> {
  const total = WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
  const chosen = Array.from({ length: count }, () => {
    let roll = random.int(total);
    for (const [name, weight] of WEIGHTS) {
      if (roll < weight) return name;
      roll -= weight;
    }
    return "book";
  });
  // Each operation gets its own generator so that the choices do not depend on which finishes first.
  await Promise.all(
    chosen.map((name) =>
      OPERATIONS[name]!(db, seededRandom(random.int(2 ** 31))).catch((error: unknown) => {
        // A booking for a customer deleted at the same moment is refused by the foreign key: nothing changed.
        if ((error as { cause?: { code?: string } }).cause?.code === "23503") return;
        if ((error as { code?: string }).code === "23503") return;
        throw error;
      }),
    ),
  );
  return chosen;
}
