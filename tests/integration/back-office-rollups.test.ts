/**
 * The back office's figures come from rollups the database keeps (customer totals, appointment and visit
 * tallies, revenue by day). After every round of random bookings, payments (of invoices too, online and
 * by hand), refunds, cancellations, reschedules and deletes, run concurrently, each figure must equal a
 * direct count of the rows.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appointmentSummary, listAdminAppointments } from "~/features/appointments/admin-appointments.server";
import { deleteAppointment } from "~/features/appointments/appointments.server";
import { deleteBooking } from "~/features/booking/booking.server";
import { CUSTOMER_SORTS } from "~/features/customers/customer";
import { listCustomers, type CustomerSort } from "~/features/customers/customers.server";
import { getAdminStats, getDashboardOverview } from "~/features/dashboard/dashboard.server";
import { createEstimate } from "~/features/estimates/estimate-editing.server";
import { estimateBodySchema } from "~/features/estimates/estimate.schema";
import { openRefund } from "~/features/payments/refund-open.server";
import { settleRefund } from "~/features/payments/refund-settle.server";
import { parseInput } from "~/lib/input";
import type { Db } from "~db/client.server";
import { estimates, payments } from "~db/schema";
import { seededRandom } from "~scripts/fuzz/strange-values";
import { randomChanges } from "~tests/support/back-office-operations";
import {
  invoicesPaidAmiss,
  invoiceTalliesAmiss,
  referenceAppointmentCounts,
  referenceAppointmentTotal,
  referenceCustomers,
  referenceOverview,
  referenceStats,
  type CustomerTotals,
} from "~tests/support/back-office-reference";
import { estimateBody } from "~tests/support/estimate-body";
import { makeVisit } from "~tests/support/fixtures";
import { createTestDatabase, type TestDatabase } from "~tests/support/test-database";

// Abilene is still on 2026-02-28 (23:30): "this month" is February, and UTC's March has begun.
const NOW = new Date("2026-03-01T05:30:00Z");
const SEED = 20261124;
const ROUNDS = 30;
const PER_ROUND = 8;

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

const LIST = { page: 1, pageSize: 1000 };

async function expectFiguresExact(db: Db) {
  expect(await getAdminStats(db, NOW)).toEqual(await referenceStats(db, NOW));

  const overview = await getDashboardOverview(db, NOW);
  const reference = await referenceOverview(db, NOW);
  expect(overview.recentActivity.map((row) => row.id)).toEqual(reference.recentActivity);
  expect(overview.popularServices).toEqual(reference.popularServices);
  expect(overview.months).toEqual(reference.months);

  const { upcoming: _upcoming, ...counts } = await appointmentSummary(db, NOW);
  expect(counts).toEqual(await referenceAppointmentCounts(db));
  for (const filter of [{}, { status: "completed" as const }, { from: "2026-02-01", to: "2026-03-15" }]) {
    const { total } = await listAdminAppointments(db, filter, { ...LIST, sort: "date", descending: true });
    expect(total, JSON.stringify(filter)).toBe(await referenceAppointmentTotal(db, filter));
  }
  // A search counts its matches on every page, the first, a later one and one past the end.
  const searched = await referenceAppointmentTotal(db, { q: "Customer1" });
  for (const page of [1, 2, 50]) {
    const { items, total } = await listAdminAppointments(
      db,
      { q: "Customer1" },
      { page, pageSize: 3, sort: "date", descending: true },
    );
    expect(total, `search, page ${page}`).toBe(searched);
    expect(items.length).toBe(Math.max(0, Math.min(3, searched - (page - 1) * 3)));
  }

  const customers = await referenceCustomers(db, NOW);
  const { items } = await listCustomers(db, "", { ...LIST, sort: "createdAt", descending: false }, NOW);
  expect(
    items
      .map(({ id, totalAppointments, lastAppointment, totalSpent, status }) => ({
        id,
        totalAppointments,
        lastAppointment,
        totalSpent,
        status,
      }))
      .sort((a, b) => a.id - b.id),
  ).toEqual(customers);
}

/** Each sort of the customer list orders by the figure it names, ties by id. */
async function expectCustomerSortsOrdered(db: Db) {
  const reference = await referenceCustomers(db, NOW);
  const key: Record<CustomerSort, ((row: CustomerTotals) => number | string) | undefined> = {
    totalAppointments: (row) => row.totalAppointments,
    totalSpent: (row) => Number(row.totalSpent),
    lastAppointment: (row) => row.lastAppointment ?? "",
    name: undefined,
    email: undefined,
    createdAt: undefined,
  };
  for (const sort of CUSTOMER_SORTS) {
    const by = key[sort];
    if (!by) continue;
    for (const descending of [false, true]) {
      const { items } = await listCustomers(db, "", { ...LIST, sort, descending }, NOW);
      const expected = [...reference]
        .sort((a, b) => (by(a) < by(b) ? -1 : by(a) > by(b) ? 1 : a.id - b.id))
        .map((row) => row.id);
      if (descending) expected.reverse();
      expect(
        items.map((row) => row.id),
        `${sort} ${descending ? "desc" : "asc"}`,
      ).toEqual(expected);
    }
  }
}

