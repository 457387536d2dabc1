import { data } from "react-router";
import type { Appointment } from "~/features/appointments/appointment";
import { getAppointment } from "~/features/appointments/appointments.server";
import { canSeeAppointment } from "~/features/auth/access";
import type { CurrentUser } from "~/features/auth/session.server";
import { idOf } from "~/lib/input";
import type { Db } from "~db/client.server";

/**
 * The appointment a page's `:id` names, when this user may see it (its owner or an admin). Someone else's
 * appointment is answered exactly like a missing one: undefined.
 */
export async function visibleAppointment(
  db: Db,
  user: CurrentUser,
  idParam: string | undefined,
): Promise<Appointment | undefined> {
  const id = idOf(idParam);
  const appointment = id === undefined ? undefined : await getAppointment(db, id);
  return appointment && canSeeAppointment(user, appointment.email) ? appointment : undefined;
}

/** A page about one appointment loads it, or answers 404 (the page then says it was not found). */
export async function appointmentPageData(
  context: { db: Db },
  user: CurrentUser,
  idParam: string | undefined,
) {
  const appointment = await visibleAppointment(context.db, user, idParam);
  return appointment ? { appointment } : data({ appointment: null }, { status: 404 });
}
