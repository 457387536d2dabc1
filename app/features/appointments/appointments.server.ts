import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.server";
import { appointments } from "../../../db/schema";
import type { Appointment } from "./appointment";

const columns = {
  id: appointments.id,
  name: appointments.name,
  email: appointments.email,
  phone: appointments.phone,
  serviceId: appointments.serviceId,
  serviceName: appointments.serviceName,
  quantity: appointments.quantity,
  date: appointments.date,
  time: appointments.time,
  status: appointments.status,
  details: appointments.details,
  estimatedCost: appointments.estimatedCost,
  createdAt: appointments.createdAt,
};

type Row = Pick<typeof appointments.$inferSelect, keyof typeof columns>;

function toAppointment({ serviceName, createdAt, ...row }: Row): Appointment {
  return { ...row, service: { name: serviceName }, createdAt: createdAt.toISOString() };
}

/** A route's id when it is a valid appointment id, else undefined (never a database error). */
export function appointmentIdOf(value: string): number | undefined {
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : undefined;
}

/** The email an appointment belongs to, or undefined when there is no such appointment. */
export async function appointmentOwnerEmail(db: Db, id: string): Promise<string | undefined> {
  const appointmentId = appointmentIdOf(id);
  if (appointmentId === undefined) return undefined;
  const [row] = await db
    .select({ email: appointments.email })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  return row?.email;
}

export async function getAppointment(db: Db, id: number): Promise<Appointment | undefined> {
  const [row] = await db.select(columns).from(appointments).where(eq(appointments.id, id));
  return row ? toAppointment(row) : undefined;
}

/** A customer's appointments: those whose email is the account's email, newest visit first. */
export async function listAppointmentsForEmail(db: Db, email: string): Promise<Appointment[]> {
  const rows = await db
    .select(columns)
    .from(appointments)
    .where(sql`lower(${appointments.email}) = ${email.toLowerCase()}`)
    .orderBy(desc(appointments.date), desc(appointments.time), desc(appointments.id));
  return rows.map(toAppointment);
}

/** Returns whether an appointment was deleted. */
export async function deleteAppointment(db: Db, id: number): Promise<boolean> {
  const deleted = await db
    .delete(appointments)
    .where(eq(appointments.id, id))
    .returning({ id: appointments.id });
  return deleted.length > 0;
}
