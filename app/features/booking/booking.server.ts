/**
 * Bookings (DECISIONS.md "Booking and payment"): priced from the database, one booking per visit with one
 * appointment per service line, and never more bookings in a slot than the business takes.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.server";
import { appointments, bookings, businessSettings, customers, services, users } from "../../../db/schema";
import { isPastSlot } from "~/lib/dates";
import { fitsMoneyColumns, fromCents, lineDepositCents, toCents } from "~/lib/deposit";
import { MAX_QUANTITY, TIME_SLOTS, type Availability, type BookingRequest } from "./booking.schema";

// How long an unpaid booking holds its slot: its checkout's life (30 minutes) and a minute of slack.
const UNPAID_HOLD = sql.raw(`interval '31 minutes'`);

export interface PricedLine {
  serviceId: number;
  serviceName: string;
  quantity: number;
  unitPrice: string;
  lineCents: number;
  depositCents: number;
}

export class BookingProblem extends Error {
  constructor(
    readonly field: "services" | "time",
    message: string,
  ) {
    super(message);
  }
}

export class SlotTakenError extends Error {}

export const SLOT_TAKEN = "This time slot is no longer available. Please choose another time.";
export const UNKNOWN_SERVICE = "One of the selected services is no longer available. Please remove it.";
export const PAST_TIME = "Please select a time that is still ahead today";
export const TOO_LARGE = "This booking is too large to book online. Please contact us for a quote.";

/**
 * Lines of the same service are merged; each is priced from the database (active services only). Every
 * amount of the booking must fit its money column: the lines, and their total (which holds the deposit).
 */
export async function priceLines(db: Db, requested: BookingRequest["services"]): Promise<PricedLine[]> {
  const quantities = new Map<number, number>();
  for (const { serviceId, quantity } of requested) {
    quantities.set(serviceId, (quantities.get(serviceId) ?? 0) + quantity);
  }
  if ([...quantities.values()].some((q) => q > MAX_QUANTITY)) {
    throw new BookingProblem("services", `Quantity must be at most ${MAX_QUANTITY}`);
  }
  const rows = await db
    .select({ id: services.id, name: services.name, basePrice: services.basePrice })
    .from(services)
    .where(and(inArray(services.id, [...quantities.keys()]), eq(services.isActive, true)));
  if (rows.length !== quantities.size) throw new BookingProblem("services", UNKNOWN_SERVICE);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const lines = [...quantities].map(([serviceId, quantity]) => {
    const service = byId.get(serviceId)!;
    const lineCents = toCents(service.basePrice) * quantity;
    return {
      serviceId,
      serviceName: service.name,
      quantity,
      unitPrice: service.basePrice,
      lineCents,
      depositCents: lineDepositCents(service.name, lineCents),
    };
  });
  // Amounts are never negative, so a total that fits means every line and deposit fits too.
  if (!fitsMoneyColumns(lines.reduce((sum, line) => sum + line.lineCents, 0))) {
    throw new BookingProblem("services", TOO_LARGE);
  }
  return lines;
}

/** An unpaid booking that still holds its slot: awaiting payment while its checkout can still be paid. */
function unpaidHold() {
  // Written out with the table name: drizzle leaves columns unqualified in a one-table query, and inside
  // these subqueries an unqualified "id" would be the subquery's own.
  return sql`(exists (select 1 from appointments a where a.booking_id = "bookings"."id" and a.status = 'payment_pending')
        and ("bookings"."created_at" > now() - ${UNPAID_HOLD}
             or exists (select 1 from payments p where p.booking_id = "bookings"."id"
                        and p.status in ('pending', 'succeeded') and p.created_at > now() - ${UNPAID_HOLD})))`;
}

/**
 * Bookings that hold a slot: any with an appointment that is pending, confirmed or completed, and unpaid
 * ones while their checkout can still be paid. Cancelled appointments hold nothing.
 */
function holdsSlot() {
  return sql`(
    exists (select 1 from appointments a where a.booking_id = "bookings"."id"
            and a.status in ('pending', 'confirmed', 'completed'))
    or ${unpaidHold()})`;
}

