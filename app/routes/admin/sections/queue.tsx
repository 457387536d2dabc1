import FailedTasksTab from "~/features/queue/failed-tasks-tab";
import type { SectionProps } from "~/routes/admin/section-props";
import type { loadSectionData } from "./queue.server";

export default function QueueSection({ data }: SectionProps<typeof loadSectionData>) {
  return <FailedTasksTab page={data.page} />;
}
