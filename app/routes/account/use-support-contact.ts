import type { SupportContact } from "~/features/appointments/contact-support";
import { telHref } from "~/lib/tel-href";
import { useRootData } from "~/routes/_shared/use-root-data";

/** The business's phone and email, as the pages about one appointment offer them for questions. */
export function useSupportContact(): SupportContact {
  const { contactInfo } = useRootData();
  return { phone: contactInfo.phone, phoneHref: telHref(contactInfo.phone), email: contactInfo.email };
}
