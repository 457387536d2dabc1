/** Rows a test needs, made directly in the database (each test owns its data). */
import { sql } from "drizzle-orm";
import type { Db } from "~db/client.server";
import { appointments, bookings, customers, payments } from "~db/schema";

/** One booked appointment for `email`; returns its id. */
export async function makeAppointment(db: Db, email: string, status = "confirmed"): Promise<number> {
  const address = email.toLowerCase();
  const [customer] = await db
    .insert(customers)
    .values({ email: address, name: "Pat Customer", phone: "3255550100" })
    .onConflictDoUpdate({ target: customers.email, set: { name: sql`excluded.name` } })
    .returning({ id: customers.id });
  const [booking] = await db
    .insert(bookings)
    .values({
      customerId: customer!.id,
      date: "2030-05-01",
      time: "10:00",
      totalAmount: "100.00",
      depositAmount: "100.00",
    })
    .returning({ id: bookings.id });
  const [appointment] = await db
    .insert(appointments)
    .values({
      bookingId: booking!.id,
      customerId: customer!.id,
      serviceName: "Fence Repair",
      name: "Pat Customer",
      email: address,
      phone: "3255550100",
      date: "2030-05-01",
      time: "10:00",
      unitPrice: "100.00",
      estimatedCost: "100.00",
      status,
    })
    .returning({ id: appointments.id });
  return appointment!.id;
}

/** A fingerprint of every table's content: equal before and after means nothing changed. */
export async function databaseFingerprint(db: Db): Promise<Record<string, string>> {
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: Array<{ table_name: string }> };
  const result: Record<string, string> = {};
  for (const { table_name } of tables.rows) {
    const rows = (await db.execute(
      sql`select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as f from ${sql.identifier(table_name)} t`,
    )) as unknown as { rows: Array<{ f: string }> };
    result[table_name] = rows.rows[0]!.f;
  }
  return result;
}

export interface VisitOptions {
  email: string;
  name?: string;
  phone?: string;
  serviceName?: string;
  serviceId?: number | null;
  date?: string;
  time?: string;
  status?: string;
  estimatedCost?: string;
  details?: string;
  /** Where the visit is (default none given). */
  address?: string;
  /** When it was booked (default now). */
  createdAt?: Date;
  /** A payment of the booking: its amount, status and when it was paid. */
  payment?: { amount: string; status?: string; paidAt?: Date | null; transactionId?: string };
}

let sessionCounter = 0;

/** One booking with one appointment (and optionally its payment); returns their ids. */
export async function makeVisit(db: Db, options: VisitOptions) {
  const email = options.email.toLowerCase();
  const name = options.name ?? "Pat Customer";
  const phone = options.phone ?? "3255550100";
  const date = options.date ?? "2030-05-01";
  const time = options.time ?? "10:00";
  const cost = options.estimatedCost ?? "100.00";
  const createdAt = options.createdAt ?? new Date();
  const [customer] = await db
    .insert(customers)
    .values({ email, name, phone, createdAt })
    .onConflictDoUpdate({ target: customers.email, set: { name: sql`excluded.name` } })
    .returning({ id: customers.id });
  const [booking] = await db
    .insert(bookings)
    .values({
      customerId: customer!.id,
      date,
      time,
      totalAmount: cost,
      depositAmount: cost,
      address: options.address ?? "",
      createdAt,
    })
    .returning({ id: bookings.id });
  const [appointment] = await db
    .insert(appointments)
    .values({
      bookingId: booking!.id,
      customerId: customer!.id,
      serviceId: options.serviceId ?? null,
      serviceName: options.serviceName ?? "Fence Repair",
      name,
      email,
      phone,
      date,
      time,
      unitPrice: cost,
      estimatedCost: cost,
      status: options.status ?? "confirmed",
      details: options.details ?? "",
      createdAt,
    })
    .returning({ id: appointments.id });
  let paymentId: number | undefined;
  if (options.payment) {
    const status = options.payment.status ?? "succeeded";
    const [payment] = await db
      .insert(payments)
      .values({
        bookingId: booking!.id,
        provider: "test",
        providerSessionId: `cs_fixture_${++sessionCounter}_${booking!.id}`,
        transactionId: options.payment.transactionId ?? null,
        amount: options.payment.amount,
        status,
        paidAt:
          options.payment.paidAt === undefined
            ? status === "succeeded"
              ? new Date()
              : null
            : options.payment.paidAt,
      })
      .returning({ id: payments.id });
    paymentId = payment!.id;
  }
  return { customerId: customer!.id, bookingId: booking!.id, appointmentId: appointment!.id, paymentId };
}
