import { useMemo } from "react";
import { DayPicker, defaultDateLib, type DateLib, type Modifiers } from "react-day-picker";
import type { BookingWindow } from "~/lib/visit-slots";

/** yyyy-MM-dd as the calendar's local midnight: a calendar date, read the same in any time zone. */
function toDate(isoDate: string): Date {
  const [year, month, day] = isoDate.split("-").map(Number);
  return new Date(year!, month! - 1, day);
}

function toIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A day button's name starts with the number it shows ("12, Saturday, December 2026"): someone who says
 * "click 12" to their voice control finds it, and the name holds the visible text as a word (WCAG 2.5.3),
 * where react-day-picker's own name ("Saturday, December 12th, 2026") has it only inside "12th". Today and
 * the chosen day say so at the end; a day that cannot be booked is a disabled button, which assistive
 * technology announces as such.
 */
export function dayButtonLabel(
  date: Date,
  modifiers: Partial<Pick<Modifiers, "today" | "selected">>,
  dateLib: DateLib = defaultDateLib,
) {
  return [
    dateLib.format(date, "d, EEEE, MMMM y"),
    modifiers.today ? "today" : "",
    modifiers.selected ? "selected" : "",
  ]
    .filter(Boolean)
    .join(", ");
}

const LABELS = {
  labelDayButton: (date: Date, modifiers: Modifiers, _options: unknown, dateLib?: DateLib) =>
    dayButtonLabel(date, modifiers, dateLib),
};

const CLASS_NAMES = {
  root: "relative w-fit max-w-full text-sm",
  months: "flex flex-col",
  month_caption: "flex h-10 items-center px-2 font-semibold",
  nav: "absolute top-0 right-0 flex gap-1",
  button_previous:
    "inline-flex size-10 items-center justify-center rounded-md hover:bg-slate-100 aria-disabled:opacity-40 dark:hover:bg-slate-800",
  button_next:
    "inline-flex size-10 items-center justify-center rounded-md hover:bg-slate-100 aria-disabled:opacity-40 dark:hover:bg-slate-800",
  chevron: "size-4 fill-current",
  month_grid: "border-collapse",
  weekday: "size-10 text-xs font-medium text-slate-600 sm:size-11 dark:text-slate-300",
  day: "p-0.5 text-center",
  day_button:
    "size-9 rounded-full font-medium hover:bg-brand-50 disabled:cursor-not-allowed disabled:font-normal disabled:text-slate-400 disabled:line-through disabled:hover:bg-transparent sm:size-10 dark:hover:bg-slate-800 dark:disabled:text-slate-500",
  // Above the day's own hover colour, so that the chosen day keeps its contrast under the pointer.
  selected:
    "[&>button]:bg-brand-700 [&>button]:text-white [&>button]:hover:bg-brand-800 dark:[&>button]:bg-accent-500 dark:[&>button]:text-slate-950 dark:[&>button]:hover:bg-accent-400",
  today: "[&>button]:underline [&>button]:underline-offset-4",
};

/**
 * The visit calendar of the booking page and of the reschedule dialog: only the days that can be booked are
 * offered (from the minimum notice to the horizon, open, not a day off, not full); the rest are greyed out
 * and struck through. Until the window is known every day from today on is offered, and the server has the
 * last word. Arrow keys move between days, Page Up and Page Down between months (react-day-picker's grid).
 */
export default function VisitCalendar({
  value,
  today,
  dates,
  onSelect,
}: {
  value: string;
  today: string;
  dates: BookingWindow | undefined;
  onSelect: (isoDate: string) => void;
}) {
  const free = useMemo(
    () => new Set(dates?.days.filter((day) => day.available).map((day) => day.date)),
    [dates],
  );
  const first = dates?.firstDate ?? today;
  const offered = (date: Date) => {
    const iso = toIsoDate(date);
    return dates ? free.has(iso) : iso >= today;
  };
  return (
    <DayPicker
      mode="single"
      selected={value ? toDate(value) : undefined}
      onSelect={(date) => date && onSelect(toIsoDate(date))}
      disabled={(date) => !offered(date)}
      today={toDate(today)}
      defaultMonth={toDate(value || first)}
      startMonth={toDate(first < today ? first : today)}
      endMonth={dates ? toDate(dates.lastDate) : undefined}
      classNames={CLASS_NAMES}
      labels={LABELS}
    />
  );
}
