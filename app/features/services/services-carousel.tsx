import { clsx } from "clsx";
import { Suspense, useEffect, useRef, useState } from "react";
import { Await } from "react-router";
import { ButtonLink } from "~/components/ui/button-link";
import { CarouselArrow, carouselRegion, PlayPauseButton } from "~/components/ui/carousel-controls";
import { cardsThatFit, lastStart, startRevealing, wrapIndex } from "~/components/ui/carousel-math";
import { useAutoAdvance } from "~/components/ui/use-auto-advance";
import type { PublicService } from "./service";
import { SLIDE_CARD_WIDTH, SLIDE_STEP, ServiceSlideCard, ServiceSlideSkeleton } from "./service-slide-card";

/** Time between two steps of the carousel. */
export const SERVICES_INTERVAL_MS = 4000;
const SKELETON_CARDS = 6;

// The window shows whole cards only: 1 on phones, 2 on tablets, 3 on wide screens (n x 350 - 30 px).
const viewportWidth = "w-[320px] max-w-full md:w-[670px] xl:w-[1020px]";

/**
 * The home page's "Our Services" section. It takes the services as a promise: the server
 * waits for it, so the HTML is complete; during a client-side navigation the skeleton shows meanwhile.
 */
export function ServicesSection({ services }: { services: Promise<PublicService[]> | PublicService[] }) {
  return (
    <section
      id="services"
      aria-labelledby="services-heading"
      className="scroll-mt-16 overflow-x-clip bg-white py-20 dark:bg-slate-950"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase dark:text-accent-400">
            What we do
          </p>
          <h2 id="services-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            Our Services
          </h2>
          <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">
            From a single repair to a whole-home remodel, our licensed and insured team does the job right.
          </p>
        </div>
        <div className="mt-12">
          <Suspense fallback={<ServicesSkeleton />}>
            <Await
              resolve={services}
              errorElement={
                <p role="alert" className="text-center text-lg text-red-700 dark:text-red-300">
                  Failed to load services. Please try again later.
                </p>
              }
            >
              {(list) =>
                list.length === 0 ? (
                  <p className="mx-auto max-w-xl text-center text-lg text-slate-600 dark:text-slate-300">
                    Please check back later for our service offerings, or contact us directly.
                  </p>
                ) : (
                  <ServicesCarousel services={list} />
                )
              }
            </Await>
          </Suspense>
        </div>
        <div className="mt-12 text-center">
          <ButtonLink to="/quote" variant="secondary">
            Request a Custom Quote
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

function ServicesSkeleton() {
  return (
    <div aria-busy="true" className={clsx("mx-auto overflow-clip", viewportWidth)}>
      <p className="sr-only" role="status">
        Loading services…
      </p>
      <div className="flex">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <ServiceSlideSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}

/** Slides one card (350 px) at a time, wrapping to the start after the last card has come into view. */
export function ServicesCarousel({ services }: { services: PublicService[] }) {
  const viewport = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(1);
  const [start, setStart] = useState(0);
  const maxStart = lastStart(services.length, visible);
  const position = Math.min(start, maxStart);
  const go = (to: number) => setStart(wrapIndex(to, maxStart + 1));
  const rotation = useAutoAdvance({
    interval: SERVICES_INTERVAL_MS,
    enabled: services.length > 1 && maxStart > 0,
    onAdvance: () => go(position + 1),
    position,
  });

  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    const measure = () => setVisible(cardsThatFit(el.clientWidth, SLIDE_CARD_WIDTH, SLIDE_STEP));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <div role="region" className="flex flex-col items-center" {...carouselRegion("Services", rotation)}>
      {/* overflow: clip, unlike hidden, cannot be scrolled by focusing a card out of view. */}
      <div ref={viewport} className={clsx("overflow-clip", viewportWidth)}>
        <ul
          aria-live={rotation.running ? "off" : "polite"}
          className="flex motion-safe:transition-transform motion-safe:duration-500 motion-safe:ease-out"
          style={{ transform: `translateX(-${position * SLIDE_STEP}px)` }}
        >
          {services.map((service, i) => (
            // Keyboard focus on a card out of view brings it into view.
            <li
              key={service.id}
              className="shrink-0"
              onFocus={() => setStart(startRevealing(i, position, visible, maxStart))}
            >
              <ServiceSlideCard service={service} />
            </li>
          ))}
        </ul>
      </div>
      {maxStart > 0 && (
        <div className="mt-8 flex items-center gap-3">
          <CarouselArrow direction="previous" label="Previous services" onClick={() => go(position - 1)} />
          <PlayPauseButton playing={rotation.playing} onToggle={rotation.toggle} label="services carousel" />
          <CarouselArrow direction="next" label="Next services" onClick={() => go(position + 1)} />
        </div>
      )}
    </div>
  );
}
