import { formatMonthYear } from "~/lib/dates";
import type { Db } from "~db/client.server";
import type { GalleryProject } from "./project";
import { listProjects } from "./projects.server";

/** The projects as the public gallery shows them, newest completion first. */
export async function listGalleryProjects(db: Db): Promise<GalleryProject[]> {
  const projects = await listProjects(db);
  return projects.map((project) => ({
    ...project,
    completedMonth: formatMonthYear(project.completionDate),
  }));
}
