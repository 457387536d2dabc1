import { redirect } from "react-router";
import type { Route } from "./+types/payment";
import { PageHeader } from "~/components/layout/page-header";
import { loginPath } from "~/features/auth/return-to";
import { getCurrentUser } from "~/features/auth/session.server";
import { privatePageMeta } from "~/lib/seo";

export const meta = () => privatePageMeta("Payment Summary");

export async function loader({ request, context }: Route.LoaderArgs) {
  // The payment page is for the appointment's owner or an admin: sign in first, then come back here.
  if (!(await getCurrentUser(context.auth, request.headers))) {
    const url = new URL(request.url);
    throw redirect(loginPath(`${url.pathname}${url.search}`));
  }
  return null;
}

export default function Payment() {
  return <PageHeader title="Payment Summary" />;
}
