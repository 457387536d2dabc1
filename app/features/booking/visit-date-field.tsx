import { lazy, Suspense, useId } from "react";
import { FieldError } from "~/components/ui/form-field";
import { businessToday, formatWeekdayDate } from "~/lib/dates";
import type { BookingFormState } from "./booking-form";

// The calendar (react-day-picker and its date library) is fetched once the form runs.
const VisitCalendar = lazy(() => import("~/components/ui/visit-calendar"));

const fieldClass =
  "block h-10 w-full rounded-md border border-slate-500 px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700 sm:text-sm dark:border-slate-500 dark:text-slate-100 dark:aria-[invalid=true]:border-red-400";

/**
 * The date. In the server's HTML, and until the form's code runs, it is the browser's own date field within
 * the booking window (`bounds`), posted as `date`. Once the code runs: a read-only field naming the chosen day
 * (it takes the focus and reads the message when the date is refused), and the calendar to choose it in; the
 * date typed before is kept (useBookingForm adopts it).
 */
export function VisitDateField({
  form,
  bounds,
}: {
  form: BookingFormState;
  bounds?: { min: string; max: string };
}) {
  const id = useId();
  const { values, errors, bookable, hydrated } = form;
  const error = errors.date;
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
  const field = {
    id: `${id}-input`,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    autoFocus: form.postedFocus === "date" || undefined,
  };
  return (
    <div className="space-y-1.5">
      <label htmlFor={`${id}-input`} className="block text-sm font-medium">
        Date
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
        {!hydrated
          ? "Choose a day we are open. We check it when you book."
          : bookable.loading
            ? "Checking which days are open…"
            : "Choose a day in the calendar. Days we are closed or fully booked cannot be chosen."}
      </p>
      {/* One element in both forms, so that a visitor whose first step was into the date keeps the focus. */}
      <input
        {...field}
        {...(hydrated
          ? {
              type: "text",
              readOnly: true,
              placeholder: "No date chosen yet",
              value: values.date ? formatWeekdayDate(values.date) : "",
              className: `${fieldClass} bg-slate-50 dark:bg-slate-900`,
            }
          : {
              type: "date",
              name: "date",
              min: bounds?.min,
              max: bounds?.max,
              value: values.date,
              onChange: (event: React.ChangeEvent<HTMLInputElement>) => form.setDate(event.target.value),
              className: `${fieldClass} bg-white dark:bg-slate-950`,
            })}
      />
      {hydrated && (
        <>
          <input type="hidden" name="date" value={values.date} />
          <div role="group" aria-label="Choose a date">
            <Suspense
              fallback={<div className="h-80 w-full max-w-sm rounded-md bg-slate-100 dark:bg-slate-800" />}
            >
              <VisitCalendar
                value={values.date}
                today={businessToday()}
                dates={bookable.dates}
                onSelect={form.setDate}
              />
            </Suspense>
          </div>
        </>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
