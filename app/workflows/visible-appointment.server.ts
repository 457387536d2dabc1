import { canSeeAppointment } from "~/features/auth/access";
import type { CurrentUser } from "~/features/auth/session.server";
import { appointmentIdOf, getAppointment } from "~/features/appointments/appointments.server";
import type { Appointment } from "~/features/appointments/appointment";
import type { Db } from "../../db/client.server";

/**
 * The appointment a page's `:id` names, when this user may see it (its owner or an admin). Someone else's
 * appointment is answered exactly like a missing one: undefined.
 */
export async function visibleAppointment(
  db: Db,
  user: CurrentUser,
  idParam: string | undefined,
): Promise<Appointment | undefined> {
  const id = appointmentIdOf(idParam ?? "");
  const appointment = id === undefined ? undefined : await getAppointment(db, id);
  return appointment && canSeeAppointment(user, appointment.email) ? appointment : undefined;
}
