import { Icon } from "./icon";
/**
 * The controls every carousel shares: previous/next arrows, one dot per slide and the pause/play control.
 * "overlay" sits on a photo (white on a dark veil); "surface" sits on the page background.
 */
export type ControlTone = "overlay" | "surface";

const roundButton: Record<ControlTone, string> = {
  overlay: "bg-slate-950/60 text-white ring-1 ring-white/70 hover:bg-slate-950/80",
  surface:
    "border border-slate-400 bg-white text-slate-800 shadow-sm hover:bg-slate-100 dark:border-slate-500 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700",
};

const sizes = { sm: "h-9 w-9", md: "h-11 w-11" } as const;

export function CarouselArrow({
  direction,
  label,
  onClick,
  tone = "surface",
  size = "md",
  className = "",
}: {
  direction: "previous" | "next";
  label: string;
  onClick: () => void;
  tone?: ControlTone;
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`inline-flex shrink-0 items-center justify-center rounded-full transition-colors ${sizes[size]} ${roundButton[tone]} ${className}`}
    >
      <Icon
        name={direction === "previous" ? "chevron-left" : "chevron-right"}
        size={size === "sm" ? 18 : 22}
      />
    </button>
  );
}

const dotColors: Record<ControlTone, { on: string; off: string }> = {
  overlay: { on: "w-6 bg-white", off: "w-2.5 bg-white/70 group-hover:bg-white" },
  surface: {
    on: "w-6 bg-brand-700 dark:bg-accent-400",
    off: "w-2.5 bg-slate-500 group-hover:bg-slate-700 dark:bg-slate-400 dark:group-hover:bg-slate-200",
  },
};

/** One dot per slide; the current one is wider (not only a colour) and carries aria-current. */
export function CarouselDots({
  count,
  current,
  onSelect,
  dotLabel,
  groupLabel,
  tone = "surface",
  className = "",
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
    <div role="group" aria-label={groupLabel} className={`flex items-center ${className}`}>
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
          <span
            aria-hidden
            className={`block h-2.5 rounded-full motion-safe:transition-all motion-safe:duration-300 ${
              index === current ? dotColors[tone].on : dotColors[tone].off
            }`}
          />
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
  className = "",
}: {
  playing: boolean;
  onToggle: () => void;
  /** What rotates, e.g. "slideshow": the names become "Pause slideshow" and "Play slideshow". */
  label: string;
  tone?: ControlTone;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const name = `${playing ? "Pause" : "Play"} ${label}`;
  return (
    <button
      type="button"
      aria-label={name}
      title={name}
      onClick={onToggle}
      className={`inline-flex shrink-0 items-center justify-center rounded-full transition-colors ${sizes[size]} ${roundButton[tone]} ${className}`}
    >
      <Icon name={playing ? "pause" : "play"} size={size === "sm" ? 16 : 20} />
    </button>
  );
}
