import type { Auth } from "./auth.server";
import type { SessionUser } from "./user";

/** Cookie names end in this (better-auth prefixes them, with `__Secure-` over https). */
const SESSION_COOKIE_SUFFIX = ".session_token=";

export interface CurrentUser extends SessionUser {
  twoFactorEnabled: boolean;
}

/**
 * The signed-in user of a request, or null. Requests without a session cookie (most page views) are
 * answered without a database query.
 */
export async function getCurrentUser(auth: Auth, headers: Headers): Promise<CurrentUser | null> {
  if (!headers.get("cookie")?.includes(SESSION_COOKIE_SUFFIX)) return null;
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const { user } = session;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    isAdmin: user.isAdmin === true,
    twoFactorEnabled: user.twoFactorEnabled === true,
  };
}

/** The public shape (GET /api/auth/user, the root loader): no security details. */
export function publicUser(user: CurrentUser): SessionUser {
  const { id, email, firstName, lastName, isAdmin } = user;
  return { id, email, firstName, lastName, isAdmin };
}
