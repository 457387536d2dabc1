import { cva } from "class-variance-authority";
import { clsx } from "clsx";
import { chevronLeft, chevronRight, pause, play } from "~/components/ui/icons/carousel";
import { Icon } from "./icon";
import type { useAutoAdvance } from "./use-auto-advance";

/**
 * The controls every carousel shares: previous/next arrows, one dot per slide and the pause/play control.
 * "overlay" sits on a photo (white on a dark veil); "surface" sits on the page background.
 */
export type ControlTone = "overlay" | "surface";

/** The round arrow and pause/play buttons. */
const roundButton = cva("inline-flex shrink-0 items-center justify-center rounded-full transition-colors", {
  variants: {
    size: { sm: "h-9 w-9", md: "h-11 w-11" },
    tone: {
      overlay: "bg-slate-950/60 text-white ring-1 ring-white/70 hover:bg-slate-950/80",
      surface:
        "border border-slate-400 bg-white text-slate-800 shadow-sm hover:bg-slate-100 dark:border-slate-500 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700",
    },
  },
});

type ButtonSize = "sm" | "md";

export function CarouselArrow({
  direction,
  label,
  onClick,
  tone = "surface",
  size = "md",
  className,
}: {
  direction: "previous" | "next";
  label: string;
  onClick: () => void;
  tone?: ControlTone;
  size?: ButtonSize;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={clsx(roundButton({ size, tone }), className)}
    >
      <Icon icon={direction === "previous" ? chevronLeft : chevronRight} size={size === "sm" ? 18 : 22} />
    </button>
  );
}

/** The current dot is wider (not only a colour). */
const dot = cva("block h-2.5 rounded-full motion-safe:transition-all motion-safe:duration-300", {
  variants: { tone: { overlay: "", surface: "" }, current: { true: "w-6", false: "w-2.5" } },
  compoundVariants: [
    { tone: "overlay", current: true, className: "bg-white" },
    { tone: "overlay", current: false, className: "bg-white/70 group-hover:bg-white" },
    { tone: "surface", current: true, className: "bg-brand-700 dark:bg-accent-400" },
    {
      tone: "surface",
      current: false,
      className: "bg-slate-500 group-hover:bg-slate-700 dark:bg-slate-400 dark:group-hover:bg-slate-200",
    },
  ],
});

/** One dot per slide; the current one is wider (not only a colour) and carries aria-current. */
export function CarouselDots({
  count,
  current,
  onSelect,
  dotLabel,
  groupLabel,
  tone = "surface",
  className,
}: {
  count: number;
  current: number;
  onSelect: (index: number) => void;
  /** The accessible name of dot `index` (0-based), e.g. "Show slide 2 of 4". */
  dotLabel: (index: number) => string;
  groupLabel: string;
  tone?: ControlTone;
  className?: string;
}) {
  return (
    <div role="group" aria-label={groupLabel} className={clsx("flex items-center", className)}>
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-label={dotLabel(index)}
          aria-current={index === current ? "true" : undefined}
          onClick={() => onSelect(index)}
          // The visible dot is small; the button around it is a 24 px target (WCAG 2.5.8).
          className="group inline-flex h-6 min-w-6 items-center justify-center rounded-full px-0.5"
        >
          <span aria-hidden className={dot({ tone, current: index === current })} />
        </button>
      ))}
    </div>
  );
}

/** The visible pause/play control; its name says what pressing it will do ("Pause slideshow"). */
export function PlayPauseButton({
  playing,
  onToggle,
  label,
  tone = "surface",
  size = "md",
  className,
}: {
  playing: boolean;
  onToggle: () => void;
  /** What rotates, e.g. "slideshow": the names become "Pause slideshow" and "Play slideshow". */
  label: string;
  tone?: ControlTone;
  size?: ButtonSize;
  className?: string;
}) {
  const name = `${playing ? "Pause" : "Play"} ${label}`;
  return (
    <button
      type="button"
      aria-label={name}
      title={name}
      onClick={onToggle}
      className={clsx(roundButton({ size, tone }), className)}
    >
      <Icon icon={playing ? pause : play} size={size === "sm" ? 16 : 20} />
    </button>
  );
}

/**
 * The outer element of a rotating carousel, in one spread: named as a carousel for screen readers (the
 * WAI-ARIA carousel pattern) and wired to pause its rotation (`useAutoAdvance`'s handlers).
 */
export function carouselRegion(label: string, rotation: ReturnType<typeof useAutoAdvance>) {
  return { "aria-roledescription": "carousel", "aria-label": label, ...rotation.handlers };
}
