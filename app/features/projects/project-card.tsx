import { Icon } from "~/components/ui/icon";
import { calendar } from "~/components/ui/icons/calendar";
import { mapPin } from "~/components/ui/icons/map-pin";
import { ImageCarousel } from "~/components/ui/image-carousel";
import { PROJECT_PHOTO_INTERVAL_MS, projectGallery, type GalleryProject } from "./project";

/** A finished project: its photos, category, title, description, town and month of completion. */
export function ProjectCard({
  project,
  active = true,
  priority = false,
}: {
  project: GalleryProject;
  active?: boolean;
  /** The card's first photo is the page's largest image. */
  priority?: boolean;
}) {
  const photos = projectGallery(project);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <ImageCarousel
        images={photos.map((src, i) => ({ src, alt: `${project.title}, photo ${i + 1}` }))}
        subject={project.title}
        interval={PROJECT_PHOTO_INTERVAL_MS}
        enabled={active}
        priority={priority}
        sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
      />
      <div className="flex flex-1 flex-col p-6">
        <p>
          <span className="inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 dark:bg-slate-800 dark:text-accent-400">
            {project.category}
          </span>
        </p>
        <h3 className="mt-3 text-xl font-bold tracking-tight">{project.title}</h3>
        <p className="mt-2 flex-1 leading-relaxed text-slate-600 dark:text-slate-300">
          {project.description}
        </p>
        <div className="mt-5 flex flex-wrap gap-x-5 gap-y-2 border-t border-slate-200 pt-4 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-300">
          <p className="flex items-center gap-1.5">
            <Icon icon={mapPin} size={16} strokeLinecap="round" strokeLinejoin="round" className="shrink-0" />
            <span className="sr-only">Location: </span>
            {project.location}
          </p>
          <p className="flex items-center gap-1.5">
            <Icon icon={calendar} size={16} className="shrink-0" />
            <span>
              Completed <time dateTime={project.completionDate}>{project.completedMonth}</time>
            </span>
          </p>
        </div>
      </div>
    </article>
  );
}
