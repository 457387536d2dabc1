/**
 * The back office under load: a bench-only database on the PostgreSQL server of DATABASE_URL, filled with
 * 100,000 appointments by SQL (generate_series), an admin to sign in as, and dropped afterwards.
 */
import crypto from "node:crypto";
import { createOrPromoteAdmin } from "~/features/auth/admin-accounts.server";
import { openDatabase } from "~db/client.server";
import { databaseUrlOf, onServer } from "~db/server-statements";

export const BENCH_ADMIN = { email: "bench-admin@example.com", password: "a long bench admin passphrase" };

export interface AdminBenchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Customers, then one booking and one appointment per row, 70% of bookings paid, over ~15 months. */
const FILL = (appointments: number, customers: number) => `
  insert into customers (email, name, phone, created_at)
  select 'customer' || g || '@bench.example', 'Customer ' || g, '(325) 555-' || lpad((g % 10000)::text, 4, '0'),
         now() - (g % 450) * interval '1 day'
  from generate_series(1, ${customers}) g;

  insert into bookings (customer_id, date, time, total_amount, deposit_amount, created_at)
  select c.id, current_date - 400 + (g % 460), lpad((9 + g % 9)::text, 2, '0') || ':00',
         100 + (g % 50) * 10, 100 + (g % 50) * 10,
         now() - (g % 420) * interval '1 day' - (g % 1440) * interval '1 minute'
  from generate_series(1, ${appointments}) g
  join customers c on c.id = 1 + (g % ${customers});

  insert into appointments (booking_id, customer_id, service_name, name, email, phone, date, time,
                            unit_price, estimated_cost, status, created_at)
  select b.id, b.customer_id,
         (array['Kitchen Remodel', 'Bathroom Remodel', 'Fence Repair', 'Deck Building', 'Flooring Installation',
                'Interior Painting'])[1 + b.id % 6],
         c.name, c.email, c.phone, b.date, b.time, b.total_amount, b.total_amount,
         (array['pending', 'confirmed', 'completed', 'cancelled', 'payment_pending'])[1 + (b.id / 7) % 5],
         b.created_at
  from bookings b join customers c on c.id = b.customer_id;

  insert into payments (booking_id, provider, provider_session_id, transaction_id, amount, status, paid_at, created_at)
  select b.id, 'test', 'cs_bench_' || b.id, 'pi_bench_' || b.id, b.deposit_amount, 'succeeded',
         b.created_at + interval '5 minutes', b.created_at
  from bookings b where b.id % 10 < 7;
`;

export async function createAdminBenchDatabase(
  serverUrl: string,
  { appointments = 100_000, customers = 20_000 } = {},
): Promise<AdminBenchDatabase> {
  const name = `bench_admin_${crypto.randomBytes(4).toString("hex")}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = databaseUrlOf(serverUrl, name);
  const drop = () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
  try {
    const database = await openDatabase({ databaseUrl: url });
    try {
      await database.migrate();
      await createOrPromoteAdmin(database.db, { ...BENCH_ADMIN, firstName: "Bench" });
    } finally {
      await database.close();
    }
    await onServer(url, FILL(appointments, customers));
    // What autovacuum does to a table of that size in production: statistics and the visibility map.
    await onServer(url, "vacuum analyze");
  } catch (error) {
    await drop();
    throw error;
  }
  return { url, drop };
}

/** Signs the bench admin in with the password and returns the session cookie header. */
export async function signInBenchAdmin(appUrl: string): Promise<string> {
  const res = await fetch(`${appUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: appUrl },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (res.status !== 200) throw new Error(`Bench admin sign-in answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}
