import { useSearchParams, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/admin";
import { AdminShell } from "~/components/layout/admin-shell";
import { adminTabLabel, resolveAdminTab } from "~/components/layout/admin-tabs";
import { requireAdminPage } from "~/features/auth/guards.server";
import { publicUser } from "~/features/auth/session.server";
import { privatePageMeta } from "~/lib/seo";

export const meta = ({ location }: Route.MetaArgs) =>
  privatePageMeta(
    `${adminTabLabel(resolveAdminTab(new URLSearchParams(location.search).get("tab")))} | Admin`,
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage(context, request);
  return { user: publicUser(user) };
}

// Switching tabs changes only the query string: the guard ran for this page already, and every API call
// is checked by the server again.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

export default function Admin({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return <AdminShell tab={resolveAdminTab(params.get("tab"))} user={loaderData.user} />;
}
