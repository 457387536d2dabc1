import AdminAppointmentsTab from "~/features/appointments/admin-appointments-tab";
import type { SectionProps } from "~/routes/admin/section-props";
import type { loadSectionData } from "./appointments.server";

export default function AppointmentsSection({ data }: SectionProps<typeof loadSectionData>) {
  return <AdminAppointmentsTab page={data.page} summary={data.summary} />;
}
