import { fromNodeHeaders } from "better-auth/node";
import type { RequestHandler, Response } from "express";
import { adminAccess, canSeeAppointment } from "~/features/auth/access";
import type { Auth } from "~/features/auth/auth.server";
import { getCurrentUser, type CurrentUser } from "~/features/auth/session.server";
import { DomainError } from "~/lib/domain-error";
import type { Config } from "~/lib/env.server";

const unauthorized = () => new DomainError("unauthorized", "Please sign in to continue.");

/** Resolves the signed-in user once per request (res.locals.user: the user or null). */
export function loadUser(auth: Auth): RequestHandler {
  return async (req, res, next) => {
    if (res.locals.user === undefined)
      res.locals.user = await getCurrentUser(auth, fromNodeHeaders(req.headers));
    next();
  };
}

/** The user that a guard before this handler let through. */
export function userOf(res: Response): CurrentUser {
  const user = res.locals.user as CurrentUser | null | undefined;
  if (!user) throw unauthorized();
  return user;
}

/** Any signed-in user; 401 otherwise. */
export const requireUser: RequestHandler = (_req, res, next) => {
  next(res.locals.user ? undefined : unauthorized());
};

/** Set by the admin guard: an "admin" endpoint refuses to run without it (serve.ts). */
export const ADMIN_CHECKED = "adminChecked";

const ADMIN_REFUSALS = {
  "sign-in": unauthorized,
  "not-admin": () => new DomainError("forbidden", "Admin access required."),
  "needs-two-factor": () =>
    new DomainError("forbidden", "Set up two-factor authentication to use the admin area."),
};

/**
 * Admins only (adminAccess, app/features/auth/access.ts): 401 anonymous, 403 signed-in non-admins. In production an admin who has not set up
 * two-factor authentication is refused too (the pages send them to set it up).
 */
export function requireAdmin(config: Pick<Config, "isProduction">): RequestHandler {
  return (_req, res, next) => {
    const access = adminAccess(res.locals.user as CurrentUser | null, config);
    if (access === "allowed") res.locals[ADMIN_CHECKED] = true;
    next(access === "allowed" ? undefined : ADMIN_REFUSALS[access]());
  };
}

export const APPOINTMENT_OWNER_GUARD = "appointment-owner";

/**
 * An appointment is for its owner (the account whose email it carries) or an admin. Anyone else gets
 * 404, exactly as for an id that does not exist, so nothing tells them it does; anonymous callers get 401.
 * `ownerEmail` reads the appointment's email from the route (undefined when there is no such appointment).
 */
export function requireAppointmentOwnerOrAdmin(
  ownerEmail: (id: string) => Promise<string | undefined>,
  param = "id",
): RequestHandler {
  const guard: RequestHandler = async (req, res, next) => {
    const user = res.locals.user as CurrentUser | null;
    if (!user) return next(unauthorized());
    const email = await ownerEmail(String(req.params[param]));
    if (email === undefined || !canSeeAppointment(user, email))
      return next(new DomainError("not_found", "Appointment not found"));
    next();
  };
  // Lets the authorization test find every owner-only route in the router itself.
  return Object.assign(guard, { guard: APPOINTMENT_OWNER_GUARD, param });
}
