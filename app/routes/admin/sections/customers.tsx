import CustomersTab from "~/features/customers/customers-tab";
import type { SectionProps } from "~/routes/admin/section-props";
import type { loadSectionData } from "./customers.server";

export default function CustomersSection({ data }: SectionProps<typeof loadSectionData>) {
  return <CustomersTab page={data.page} />;
}
