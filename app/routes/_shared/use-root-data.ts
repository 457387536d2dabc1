import { useRouteLoaderData } from "react-router";
import { DEFAULT_CONTACT_INFO } from "~/features/settings/contact-info";
import type { loader } from "~/root";

/**
 * The data every page shares (contact card, site URL, the signed-in user or null), with defaults while an
 * error page renders. Forms prefill their email field from `user?.email`.
 */
export function useRootData() {
  const data = useRouteLoaderData<typeof loader>("root");
  return {
    contactInfo: data?.contactInfo ?? DEFAULT_CONTACT_INFO,
    siteUrl: data?.siteUrl ?? "",
    user: data?.user ?? null,
    flash: data?.flash ?? null,
  };
}
