import type { SessionUser } from "./user";

/**
 * Who may see or cancel an appointment: its owner (the signed-in account whose verified email the
 * appointment carries) or an admin. Everyone else is answered as if it did not exist.
 */
export function canSeeAppointment(
  user: Pick<SessionUser, "email" | "isAdmin"> | null,
  appointmentEmail: string,
) {
  if (!user) return false;
  return user.isAdmin || user.email.toLowerCase() === appointmentEmail.trim().toLowerCase();
}
