import { asc, desc, inArray } from "drizzle-orm";
import type { Db } from "~db/client.server";
import { projectImages, projects } from "~db/schema";
import type { Project } from "./project";

/** Every project, newest completion first, each with its extra images in order. */
export async function listProjects(db: Db): Promise<Project[]> {
  const rows = await db.select().from(projects).orderBy(desc(projects.completionDate), desc(projects.id));
  if (rows.length === 0) return [];
  const images = await db
    .select({ projectId: projectImages.projectId, url: projectImages.url })
    .from(projectImages)
    .where(
      inArray(
        projectImages.projectId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(projectImages.projectId), asc(projectImages.position));
  const byProject = new Map<number, string[]>();
  for (const { projectId, url } of images)
    byProject.set(projectId, [...(byProject.get(projectId) ?? []), url]);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    category: r.category,
    imageUrl: r.imageUrl,
    images: byProject.get(r.id) ?? [],
    location: r.location,
    completionDate: r.completionDate,
  }));
}
