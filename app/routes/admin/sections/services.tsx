import AdminServicesTab from "~/features/services/admin-services-tab";
import type { SectionProps } from "~/routes/admin/section-props";
import type { loadSectionData } from "./services.server";

export default function ServicesSection({ data }: SectionProps<typeof loadSectionData>) {
  return <AdminServicesTab services={data.services} />;
}
