/** The signed-in person as pages and the API see them (GET /api/auth/user). */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  isAdmin: boolean;
}

/** The admin header's greeting: first name, else email, else "Admin". */
export function welcomeName(user: Pick<SessionUser, "firstName" | "email"> | null | undefined) {
  return user?.firstName?.trim() || user?.email || "Admin";
}
