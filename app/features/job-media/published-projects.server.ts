/**
 * Portfolio projects published from a job or visit (docs/job-media.md): a row of `projects` like any other
 * (the public Projects page and the home gallery read it as they read the owner's own), marked with the job
 * or visit it came from and the consent it was published with.
 */
import { and, asc, desc, eq } from "drizzle-orm";
import type { ProjectCategory } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { projectImages, projects } from "~db/schema";
import type { PublishedView } from "./job-media-view";
import { isJob, type MediaOwner } from "./media-owner";

const fromOwner = (owner: MediaOwner) =>
  isJob(owner)
    ? eq(projects.sourceEstimateId, owner.estimateId)
    : eq(projects.sourceBookingId, owner.bookingId);

export interface PublishedProject {
  title: string;
  description: string;
  category: ProjectCategory;
  /** Public `/uploads/` copies: the main image, then the others in order. */
  imageUrl: string;
  images: string[];
  location: string;
  completionDate: string;
  consentId: number;
}

/** Stores the project with its images; answers its id. */
export async function insertPublishedProject(db: Db, owner: MediaOwner, project: PublishedProject) {
  const { images, ...values } = project;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(projects)
      .values({
        ...values,
        sourceEstimateId: isJob(owner) ? owner.estimateId : null,
        sourceBookingId: isJob(owner) ? null : owner.bookingId,
      })
      .returning({ id: projects.id });
    if (images.length > 0)
      await tx
        .insert(projectImages)
        .values(images.map((url, position) => ({ projectId: row!.id, url, position })));
    return row!.id;
  });
}

/** Newest first. */
export async function listPublished(db: Db, owner: MediaOwner): Promise<PublishedView[]> {
  const rows = await db
    .select({
      projectId: projects.id,
      title: projects.title,
      imageUrl: projects.imageUrl,
      createdAt: projects.createdAt,
    })
    .from(projects)
    .where(fromOwner(owner))
    .orderBy(desc(projects.createdAt), desc(projects.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * Deletes project `projectId` when it was published from this owner; answers the addresses of its images,
 * main one first (for their files to go too), or undefined when there is no such project.
 */
export async function deletePublished(db: Db, owner: MediaOwner, projectId: number) {
  return db.transaction(async (tx) => {
    const [project] = await tx
      .select({ imageUrl: projects.imageUrl })
      .from(projects)
      .where(and(eq(projects.id, projectId), fromOwner(owner)))
      .for("update");
    if (!project) return undefined;
    const images = await tx
      .select({ url: projectImages.url })
      .from(projectImages)
      .where(eq(projectImages.projectId, projectId))
      .orderBy(asc(projectImages.position));
    // Its images' rows go with it (on delete cascade).
    await tx.delete(projects).where(eq(projects.id, projectId));
    return [project.imageUrl, ...images.map((image) => image.url)];
  });
}
