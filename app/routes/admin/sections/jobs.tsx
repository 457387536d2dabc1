import FailedJobsTab from "~/features/jobs/failed-jobs-tab";
import type { SectionProps } from "~/routes/admin/section-props";
import type { loadSectionData } from "./jobs.server";

export default function JobsSection({ data }: SectionProps<typeof loadSectionData>) {
  return <FailedJobsTab page={data.page} />;
}
