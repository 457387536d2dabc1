import { clsx } from "clsx";
import { useState } from "react";
import { ButtonLink } from "~/components/ui/button-link";
import {
  CarouselArrow,
  CarouselDots,
  carouselRegion,
  PlayPauseButton,
} from "~/components/ui/carousel-controls";
import { wrapIndex } from "~/components/ui/carousel-math";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { useAutoAdvance } from "~/components/ui/use-auto-advance";
import { HERO_INTERVAL_MS, HERO_SLIDES, type HeroSlide } from "./hero-slides";

const fade = "motion-safe:transition-opacity motion-safe:duration-500 motion-safe:ease-in-out";

/** The full-screen slideshow at the top of the home page. */
export function HeroSlideshow({ slides = HERO_SLIDES }: { slides?: readonly HeroSlide[] }) {
  const [current, setCurrent] = useState(0);
  const count = slides.length;
  const go = (to: number) => setCurrent(wrapIndex(to, count));
  const rotation = useAutoAdvance({
    interval: HERO_INTERVAL_MS,
    enabled: count > 1,
    onAdvance: () => go(current + 1),
    position: current,
  });

  return (
    <section
      id="home"
      className="relative isolate flex min-h-[calc(100svh-4rem)] scroll-mt-16 items-center overflow-hidden bg-brand-900 text-white"
      {...carouselRegion("Featured services", rotation)}
    >
      {slides.map((slide, i) => (
        <ResponsiveImage
          key={slide.image}
          src={slide.image}
          width={1600}
          height={900}
          sizes="100vw"
          priority={i === 0}
          className={clsx(
            "absolute inset-0 -z-20 h-full w-full object-cover",
            fade,
            i === current ? "opacity-100" : "opacity-0",
          )}
        />
      ))}
      {/* A veil that keeps white text readable on any photo. */}
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-gradient-to-r from-slate-950/90 via-slate-950/70 to-slate-950/30"
      />

      <div className="mx-auto w-full max-w-7xl px-4 pt-16 pb-32 sm:px-6 lg:px-20">
        <div aria-live={rotation.running ? "off" : "polite"} className="grid max-w-3xl">
          {slides.map((slide, i) => (
            <SlideText key={slide.title} slide={slide} index={i} active={i === current} />
          ))}
        </div>
        <div className="mt-10 flex flex-wrap gap-4">
          <ButtonLink to="/book" className="text-lg">
            Book Now
          </ButtonLink>
          <ButtonLink to="/services" variant="outline" className="text-lg">
            Explore Services
          </ButtonLink>
        </div>
      </div>

      {count > 1 && (
        <>
          <CarouselArrow
            direction="previous"
            label="Previous slide"
            tone="overlay"
            onClick={() => go(current - 1)}
            className="absolute bottom-6 left-4 sm:left-6 lg:top-1/2 lg:bottom-auto lg:-translate-y-1/2"
          />
          <CarouselArrow
            direction="next"
            label="Next slide"
            tone="overlay"
            onClick={() => go(current + 1)}
            className="absolute right-4 bottom-6 sm:right-6 lg:top-1/2 lg:bottom-auto lg:-translate-y-1/2"
          />
          <div className="absolute bottom-6 left-1/2 flex -translate-x-1/2 items-center gap-3">
            <CarouselDots
              count={count}
              current={current}
              onSelect={go}
              tone="overlay"
              groupLabel="Choose a slide"
              dotLabel={(i) => `Show slide ${i + 1} of ${count}: ${slides[i].title}`}
            />
            <PlayPauseButton
              playing={rotation.playing}
              onToggle={rotation.toggle}
              label="slideshow"
              tone="overlay"
            />
          </div>
        </>
      )}
    </section>
  );
}

/**
 * The texts of all slides share one grid cell and cross-fade. The first slide's title is the page's h1 and
 * stays in the accessibility tree while another slide shows, so the page never loses its main heading;
 * the other slides' texts are hidden from assistive technology while they are invisible.
 */
function SlideText({ slide, index, active }: { slide: HeroSlide; index: number; active: boolean }) {
  const Title = index === 0 ? "h1" : "h2";
  return (
    <div
      aria-hidden={index !== 0 && !active ? true : undefined}
      className={clsx("[grid-area:1/1]", fade, active ? "opacity-100" : "pointer-events-none opacity-0")}
    >
      <p
        aria-hidden={!active ? true : undefined}
        className="text-sm font-semibold tracking-widest text-accent-400 uppercase sm:text-base"
      >
        {slide.service}
      </p>
      <Title className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
        {slide.title}
      </Title>
      <p
        aria-hidden={!active ? true : undefined}
        className="mt-5 max-w-2xl text-lg text-slate-100 sm:text-xl"
      >
        {slide.subtitle}
      </p>
    </div>
  );
}
