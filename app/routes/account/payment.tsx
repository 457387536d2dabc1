import { PageHeader } from "~/components/layout/page-header";
import { privatePageMeta } from "~/lib/seo";

export const meta = () => privatePageMeta("Payment Summary");

export default function Payment() {
  return <PageHeader title="Payment Summary" />;
}
