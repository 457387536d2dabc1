import { clsx } from "clsx";
import { useState, type ReactNode } from "react";
import { CarouselArrow, CarouselDots, PlayPauseButton } from "~/components/ui/carousel-controls";
import { chunk, wrapIndex } from "~/components/ui/carousel-math";
import { TabList, tabId } from "~/components/ui/tab-list";
import { useAutoAdvance } from "~/components/ui/use-auto-advance";
import {
  filterProjects,
  GALLERY_INTERVAL_MS,
  PROJECT_FILTERS,
  PROJECTS_PER_SLIDE,
  type GalleryProject,
} from "./project";
import { ProjectCard } from "./project-card";

const ID = "projects-gallery";
/** The id of the gallery's h2, which names the section. */
export const GALLERY_HEADING_ID = `${ID}-heading`;

/**
 * The projects gallery: category tabs, then the matching projects three to a slide.
 * Arrows, dots and rotation appear only when there is more than one slide to show.
 */
export function ProjectsGallery({
  projects,
  heading,
  priority = false,
}: {
  projects: GalleryProject[];
  /**
   * A visible heading whose h2 has GALLERY_HEADING_ID. Without one (the projects page, whose own h1 says it
   * all) the section keeps a heading for screen readers.
   */
  heading?: ReactNode;
  /** The gallery opens the page: the first card's photo is its largest image and loads first. */
  priority?: boolean;
}) {
  const [filter, setFilter] = useState<string>("all");
  const matching = filterProjects(projects, filter);

  return (
    <section
      id="projects"
      aria-labelledby={GALLERY_HEADING_ID}
      className={clsx("scroll-mt-16 bg-white dark:bg-slate-950", heading ? "py-20" : "py-12")}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        {heading ?? (
          <h2 id={GALLERY_HEADING_ID} className="sr-only">
            Project gallery
          </h2>
        )}
        <TabList
          label="Filter projects by category"
          tabs={PROJECT_FILTERS}
          selected={filter}
          onSelect={setFilter}
          idPrefix={ID}
          panelId={`${ID}-panel`}
          className={clsx("justify-center", heading ? "mt-10" : undefined)}
        />
        <div id={`${ID}-panel`} role="tabpanel" aria-labelledby={tabId(ID, filter)} className="mt-10">
          {matching.length === 0 ? (
            <p className="py-12 text-center text-lg text-slate-600 dark:text-slate-300">
              {projects.length === 0
                ? "Our project gallery is being updated. Please check back soon to see our latest work."
                : "No projects in this category yet. Please check back soon."}
            </p>
          ) : (
            // A new filter starts a new carousel at its first slide.
            <ProjectSlides key={filter} projects={matching} priority={priority} />
          )}
        </div>
      </div>
    </section>
  );
}

function ProjectSlides({ projects, priority }: { projects: GalleryProject[]; priority: boolean }) {
  const [page, setPage] = useState(0);
  const slides = chunk(projects, PROJECTS_PER_SLIDE);
  const current = wrapIndex(page, slides.length);
  const rotates = projects.length > PROJECTS_PER_SLIDE;
  const go = (to: number) => setPage(wrapIndex(to, slides.length));
  const rotation = useAutoAdvance({
    interval: GALLERY_INTERVAL_MS,
    enabled: rotates,
    onAdvance: () => go(current + 1),
    position: current,
  });

  return (
    <div role="region" aria-roledescription="carousel" aria-label="Projects" {...rotation.handlers}>
      {/* Each slide's padding leaves room for the cards' shadows; overflow: clip cannot be scrolled by focus. */}
      <div className="-mx-2 overflow-clip">
        <div
          aria-live={rotation.running ? "off" : "polite"}
          className="flex motion-safe:transition-transform motion-safe:duration-500 motion-safe:ease-in-out"
          style={{ transform: `translateX(-${current * 100}%)` }}
        >
          {slides.map((slide, i) => (
            <div
              key={slide[0].id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              // Slides out of view are out of reach of Tab and screen readers, and their photos stay still.
              inert={i !== current}
              aria-hidden={i !== current || undefined}
              className="grid w-full shrink-0 content-start gap-6 px-2 pb-2 md:grid-cols-2 lg:grid-cols-3"
            >
              {slide.map((project) => (
                <ProjectCard
                  key={project.id}
                  project={project}
                  active={i === current}
                  priority={priority && i === 0 && project === slide[0]}
                />
              ))}
            </div>
          ))}
        </div>
      </div>
      {rotates && (
        <div className="mt-10 flex items-center justify-center gap-3">
          <CarouselArrow direction="previous" label="Previous projects" onClick={() => go(current - 1)} />
          <CarouselDots
            count={slides.length}
            current={current}
            onSelect={go}
            groupLabel="Choose a slide of projects"
            dotLabel={(i) => `Show projects slide ${i + 1} of ${slides.length}`}
          />
          <PlayPauseButton playing={rotation.playing} onToggle={rotation.toggle} label="projects carousel" />
          <CarouselArrow direction="next" label="Next projects" onClick={() => go(current + 1)} />
        </div>
      )}
    </div>
  );
}
