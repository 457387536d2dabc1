import { EditableList } from "~/components/ui/editable-list";
import { StatTile } from "~/components/ui/stat-tile";
import { clientOf } from "~/lib/api-client";
import { formatLongDate } from "~/lib/dates";
import { adminProjectEndpoints, type Project } from "./endpoints";
import { ProjectForm } from "./project-dialog";
import type { ProjectValues } from "./project.schema";

const adminProjects = clientOf(adminProjectEndpoints);

/** The gallery's projects (the public list, newest completion first): stats, table, add, update, delete. */
export default function AdminProjectsTab({ projects }: { projects: Project[] }) {
  const latest = projects.reduce<string | null>(
    (max, p) => (max === null || p.completionDate > max ? p.completionDate : max),
    null,
  );
  const stats = [
    { label: "Total Projects", value: String(projects.length) },
    { label: "Categories", value: String(new Set(projects.map((p) => p.category)).size) },
    { label: "Latest Project", value: latest ? formatLongDate(latest) : "—" },
  ];

  return (
    <EditableList<Project, ProjectValues>
      items={projects}
      noun="Project"
      calls={adminProjects}
      caption="Projects"
      columns={[
        { label: "Title", cell: (project) => project.title },
        {
          label: "Description",
          wide: true,
          className: "max-w-xs text-slate-600 dark:text-slate-300",
          cell: (project) => <span className="line-clamp-2">{project.description}</span>,
        },
        { label: "Category", wide: true, cell: (project) => project.category },
        {
          label: "Completion Date",
          className: "md:whitespace-nowrap",
          cell: (project) => formatLongDate(project.completionDate),
        },
      ]}
      itemName={(project) => project.title}
      emptyText="No projects found. Add your first project to get started."
      titles={{ add: "Add Project", edit: "Update Project" }}
      form={(props) => <ProjectForm {...props} />}
      deleteDescription="This action cannot be undone. This will permanently delete the project from your gallery."
    >
      <dl className="grid gap-4 sm:grid-cols-3">
        {stats.map((stat) => (
          <StatTile key={stat.label} term={stat.label}>
            <dd className="mt-1 text-xl font-bold">{stat.value}</dd>
          </StatTile>
        ))}
      </dl>
    </EditableList>
  );
}
