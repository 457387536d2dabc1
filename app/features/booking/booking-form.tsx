import { lazy, Suspense, useEffect, useId, useRef } from "react";
import { SelectField, SubmitButton, TextAreaField, TextField } from "~/components/ui/form-field";
import { businessToday, formatWeekdayDate } from "~/lib/dates";
import { fromCents } from "~/lib/deposit";
import { formatMoney } from "~/lib/money";
import { useHydrated } from "~/lib/use-hydrated";
import { priceCart, type BookableService, type CartLine } from "./cart";
import { SelectedServices } from "./selected-services";
import { ServicePicker } from "./service-picker";
import { slotOptions } from "./time-slots";
import { useBookingForm } from "./use-booking-form";

// The calendar (react-day-picker and its date library) is fetched once the page runs, off the first load.
const VisitCalendar = lazy(() => import("~/components/ui/visit-calendar"));

const section = "space-y-5 border-t border-slate-200 pt-8 first:border-t-0 first:pt-0 dark:border-slate-800";
const heading = "text-lg font-semibold";

/** The booking form: contact, services, date and time, details, then the checkout. */
export function BookingForm({
  services,
  defaultEmail,
  initialLines,
}: {
  services: readonly BookableService[];
  defaultEmail?: string;
  initialLines: CartLine[];
}) {
  const form = useBookingForm({ defaultEmail, initialLines });
  const { values, errors, busy, cart, slots, bind } = form;
  // Nothing can be typed or sent before the page is interactive (a native submit would lose the form).
  const hydrated = useHydrated();
  const totals = priceCart(cart.lines, services);
  const total = formatMoney(fromCents(totals.totalCents));

  // A removed line takes the focused control (Remove, or a quantity typed to 0) with it: keyboard users
  // continue from the service picker rather than from the top of the page.
  const pickerRef = useRef<HTMLSelectElement>(null);
  const lineCount = cart.lines.length;
  const previousCount = useRef(lineCount);
  useEffect(() => {
    if (lineCount < previousCount.current && document.activeElement === document.body)
      pickerRef.current?.focus();
    previousCount.current = lineCount;
  }, [lineCount]);

  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate className="space-y-8">
      <fieldset disabled={!hydrated} className="min-w-0 space-y-8">
        <section aria-labelledby="booking-contact" className={section}>
          <h2 id="booking-contact" className={heading}>
            Your contact details
          </h2>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label="Full Name" autoComplete="name" className="sm:col-span-2" {...bind("name")} />
            <TextField label="Email" type="email" autoComplete="email" {...bind("email")} />
            <TextField label="Phone" type="tel" autoComplete="tel" inputMode="tel" {...bind("phone")} />
            <TextField
              label="Visit address"
              autoComplete="street-address"
              placeholder="Street, city"
              hint="Optional: where the work is, if you know it."
              className="sm:col-span-2"
              {...bind("address")}
            />
          </div>
        </section>

        <section aria-labelledby="booking-services" className={section}>
          <h2 id="booking-services" className={heading}>
            Services
          </h2>
          <ServicePicker
            services={services}
            chosenIds={cart.lines.map((line) => line.serviceId)}
            error={errors.services}
            onAdd={cart.add}
            selectRef={pickerRef}
          />
          <SelectedServices totals={totals} onQuantity={cart.setQuantity} onRemove={cart.remove} />
        </section>

        <section aria-labelledby="booking-schedule" className={section}>
          <h2 id="booking-schedule" className={heading}>
            Date and time
          </h2>
          <div className="grid gap-5 sm:grid-cols-2">
            <DateField form={form} />
            <SelectField label="Time" hint={timeHint(values.date, slots)} {...bind("time")}>
              <option value="">Select a time</option>
              {slotOptions(values.date, slots.availability).map((slot) => (
                <option key={slot.time} value={slot.time} disabled={!slot.available}>
                  {slot.label}
                </option>
              ))}
            </SelectField>
          </div>
          <TextAreaField
            label="Additional Details"
            rows={4}
            placeholder="Anything we should know: the rooms, measurements, access to the property."
            {...bind("details")}
          />
        </section>

        <SubmitButton
          busy={busy}
          busyLabel="Processing..."
          unavailable={cart.lines.length === 0}
          className="w-full"
        >
          {`Book Services - ${total}`}
        </SubmitButton>
      </fieldset>
    </form>
  );
}

type BookingFormState = ReturnType<typeof useBookingForm>;

/** What the time select says above its options: checking, or why the chosen day has none. */
function timeHint(date: string, slots: BookingFormState["slots"]): string | undefined {
  if (slots.loading) return "Checking which times are free…";
  const known = slots.availability?.date === date ? slots.availability : undefined;
  if (known?.reason) return known.reason;
  if (known && !known.slots.some((slot) => slot.available)) return "No times are free on this day.";
  return undefined;
}

/**
 * The date: a read-only field naming the chosen day (it takes the focus and reads the message when the date
 * is refused), and the calendar to choose it in.
 */
function DateField({ form }: { form: BookingFormState }) {
  const id = useId();
  const { values, errors, bookable } = form;
  const today = businessToday();
  const describedBy = [`${id}-hint`, errors.date ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="space-y-1.5">
      <label htmlFor={`${id}-input`} className="block text-sm font-medium">
        Date
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
        {bookable.loading
          ? "Checking which days are open…"
          : "Choose a day in the calendar. Days we are closed or fully booked cannot be chosen."}
      </p>
      <input
        id={`${id}-input`}
        name="date"
        readOnly
        placeholder="No date chosen yet"
        value={values.date ? formatWeekdayDate(values.date) : ""}
        aria-invalid={errors.date ? true : undefined}
        aria-describedby={describedBy}
        className="block h-10 w-full rounded-md border border-slate-500 bg-slate-50 px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700 sm:text-sm dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:aria-[invalid=true]:border-red-400"
      />
      <div role="group" aria-label="Choose a date">
        <Suspense
          fallback={<div className="h-80 w-full max-w-sm rounded-md bg-slate-100 dark:bg-slate-800" />}
        >
          <VisitCalendar value={values.date} today={today} dates={bookable.dates} onSelect={form.setDate} />
        </Suspense>
      </div>
      {errors.date && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {errors.date}
        </p>
      )}
    </div>
  );
}
