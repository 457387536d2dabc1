import AdminProjectsTab from "~/features/projects/admin-projects-tab";
import type { SectionProps } from "~/routes/admin/section-props";
import type { loadSectionData } from "./projects.server";

export default function ProjectsSection({ data }: SectionProps<typeof loadSectionData>) {
  return <AdminProjectsTab projects={data.projects} />;
}
