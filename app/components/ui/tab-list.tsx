import { cva } from "class-variance-authority";
import { clsx } from "clsx";
import { useRef, type KeyboardEvent } from "react";

export interface TabOption {
  value: string;
  label: string;
}

const tabVariants = cva("rounded-full border px-4 py-2 text-sm font-semibold transition-colors", {
  variants: {
    selected: {
      true: "border-brand-700 bg-brand-700 text-white dark:border-accent-400 dark:bg-accent-400 dark:text-slate-950",
      false:
        "border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-accent-400 dark:hover:text-accent-400",
    },
  },
});

/** The id of a tab, for aria-labelledby on its panel. */
export const tabId = (idPrefix: string, value: string) =>
  `${idPrefix}-tab-${value.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

/**
 * A row of filter tabs (WAI-ARIA tabs pattern): Tab reaches the selected tab, the arrow keys, Home and End
 * move between tabs and select as they go. The tabs control one panel, whose id is `panelId`.
 */
export function TabList({
  label,
  tabs,
  selected,
  onSelect,
  idPrefix,
  panelId,
  className,
}: {
  label: string;
  tabs: readonly TabOption[];
  selected: string;
  onSelect: (value: string) => void;
  idPrefix: string;
  panelId: string;
  className?: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, position: number) => {
    const last = tabs.length - 1;
    const target = {
      ArrowRight: position === last ? 0 : position + 1,
      ArrowLeft: position === 0 ? last : position - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    refs.current[target]?.focus();
    onSelect(tabs[target].value);
  };

  return (
    <div role="tablist" aria-label={label} className={clsx("flex flex-wrap gap-2", className)}>
      {tabs.map((tab, position) => {
        const isSelected = tab.value === selected;
        return (
          <button
            key={tab.value}
            ref={(el) => {
              refs.current[position] = el;
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.value)}
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.value)}
            onKeyDown={(event) => onKeyDown(event, position)}
            className={tabVariants({ selected: isSelected })}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
