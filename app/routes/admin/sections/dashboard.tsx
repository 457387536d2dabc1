import DashboardTab from "~/features/dashboard/dashboard-tab";
import type { SectionProps } from "~/routes/admin/section-props";
import type { loadSectionData } from "./dashboard.server";

export default function DashboardSection({ data }: SectionProps<typeof loadSectionData>) {
  return <DashboardTab stats={data.stats} overview={data.overview} />;
}
