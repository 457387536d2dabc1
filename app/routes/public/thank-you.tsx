import { privatePageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/layout/page-header";

export const meta = () => privatePageMeta("Thank You for Your Booking!");

export default function ThankYou() {
  return <PageHeader title="Thank You for Your Booking!" />;
}
