import { useRouteLoaderData } from "react-router";
import { DEFAULT_CONTACT_INFO } from "~/features/settings/contact-info";
import type { loader } from "~/root";

/**
 * The data every page shares (contact card, the business's year and years in business, site URL, the signed-in user or null), with defaults while an
 * error page renders. Forms prefill their email field from `user?.email`.
 */
export function useRootData() {
  const data = useRouteLoaderData<typeof loader>("root");
  const contactInfo = data?.contactInfo ?? DEFAULT_CONTACT_INFO;
  // An error page without the root's data shows the browser's own year.
  const businessYear = data?.businessYear ?? new Date().getFullYear();
  return {
    contactInfo,
    businessYear,
    yearsInBusiness: data?.yearsInBusiness ?? Math.max(0, businessYear - contactInfo.foundedYear),
    siteUrl: data?.siteUrl ?? "",
    user: data?.user ?? null,
    flash: data?.flash ?? null,
  };
}