describe("back-office rollups", () => {
  it("equal a direct count after every round of concurrent random changes", async () => {
    const random = seededRandom(SEED);
    const done = new Set<string>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const name of await randomChanges(database.db, random, PER_ROUND)) done.add(name);
      await expectFiguresExact(database.db);
      // An invoice's paid amount (kept by the site, not a rollup) follows its payments and refunds too, and
      // the invoice tallies follow both.
      expect(await invoicesPaidAmiss(database.db)).toEqual([]);
      expect(await invoiceTalliesAmiss(database.db)).toEqual([]);
    }
    await expectCustomerSortsOrdered(database.db);
    // The run exercised every kind of change, and left something to count.
    expect(done.size).toBe(13);
    expect((await getAdminStats(database.db, NOW)).totalBookings).toBeGreaterThan(20);
  }, 120_000);

  it("follow a paid booking that changes hands or goes after its last appointment", async () => {
    const db = database.db;
    const first = await makeVisit(db, { email: "first@example.com", payment: { amount: "80.00" } });
    const second = await makeVisit(db, { email: "second@example.com" });
    const spent = async (id: number) =>
      (await listCustomers(db, "", { ...LIST, sort: "createdAt", descending: false }, NOW)).items.find(
        (row) => row.id === id,
      )?.totalSpent;
    expect(await spent(first.customerId)).toBe("80.00");

    await db.execute(
      sql`update bookings set customer_id = ${second.customerId} where id = ${first.bookingId}`,
    );
    expect([await spent(first.customerId), await spent(second.customerId)]).toEqual(["0.00", "80.00"]);

    await deleteAppointment(db, first.appointmentId);
    await deleteBooking(db, first.bookingId);
    expect(await spent(second.customerId)).toBe("0.00");
    await expectFiguresExact(db);
  });

  it("lower monthly revenue and total spent by exactly a partial refund", async () => {
    const db = database.db;
    const { customerId, paymentId } = await makeVisit(db, {
      email: "partial@example.com",
      payment: { amount: "180.00", paidAt: new Date("2026-02-21T18:00:00Z"), transactionId: "pi_partial" },
    });
    const spent = async () =>
      (await listCustomers(db, "", { ...LIST, sort: "createdAt", descending: false }, NOW)).items.find(
        (row) => row.id === customerId,
      )?.totalSpent;
    const revenue = async () => Number((await getAdminStats(db, NOW)).monthlyRevenue);
    const before = await revenue();
    expect(await spent()).toBe("180.00");

    const opened = await db.transaction((tx) =>
      openRefund(tx, {
        paymentId: paymentId!,
        amountCents: 3275,
        reason: "admin",
        idempotencyKey: "partial-1",
      }),
    );
    expect(opened.outcome).toBe("opened");
    if (opened.outcome !== "opened") return;
    // Pending, nothing has gone back yet.
    expect(await spent()).toBe("180.00");
    await db.transaction((tx) => settleRefund(tx, opened.refund.id, "re_partial_1"));
    expect(await spent()).toBe("147.25");
    expect((await revenue()).toFixed(2)).toBe((before - 32.75).toFixed(2));
    await expectFiguresExact(db);
  });

  it("follow a payment row deleted by hand", async () => {
    const db = database.db;
    const { paymentId } = await makeVisit(db, {
      email: "third@example.com",
      payment: { amount: "45.00", paidAt: new Date("2026-02-20T18:00:00Z") },
    });
    await expectFiguresExact(db);
    await db.execute(sql`delete from payments where id = ${paymentId!}`);
    await expectFiguresExact(db);
  });

  it("count an estimate's deposit in revenue and its customer's total, and not once refunded", async () => {
    const db = database.db;
    const estimateId = await createEstimate(db, parseInput(estimateBodySchema, estimateBody()));
    const [{ customerId }] = await db
      .select({ customerId: estimates.customerId })
      .from(estimates)
      .where(eq(estimates.id, estimateId));
    const [deposit] = await db
      .insert(payments)
      .values({
        estimateId,
        provider: "test",
        providerSessionId: `test_cs_estimate_${estimateId}`,
        amount: "675.00",
        status: "succeeded",
        paidAt: new Date("2026-02-27T18:00:00Z"),
      })
      .returning({ id: payments.id });
    const spent = async () =>
      (await listCustomers(db, "", { ...LIST, sort: "createdAt", descending: false }, NOW)).items.find(
        (row) => row.id === customerId,
      )?.totalSpent;
    expect(await spent()).toBe("675.00");
    await expectFiguresExact(db);
    await db.update(payments).set({ status: "refunded" }).where(eq(payments.id, deposit!.id));
    expect(await spent()).toBe("0.00");
    await expectFiguresExact(db);
  });

  it("are rebuilt after a table is emptied with TRUNCATE", async () => {
    const db = database.db;
    await db.execute(sql`truncate appointments, refunds`);
    await expectFiguresExact(db);
    expect((await getAdminStats(db, NOW)).totalBookings).toBe(0);
    await db.execute(sql`truncate payments, refunds`);
    await expectFiguresExact(db);
  });
});
