import { PageHeader } from "~/components/layout/page-header";
import { privatePageMeta } from "~/lib/seo";

export const meta = () => privatePageMeta("Admin Dashboard");

export default function Admin() {
  return <PageHeader title="Admin Dashboard" />;
}
