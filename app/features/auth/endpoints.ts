/** Auth's own JSON endpoint (app/lib/endpoint.ts); sign-in itself is the auth library's, under /api/auth/*. */
import { z } from "zod";
import { endpoint } from "~/lib/endpoint";
import type { SessionUser } from "./user";

/** The signed-in person, without security details. */
export const sessionUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  isAdmin: z.boolean(),
}) satisfies z.ZodType<SessionUser>;

export const authEndpoints = {
  user: endpoint({ method: "GET", path: "/api/auth/user", access: "signed-in", output: sessionUser }),
};
