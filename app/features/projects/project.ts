import type { Project } from "./endpoints";

/** A finished project as the API sends it (its definition: endpoints.ts). */
export type { Project };

/**
 * A project as the public gallery shows it: the month of completion comes formatted from the server, so the
 * gallery's first visit downloads no date code.
 */
export type GalleryProject = Project & {
  /** "September 2026" */
  completedMonth: string;
};

/** A card shows the main image first, then the others, without duplicates or empty values. */
export function projectGallery(project: Pick<Project, "imageUrl" | "images">): string[] {
  return [...new Set([project.imageUrl, ...project.images].filter((url) => url && url.trim()))];
}

/** The gallery's filter tabs; "Other" projects appear under All Projects only. */
export const PROJECT_FILTERS = [
  { value: "all", label: "All Projects" },
  { value: "Bathroom", label: "Bathroom" },
  { value: "Kitchen", label: "Kitchen" },
  { value: "Fence", label: "Fence" },
  { value: "Fixtures", label: "Fixtures" },
  { value: "Sheds", label: "Sheds" },
] as const;

export function filterProjects<T extends Pick<Project, "category">>(
  projects: readonly T[],
  filter: string,
): T[] {
  return filter === "all" ? [...projects] : projects.filter((p) => p.category === filter);
}

/** Three projects per gallery slide, a slide every 5 s, a card photo every 3 s. */
export const PROJECTS_PER_SLIDE = 3;
export const GALLERY_INTERVAL_MS = 5000;
export const PROJECT_PHOTO_INTERVAL_MS = 3000;
