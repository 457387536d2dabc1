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

/** What the admin area makes of a visitor: let in, or why not. */
export type AdminAccess = "allowed" | "sign-in" | "not-admin" | "needs-two-factor";

/**
 * The one rule of the admin area, for its pages and its API alike: signed in, an admin, and in production
 * with two-factor authentication set up (the pages send such an admin to set it up; the API refuses).
 */
export function adminAccess(
  user: { isAdmin: boolean; twoFactorEnabled?: boolean | null } | null,
  { isProduction }: { isProduction: boolean },
): AdminAccess {
  if (!user) return "sign-in";
  if (!user.isAdmin) return "not-admin";
  if (isProduction && !user.twoFactorEnabled) return "needs-two-factor";
  return "allowed";
}
