import { useRevalidator } from "react-router";
import { buttonStyles } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { EditDeleteActions } from "~/components/ui/edit-delete-actions";
import { Table, tdClass, thClass, wideOnly } from "~/components/ui/table";
import { useEditableList } from "~/components/ui/use-editable-list";
import { cn } from "~/lib/cn";
import { formatLongDate } from "~/lib/dates";
import type { Project } from "./project";
import { ProjectDialog } from "./project-dialog";
import type { ProjectValues } from "./project.schema";

/** The gallery's projects (the public list, newest completion first): stats, table, add, update, delete. */
export default function AdminProjectsTab({ projects }: { projects: Project[] }) {
  const revalidator = useRevalidator();
  const { dialog, deleting, serverErrors, save, remove, open, close, confirmDelete, cancelDelete } =
    useEditableList<Project, ProjectValues>({
      endpoint: "/api/admin/projects",
      onChange: () => void revalidator.revalidate(),
      noun: "Project",
    });

  const list = projects;
  const latest = list.reduce<string | null>(
    (max, p) => (max === null || p.completionDate > max ? p.completionDate : max),
    null,
  );
  const stats = [
    { label: "Total Projects", value: String(list.length) },
    { label: "Categories", value: String(new Set(list.map((p) => p.category)).size) },
    { label: "Latest Project", value: latest ? formatLongDate(latest) : "—" },
  ];

  return (
    <div className="space-y-4">
      <dl className="grid gap-4 sm:grid-cols-3">
        {stats.map((stat) => (
          <div
            key={stat.label}
            className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
          >
            <dt className="text-sm text-slate-600 dark:text-slate-300">{stat.label}</dt>
            <dd className="mt-1 text-xl font-bold">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex justify-end">
        <button type="button" className={buttonStyles()} onClick={() => open(null)}>
          Add Project
        </button>
      </div>
      {list.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:text-slate-300">
          No projects found. Add your first project to get started.
        </p>
      ) : (
        <Table caption="Projects" narrow>
          <thead>
            <tr>
              {["Title", "Description", "Category", "Completion Date", "Actions"].map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={cn(thClass, ["Description", "Category"].includes(column) ? wideOnly : "")}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.map((project) => (
              <tr key={project.id}>
                <th scope="row" className={cn(tdClass, "font-medium")}>
                  {project.title}
                </th>
                <td className={cn(tdClass, wideOnly, "max-w-xs text-slate-600 dark:text-slate-300")}>
                  <span className="line-clamp-2">{project.description}</span>
                </td>
                <td className={cn(tdClass, wideOnly)}>{project.category}</td>
                <td className={cn(tdClass, "md:whitespace-nowrap")}>
                  {formatLongDate(project.completionDate)}
                </td>
                <td className={tdClass}>
                  <EditDeleteActions
                    itemName={project.title}
                    onEdit={() => open(project)}
                    onDelete={() => confirmDelete(project)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <ProjectDialog
        open={dialog !== null}
        editing={dialog?.editing ?? null}
        busy={save.isPending}
        serverErrors={serverErrors}
        onClose={close}
        onSubmit={(values) => save.mutate({ id: dialog?.editing?.id, values })}
      />
      <ConfirmDialog
        open={deleting !== null}
        description="This action cannot be undone. This will permanently delete the project from your gallery."
        busy={remove.isPending}
        onCancel={cancelDelete}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </div>
  );
}
