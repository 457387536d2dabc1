/** The limit on unpaid bookings held at once, per email and per client. */
import { and, eq, sql } from "drizzle-orm";
import { UNPAID_HOLD_INTERVAL } from "~/lib/appointment-lifecycle-sql.server";
import { DomainError } from "~/lib/domain-error";
import type { Db } from "~db/client.server";
import { bookings, customers } from "~db/schema";
import { unpaidHold } from "./slots.server";

/**
 * Unpaid bookings each hold a slot for half an hour, so one visitor could keep many slots from everyone
 * else without paying. Each email and each client (address) may hold this many at once.
 */
export const MAX_UNPAID_HOLDS = 3;

export class TooManyHoldsError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      "rate_limited",
      `You already have ${MAX_UNPAID_HOLDS} bookings waiting for payment. Please pay for one of them, or wait for it to expire, before booking another.`,
      { retryAfterSeconds },
    );
  }
}

/**
 * Inside the booking's transaction: refuses a new unpaid booking when its email or its client already
 * holds MAX_UNPAID_HOLDS. Locks both keys first, so that bookings sent together are counted one by one.
 */
export async function checkUnpaidHolds(db: Db, email: string, clientKey: string | null) {
  const keys = [`holds:email:${email}`, ...(clientKey ? [`holds:client:${clientKey}`] : [])];
  for (const key of keys) await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  const [row] = await db
    .select({
      byEmail: sql<number>`count(*) filter (where ${customers.email} = ${email})::int`,
      byClient: sql<number>`count(*) filter (where ${bookings.clientKey} = ${clientKey})::int`,
      retryAfter: sql<number>`greatest(1, ceil(extract(epoch from min(${bookings.createdAt}) + ${UNPAID_HOLD_INTERVAL} - now())))::int`,
    })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .where(
      and(
        clientKey === null
          ? eq(customers.email, email)
          : sql`(${customers.email} = ${email} or ${bookings.clientKey} = ${clientKey})`,
        unpaidHold(),
      ),
    );
  if (Number(row?.byEmail) >= MAX_UNPAID_HOLDS || Number(row?.byClient) >= MAX_UNPAID_HOLDS) {
    throw new TooManyHoldsError(Number(row?.retryAfter) || 60);
  }
}
