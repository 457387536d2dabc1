import { asc, eq } from "drizzle-orm";
import type { Db } from "~db/client.server";
import { projectImages, projects } from "~db/schema";
import type { Project } from "./project";
import type { ProjectValues } from "./project.schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function replaceImages(tx: Tx, projectId: number, images: string[]) {
  await tx.delete(projectImages).where(eq(projectImages.projectId, projectId));
  if (images.length > 0) {
    await tx.insert(projectImages).values(images.map((url, position) => ({ projectId, url, position })));
  }
}

async function readProject(tx: Tx, id: number): Promise<Project | undefined> {
  const [row] = await tx.select().from(projects).where(eq(projects.id, id));
  if (!row) return undefined;
  const images = await tx
    .select({ url: projectImages.url })
    .from(projectImages)
    .where(eq(projectImages.projectId, id))
    .orderBy(asc(projectImages.position));
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    imageUrl: row.imageUrl,
    images: images.map((i) => i.url),
    location: row.location,
    completionDate: row.completionDate,
  };
}

export function createProject(db: Db, { images, ...values }: ProjectValues): Promise<Project> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(projects).values(values).returning({ id: projects.id });
    await replaceImages(tx, row!.id, images);
    return (await readProject(tx, row!.id))!;
  });
}

export function updateProject(
  db: Db,
  id: number,
  { images, ...values }: ProjectValues,
): Promise<Project | undefined> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(projects)
      .set(values)
      .where(eq(projects.id, id))
      .returning({ id: projects.id });
    if (updated.length === 0) return undefined;
    await replaceImages(tx, id, images);
    return readProject(tx, id);
  });
}

export async function deleteProject(db: Db, id: number): Promise<boolean> {
  const deleted = await db.delete(projects).where(eq(projects.id, id)).returning({ id: projects.id });
  return deleted.length > 0;
}
