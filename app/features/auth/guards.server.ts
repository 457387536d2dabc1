import { redirect } from "react-router";
import type { FlashKey } from "~/lib/flash";
import { flashCookie } from "~/lib/flash.server";
import type { AppContext } from "~/load-context.server";
import { adminAccess } from "./access";
import { loginPath } from "./return-to";
import { getCurrentUser, type CurrentUser } from "./session.server";

/** Back to the home page with a one-time toast (app/lib/flash.ts). */
function away(flash: FlashKey, to = "/"): never {
  throw redirect(to, { headers: { "Set-Cookie": flashCookie(flash) } });
}

/**
 * The admin area's guard for people, by the rule the API applies too (adminAccess): anonymous -> Unauthorized,
 * signed-in non-admin -> Access Denied, both back to "/". In production an admin without two-factor
 * authentication is sent to set it up first.
 */
export async function requireAdminPage(
  context: AppContext,
  request: Request,
  { allowWithoutTwoFactor = false } = {},
): Promise<CurrentUser> {
  const user = await getCurrentUser(context.auth, request.headers);
  const access = adminAccess(user, context.config);
  if (!user || access === "sign-in") away("unauthorized");
  if (access === "not-admin") away("access-denied");
  if (access === "needs-two-factor" && !allowWithoutTwoFactor) throw redirect("/admin/two-factor");
  return user;
}

/**
 * Pages of one signed-in person (My Projects): anonymous -> Login Required, back to "/". A link that came by
 * mail to do something there (a visit reminder's reschedule or cancel link: `signInFirst`) goes to the
 * sign-in page instead, which comes back to it.
 */
export async function requireUserPage(
  context: AppContext,
  request: Request,
  { signInFirst = false } = {},
): Promise<CurrentUser> {
  const user = await getCurrentUser(context.auth, request.headers);
  if (!user && signInFirst) {
    const url = new URL(request.url);
    throw redirect(loginPath(`${url.pathname}${url.search}`));
  }
  if (!user) away("login-required");
  return user;
}
