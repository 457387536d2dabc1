import { Outlet, useSearchParams, type ShouldRevalidateFunction } from "react-router";
import { requireAdminPage } from "~/features/auth/guards.server";
import { publicUser } from "~/features/auth/session.server";
import { inboxCounts } from "~/features/inbox/inbox.server";
import { unreadTextCount } from "~/features/texts/conversations.server";
import { privatePageMeta } from "~/lib/seo";
import type { Route } from "./+types/admin";
import { AdminShell } from "./admin-shell";
import { resolveSection, sectionOf } from "./sections";

export const meta = ({ location }: Route.MetaArgs) =>
  privatePageMeta(
    `${sectionOf(resolveSection(new URLSearchParams(location.search).get("tab"))).label} | Admin`,
  );

/**
 * The shell's data: who is signed in and the inbox's new items for the badge (quote requests, messages and
 * texts not read). The tab loads its own.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage(context, request);
  const [counts, unreadTexts] = await Promise.all([inboxCounts(context.db), unreadTextCount(context.db)]);
  return { user: publicUser(user), newItems: counts.quotes + counts.messages + unreadTexts };
}

// Moving between tabs, filters and pages changes only the query string: the shell keeps its data (the tab
// route checks the session again). A revalidation after a write (same URL) refreshes the badge too.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search
    ? false
    : defaultShouldRevalidate;

export default function Admin({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return (
    <AdminShell tab={resolveSection(params.get("tab"))} user={loaderData.user} newItems={loaderData.newItems}>
      <Outlet />
    </AdminShell>
  );
}
