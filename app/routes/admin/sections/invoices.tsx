import AdminInvoicesTab from "~/features/invoices/admin-invoices-tab";
import type { SectionProps } from "~/routes/admin/section-props";
import type { loadSectionData } from "./invoices.server";

export default function InvoicesSection({ data }: SectionProps<typeof loadSectionData>) {
  return <AdminInvoicesTab {...data} />;
}
