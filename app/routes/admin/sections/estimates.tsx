import { TIME_SLOTS } from "~/features/booking/booking.schema";
import AdminEstimatesTab from "~/features/estimates/admin-estimates-tab";
import type { SectionProps } from "~/routes/admin/section-props";
import type { loadSectionData } from "./estimates.server";

export default function EstimatesSection({ data }: SectionProps<typeof loadSectionData>) {
  return <AdminEstimatesTab {...data} timeSlots={TIME_SLOTS} />;
}
