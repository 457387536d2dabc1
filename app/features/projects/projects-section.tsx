import type { GalleryProject } from "./project";
import { GALLERY_HEADING_ID, ProjectsGallery } from "./projects-gallery";

/**
 * The home page's projects section: the gallery under a heading of its own. Its texts live here rather than
 * in the gallery, so that the projects page, which has its own, does not download them.
 */
export function ProjectsSection({ projects }: { projects: GalleryProject[] }) {
  return (
    <ProjectsGallery
      projects={projects}
      heading={
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase dark:text-accent-400">
            Our work
          </p>
          <h2 id={GALLERY_HEADING_ID} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            Our Projects
          </h2>
          <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">
            Kitchens, bathrooms, fences and more, finished for our neighbors across the Big Country.
          </p>
        </div>
      }
    />
  );
}
