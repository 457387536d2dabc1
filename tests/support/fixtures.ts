/** Rows a test needs, made directly in the database (each test owns its data). */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { appointments, bookings, customers } from "../../db/schema";

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
