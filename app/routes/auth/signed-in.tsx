import { redirect } from "react-router";
import { getCurrentUser } from "~/features/auth/session.server";
import type { Route } from "./+types/signed-in";

/**
 * Where a sign-in that named no page lands (SIGNED_IN_LANDING): an admin goes on to the back office, a
 * customer to My Projects, and someone not signed in (a link that failed) back to the sign-in page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getCurrentUser(context.auth, request.headers);
  if (!user) throw redirect("/login");
  throw redirect(user.isAdmin ? "/admin" : "/my-projects");
}
