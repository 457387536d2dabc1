/**
 * Bookings (docs/booking-and-payments.md): priced from the database, one booking per visit with one
 * appointment per service line, and never more bookings in a slot than the business takes.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { initialStatus } from "~/lib/appointment-lifecycle";
import { bookingDepositCents, fitsMoneyColumns, fromCents, lineDepositCents, toCents } from "~/lib/deposit";
import { DomainError } from "~/lib/domain-error";
import type { Db } from "~db/client.server";
import { upsertCustomerByEmail } from "~db/customers";
import { appointments, bookings, services } from "~db/schema";
import { MAX_QUANTITY, QUANTITY_LIMIT_MESSAGE, type BookingRequest } from "./booking.schema";
import { claimSlot, lockSlot } from "./slots.server";
import { checkUnpaidHolds } from "./unpaid-holds.server";

export interface PricedLine {
  serviceId: number;
  serviceName: string;
  quantity: number;
  unitPrice: string;
  lineCents: number;
  /** The rule's deposit of the line, before the business's cap (createBooking applies it to the booking). */
  depositCents: number;
}

/** A booking field the customer can correct (the services, or a time that has passed). */
export class BookingProblem extends DomainError {
  constructor(
    readonly field: "services" | "time",
    message: string,
  ) {
    super("invalid", message, { fields: { [field]: message } });
  }
}

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
    throw new BookingProblem("services", QUANTITY_LIMIT_MESSAGE);
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

export interface CreatedBooking {
  bookingId: number;
  appointmentIds: number[];
  depositCents: number;
}

export interface BookingChecks {
  /** Who sent the booking (an opaque hash), for the limit on unpaid bookings per client. */
  clientKey?: string | null;
  /**
   * The business's rules for the visit's date and time, checked first inside the booking's transaction, so
   * that what they read holds until the booking commits (the caller passes them: features do not import
   * each other).
   */
  checkRules?: (tx: Db) => Promise<void>;
  /** The most the booking asks as its deposit, in cents (the business's setting; null: no cap). */
  depositCapCents?: number | null;
  /** What else the booking records of its customer in its transaction (the consent to texts it asked). */
  withCustomer?: (tx: Db, customerId: number) => Promise<void>;
}

/**
 * One transaction: the rules checked, the slot claimed, the customer (latest name and phone), the booking
 * and its appointments.
 */
export async function createBooking(
  db: Db,
  request: BookingRequest,
  lines: PricedLine[],
  { clientKey = null, checkRules, depositCapCents = null, withCustomer }: BookingChecks = {},
): Promise<CreatedBooking> {
  const email = request.email.toLowerCase();
  const totalCents = lines.reduce((sum, line) => sum + line.lineCents, 0);
  // Kept on the booking: its checkouts, refunds and pages read what it asked, whatever the cap is later.
  const depositCents = bookingDepositCents(lines, depositCapCents);
  const status = initialStatus(depositCents > 0);
  return db.transaction(async (tx) => {
    await checkRules?.(tx);
    await claimSlot(tx, request.date, request.time);
    if (status === "payment_pending") await checkUnpaidHolds(tx, email, clientKey);
    const customer = await upsertCustomerByEmail(tx, { email, name: request.name, phone: request.phone });
    await withCustomer?.(tx, customer.id);
    const [booking] = await tx
      .insert(bookings)
      .values({
        customerId: customer.id,
        date: request.date,
        time: request.time,
        totalAmount: fromCents(totalCents),
        depositAmount: fromCents(depositCents),
        clientKey,
        address: request.address,
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

export interface ScheduledVisit {
  customerId: number;
  name: string;
  email: string;
  phone: string;
  date: string;
  time: string;
  /** What the visit is for, as the appointment lists show it. */
  serviceName: string;
  costCents: number;
  details: string;
  /** The approved estimate whose work this visit does. */
  estimateId: number;
  /** The job's approved change order whose added work this visit does; none for the estimate's own work. */
  changeOrderId?: number | null;
  /** The owner chose to schedule it even when the slot is full (warned of the visits in it first). */
  overbook?: boolean;
}

/**
 * Inside a transaction: a visit the business schedules itself (an approved estimate's work). It claims its
 * slot under the same lock and capacity as a booking (unless the owner chose to overbook it), and is
 * confirmed at once: its deposit was paid with the estimate. Answers its appointment's id.
 */
export async function createScheduledVisit(db: Db, visit: ScheduledVisit): Promise<number> {
  if (visit.overbook) await lockSlot(db, visit.date, visit.time);
  else await claimSlot(db, visit.date, visit.time);
  const [booking] = await db
    .insert(bookings)
    .values({
      customerId: visit.customerId,
      date: visit.date,
      time: visit.time,
      totalAmount: fromCents(visit.costCents),
      depositAmount: "0.00",
      estimateId: visit.estimateId,
      changeOrderId: visit.changeOrderId ?? null,
    })
    .returning({ id: bookings.id });
  const [appointment] = await db
    .insert(appointments)
    .values({
      bookingId: booking.id,
      customerId: visit.customerId,
      serviceId: null,
      serviceName: visit.serviceName,
      name: visit.name,
      email: visit.email,
      phone: visit.phone,
      date: visit.date,
      time: visit.time,
      quantity: 1,
      unitPrice: fromCents(visit.costCents),
      estimatedCost: fromCents(visit.costCents),
      status: "confirmed",
      details: visit.details,
    })
    .returning({ id: appointments.id });
  return appointment.id;
}
