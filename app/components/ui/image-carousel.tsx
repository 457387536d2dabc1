import { clsx } from "clsx";
import { useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { CarouselArrow, CarouselDots, PlayPauseButton } from "./carousel-controls";
import { wrapIndex } from "./carousel-math";
import { FallbackImage } from "./fallback-image";
import { useAutoAdvance } from "./use-auto-advance";

export interface CarouselImage {
  src: string;
  alt: string;
}

/**
 * A small photo carousel: rotates on its own, wraps both ways, a dot jumps to a photo.
 * A photo that cannot be loaded shows the placeholder; a list with no photo says so.
 */
export function ImageCarousel({
  images,
  subject,
  interval = 4000,
  enabled = true,
  sizes,
  priority = false,
  className = "",
}: {
  images: CarouselImage[];
  /** What the photos show, e.g. "Modern Farmhouse Kitchen": names the carousel and its controls. */
  subject: string;
  interval?: number;
  /**
   * False while the carousel is out of view (e.g. on a hidden slide of a gallery): it then shows its current
   * photo only, without controls, which keeps pages with many cards light.
   */
  enabled?: boolean;
  sizes: string;
  /** The first photo is the page's largest image: load it first (see ResponsiveImage). */
  priority?: boolean;
  className?: string;
}) {
  const [current, setCurrent] = useState(0);
  const hydrated = useHydrated();
  const count = images.length;
  const index = wrapIndex(current, count);
  const go = (to: number) => setCurrent(wrapIndex(to, count));
  const rotation = useAutoAdvance({
    interval,
    enabled: enabled && count > 1,
    onAdvance: () => go(index + 1),
    position: index,
  });

  // Out of view, only the current photo is rendered.
  const slides = enabled ? images.map((image, i) => ({ image, i })) : [{ image: images[index], i: index }];
  const offset = enabled ? index : 0;

  if (count === 0) {
    return (
      <div
        className={clsx(
          "flex aspect-[4/3] items-center justify-center bg-slate-100 text-sm font-medium text-slate-600 dark:bg-slate-800 dark:text-slate-300",
          className,
        )}
      >
        No image available
      </div>
    );
  }

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={`Photos of ${subject}`}
      className={clsx("relative aspect-[4/3] overflow-clip bg-slate-200 dark:bg-slate-800", className)}
      {...rotation.handlers}
    >
      <div
        aria-live={rotation.running ? "off" : "polite"}
        className="flex h-full motion-safe:transition-transform motion-safe:duration-500 motion-safe:ease-out"
        style={{ transform: `translateX(-${offset * 100}%)` }}
      >
        {slides.map(({ image, i }) => (
          <div
            key={`${i}-${image.src}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            aria-hidden={i !== index || undefined}
            className="h-full w-full shrink-0"
          >
            <FallbackImage
              src={image.src}
              alt={image.alt}
              width={1200}
              height={900}
              sizes={sizes}
              priority={priority && i === 0}
              // Once the carousel runs, the next photo is fetched ahead of its turn so it never slides in
              // blank; not in the server's HTML, where it would compete with the page's first images.
              loading={
                priority && i === 0
                  ? "eager"
                  : hydrated && count > 1 && i === wrapIndex(index + 1, count)
                    ? "eager"
                    : "lazy"
              }
              className="h-full w-full object-cover"
            />
          </div>
        ))}
      </div>
      {enabled && count > 1 && (
        <>
          <CarouselArrow
            direction="previous"
            label={`Previous photo of ${subject}`}
            onClick={() => go(index - 1)}
            tone="overlay"
            size="sm"
            className="absolute top-1/2 left-2 -translate-y-1/2"
          />
          <CarouselArrow
            direction="next"
            label={`Next photo of ${subject}`}
            onClick={() => go(index + 1)}
            tone="overlay"
            size="sm"
            className="absolute top-1/2 right-2 -translate-y-1/2"
          />
          <div className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-2 bg-gradient-to-t from-slate-950/70 to-transparent px-2 pt-6 pb-1.5">
            <span aria-hidden className="w-9" />
            <CarouselDots
              count={count}
              current={index}
              onSelect={go}
              tone="overlay"
              groupLabel={`Choose a photo of ${subject}`}
              dotLabel={(i) => `Show photo ${i + 1} of ${count}`}
            />
            <PlayPauseButton
              playing={rotation.playing}
              onToggle={rotation.toggle}
              label={`photos of ${subject}`}
              tone="overlay"
              size="sm"
            />
          </div>
        </>
      )}
    </div>
  );
}
