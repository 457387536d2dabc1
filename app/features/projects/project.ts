/** A finished project as the API sends it (SPEC.md §3). completionDate is yyyy-MM-dd. */
export interface Project {
  id: number;
  title: string;
  description: string;
  category: string;
  imageUrl: string;
  images: string[];
  location: string;
  completionDate: string;
}

/** A card shows the main image first, then the others, without duplicates or empty values (SPEC.md §3). */
export function projectGallery(project: Pick<Project, "imageUrl" | "images">): string[] {
  return [...new Set([project.imageUrl, ...project.images].filter((url) => url && url.trim()))];
}
