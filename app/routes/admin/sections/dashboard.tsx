import DashboardTab from "~/features/dashboard/dashboard-tab";
import { ReceivablesPanel } from "~/features/invoices/receivables-panel";
import type { SectionProps } from "~/routes/admin/section-props";
import type { loadSectionData } from "./dashboard.server";

export default function DashboardSection({ data }: SectionProps<typeof loadSectionData>) {
  return (
    <DashboardTab
      stats={data.stats}
      overview={data.overview}
      money={<ReceivablesPanel receivables={data.receivables} />}
    />
  );
}
