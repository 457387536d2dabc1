/**
 * The back office under load: a bench-only database on the PostgreSQL server of DATABASE_URL, filled by SQL
 * (generate_series) with 100,000 appointments and 100,000 invoices with 150,000 payments, an admin to sign in
 * as, and dropped afterwards.
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

/**
 * Invoices of the same customers over ~400 days, as a contractor's books have them: of the last 30 days'
 * invoices a twentieth are drafts, most are open (sent, viewed, partially paid) and 30% paid; of the older
 * ones 92% are paid, 2% voided and 6% still open (so ~10,000 open, ~8,000 of them overdue). Two lines each,
 * a deposit credit on one in ten, and `payments` payments spread over the paid and partially paid ones
 * (checks, cash, transfers and cards). The payments are laid out first, so that each invoice is written once
 * with its paid amount and total (an invoice updated after its insert would leave its indexes twice the size
 * a site's own writes give them).
 */
const INVOICE_FILL = (invoices: number, payments: number, customers: number) => `
  create temporary table bench_invoices as
  select g,
         case when g % 400 < 30
              then (array['draft', 'sent', 'sent', 'sent', 'sent', 'sent', 'sent', 'viewed', 'viewed', 'viewed',
                          'partially_paid', 'partially_paid', 'partially_paid', 'partially_paid',
                          'paid', 'paid', 'paid', 'paid', 'paid', 'paid'])[1 + (g / 400) % 20]
              else coalesce((array['void', 'sent', 'viewed', 'partially_paid'])[1 + (g / 400) % 50], 'paid')
         end as status,
         current_date - (g % 400) as issued, case when g % 10 = 0 then 100 else 0 end as credited
  from generate_series(1, ${invoices}) g;

  create temporary table bench_payments as
  select p, pa.g, pa.issued, 25 + (p % 8) * 5 as amount,
         (array['check', 'cash', 'bank_transfer', 'card'])[1 + p % 4] as method,
         pa.issued + time '12:00' + (p % 15) * interval '1 day' as paid_at
  from generate_series(1, ${payments}) p
  cross join (select count(*) as m from bench_invoices where status in ('partially_paid', 'paid')) k
  join (select g, issued, row_number() over (order by g) as n
        from bench_invoices where status in ('partially_paid', 'paid')) pa on pa.n = 1 + p % k.m;
  analyze bench_invoices, bench_payments;

  insert into invoices (number, customer_id, customer_name, customer_email, customer_phone, status, terms,
                        total, credited, amount_paid, issued_on, due_date, sent_at, created_at)
  select case when b.status = 'draft' then null
              else 'INV-' || extract(year from b.issued)::int || '-' || lpad(b.g::text, 6, '0') end,
         c.id, c.name, c.email, c.phone, b.status, 'net_15',
         case when paid.amount is null then 200 + (b.g % 40) * 50
              else b.credited + paid.amount
                   + case when b.status = 'paid' then 0 else 100 + (b.g % 20) * 25 end end,
         b.credited, coalesce(paid.amount, 0),
         case when b.status = 'draft' then null else b.issued end,
         case when b.status = 'draft' then null else b.issued + 15 end,
         case when b.status = 'draft' then null else b.issued + time '10:00' end,
         b.issued + time '09:00' - (b.g % 60) * interval '1 minute'
  from bench_invoices b
  join customers c on c.id = 1 + (b.g % ${customers})
  left join (select g, sum(amount) as amount from bench_payments group by g) paid on paid.g = b.g
  order by b.g;
  analyze invoices;

  insert into payments (invoice_id, method, reference, provider, provider_session_id, transaction_id, amount,
                        status, paid_at, created_at)
  select i.id, bp.method, case when bp.method = 'check' then (1000 + bp.p % 9000)::text else '' end,
         case when bp.method = 'card' then 'test' else 'offline' end, 'inv_bench_' || bp.p,
         case when bp.method = 'card' then 'pi_inv_bench_' || bp.p end,
         bp.amount, 'succeeded', bp.paid_at, bp.paid_at
  from bench_payments bp
  join invoices i on i.number = 'INV-' || extract(year from bp.issued)::int || '-' || lpad(bp.g::text, 6, '0')
  order by bp.p;

  insert into invoice_lines (invoice_id, position, description, quantity, unit, unit_price)
  select id, 0, 'Labor and materials', 1, 'job', total - least(total, 50) from invoices
  union all
  select id, 1, 'Haul-away', 1, 'job', least(total, 50) from invoices;

  insert into invoice_credits (invoice_id, position, description, amount)
  select id, 0, 'Deposit paid', credited from invoices where credited > 0;
`;

export async function createAdminBenchDatabase(
  serverUrl: string,
  { appointments = 100_000, customers = 20_000, invoices = 100_000, invoicePayments = 150_000 } = {},
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
    // The rollups' triggers plan their queries on these statistics: without them, every payment inserted
    // would have its customer's sums read the slow way.
    await onServer(url, "analyze");
    await onServer(url, INVOICE_FILL(invoices, invoicePayments, customers));
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