/**
 * Unpaid bookings each hold a slot for half an hour, so one visitor could keep many slots from everyone
 * else without paying. Each email and each client (address) may hold this many at once.
 */
export const MAX_UNPAID_HOLDS = 3;

export class TooManyHoldsError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(
      `You already have ${MAX_UNPAID_HOLDS} bookings waiting for payment. Please pay for one of them, or wait for it to expire, before booking another.`,
    );
  }
}

/**
 * Inside the booking's transaction: refuses a new unpaid booking when its email or its client already
 * holds MAX_UNPAID_HOLDS. Locks both keys first, so that bookings sent together are counted one by one.
 */
async function checkUnpaidHolds(db: Db, email: string, clientKey: string | null) {
  const keys = [`holds:email:${email}`, ...(clientKey ? [`holds:client:${clientKey}`] : [])];
  for (const key of keys) await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  const [row] = await db
    .select({
      byEmail: sql<number>`count(*) filter (where ${customers.email} = ${email})::int`,
      byClient: sql<number>`count(*) filter (where ${bookings.clientKey} = ${clientKey})::int`,
      retryAfter: sql<number>`greatest(1, ceil(extract(epoch from min(${bookings.createdAt}) + ${UNPAID_HOLD} - now())))::int`,
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

async function slotCapacity(db: Db): Promise<number> {
  const [row] = await db.select({ capacity: businessSettings.slotCapacity }).from(businessSettings).limit(1);
  return row?.capacity ?? 1;
}

/** Inside a transaction: waits for anyone else booking this slot, until commit. */
export async function lockSlot(db: Db, date: string, time: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`slot:${date}T${time}`}))`);
}

/**
 * Inside a transaction: waits for anyone else booking this slot, then checks that it has room. The lock
 * is released at commit, after this booking is visible to the next one.
 */
export async function claimSlot(db: Db, date: string, time: string, exceptBookingId?: number) {
  await lockSlot(db, date, time);
  const [{ taken }] = await db
    .select({ taken: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.date, date),
        eq(bookings.time, time),
        exceptBookingId === undefined ? undefined : sql`${bookings.id} <> ${exceptBookingId}`,
        holdsSlot(),
      ),
    );
  if (Number(taken) >= (await slotCapacity(db))) throw new SlotTakenError(SLOT_TAKEN);
}

export type PaidVisitsPlacement = "confirmed" | "slot_unavailable" | "visit_cancelled";

/**
 * Inside the transaction that records a booking's payment, after its slot is locked: confirms the visits
 * the payment is for, or says why it cannot. Visits awaiting payment are confirmed while the slot has room
 * (an unpaid hold lapses after its checkout's life, and a late payment may find the slot given away).
 * Visits the site cancelled because their checkout expired come back the same way if the slot is still
 * ahead; visits a person cancelled stay cancelled. A booking someone confirmed by hand stays as it is.
 */
export async function placePaidVisits(
  db: Db,
  bookingId: number,
  now = new Date(),
): Promise<PaidVisitsPlacement> {
  const lines = await db
    .select({ status: appointments.status, cancelledBy: appointments.cancelledBy })
    .from(appointments)
    .where(eq(appointments.bookingId, bookingId));
  const [booking] = await db
    .select({ date: bookings.date, time: bookings.time })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  const awaiting = lines.filter((l) => l.status === "payment_pending").length;
  const expired = lines.filter((l) => l.status === "cancelled" && l.cancelledBy === "system").length;
  if (!booking || awaiting + expired === 0) {
    return lines.some((l) => l.status !== "cancelled") ? "confirmed" : "visit_cancelled";
  }
  const hasRoom = await claimSlot(db, booking.date, booking.time, bookingId).then(
    () => true,
    (error: unknown) => {
      if (error instanceof SlotTakenError) return false;
      throw error;
    },
  );
  if (!hasRoom || (awaiting === 0 && isPastSlot(booking.date, booking.time, now))) {
    await db
      .update(appointments)
      .set({ status: "cancelled", cancelledBy: "system" })
      .where(and(eq(appointments.bookingId, bookingId), eq(appointments.status, "payment_pending")));
    return "slot_unavailable";
  }
  await db
    .update(appointments)
    .set({ status: "confirmed", cancelledBy: null })
    .where(
      and(
        eq(appointments.bookingId, bookingId),
        sql`(${appointments.status} = 'payment_pending'
             or (${appointments.status} = 'cancelled' and ${appointments.cancelledBy} = 'system'))`,
      ),
    );
  return "confirmed";
}

export interface CreatedBooking {
  bookingId: number;
  appointmentIds: number[];
  depositCents: number;
}

/**
 * One transaction: the customer (latest name and phone), the booking and its appointments. `clientKey`
 * names who sent it (an opaque hash), for the limit on unpaid bookings per client.
 */
export async function createBooking(
  db: Db,
  request: BookingRequest,
  lines: PricedLine[],
  clientKey: string | null = null,
): Promise<CreatedBooking> {
  const email = request.email.toLowerCase();
  const totalCents = lines.reduce((sum, line) => sum + line.lineCents, 0);
  const depositCents = lines.reduce((sum, line) => sum + line.depositCents, 0);
  const status = depositCents > 0 ? "payment_pending" : "pending";
  return db.transaction(async (tx) => {
    await claimSlot(tx, request.date, request.time);
    if (status === "payment_pending") await checkUnpaidHolds(tx, email, clientKey);
    const [customer] = await tx
      .insert(customers)
      .values({
        email,
        name: request.name,
        phone: request.phone,
        userId: sql`(select ${users.id} from ${users} where lower(${users.email}) = ${email})`,
      })
      .onConflictDoUpdate({
        target: customers.email,
        set: {
          name: sql`excluded.name`,
          phone: sql`excluded.phone`,
          userId: sql`coalesce(${customers.userId}, excluded.user_id)`,
        },
      })
      .returning({ id: customers.id });
    const [booking] = await tx
      .insert(bookings)
      .values({
        customerId: customer.id,
        date: request.date,
        time: request.time,
        totalAmount: fromCents(totalCents),
        depositAmount: fromCents(depositCents),
        clientKey,
      })
      .returning({ id: bookings.id });
    const created = await tx
      .insert(appointments)
      .values(
        lines.map((line) => ({
          bookingId: booking.id,
          customerId: customer.id,
          serviceId: line.serviceId,
          serviceName: line.serviceName,
          name: request.name,
          email,
          phone: request.phone,
          date: request.date,
          time: request.time,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          estimatedCost: fromCents(line.lineCents),
          status,
          details: request.details,
        })),
      )
      .returning({ id: appointments.id });
    return {
      bookingId: booking.id,
      appointmentIds: created.map((a) => a.id).sort((a, b) => a - b),
      depositCents,
    };
  });
}

/** Undoes a booking whose checkout could not be opened: the slot is free again. */
export async function deleteBooking(db: Db, bookingId: number) {
  await db.delete(bookings).where(eq(bookings.id, bookingId));
}

/** Every slot of a day; taken and past ones are not available. */
export async function availability(db: Db, date: string, now = new Date()): Promise<Availability> {
  const rows = await db
    .select({ time: bookings.time, taken: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.date, date), holdsSlot()))
    .groupBy(bookings.time);
  const taken = new Map(rows.map((row) => [row.time, Number(row.taken)]));
  const capacity = await slotCapacity(db);
  return {
    date,
    slots: TIME_SLOTS.map((time) => ({
      time,
      available: !isPastSlot(date, time, now) && (taken.get(time) ?? 0) < capacity,
    })),
  };
}

/** What a fresh checkout of an existing booking needs: its slot, and whether anything awaits payment. */
export async function bookingForCheckout(db: Db, appointmentId: number) {
  const [row] = await db
    .select({
      bookingId: bookings.id,
      date: bookings.date,
      time: bookings.time,
      awaiting: sql<number>`(select count(*)::int from appointments a where a.booking_id = "bookings"."id" and a.status = 'payment_pending')`,
      paid: sql<boolean>`exists (select 1 from payments p where p.booking_id = "bookings"."id" and p.status = 'succeeded')`,
    })
    .from(appointments)
    .innerJoin(bookings, eq(bookings.id, appointments.bookingId))
    .where(eq(appointments.id, appointmentId));
  return row && { ...row, awaiting: Number(row.awaiting) };
}
