// First: the form builds its schema before its form hook loads (app/lib/zod-jitless.ts).
import "~/lib/zod-jitless";
import { useEffect, useRef } from "react";
import { FormFailure, SelectField, SubmitButton, TextAreaField, TextField } from "~/components/ui/form-field";
import { TextConsentCheckbox } from "~/components/ui/text-consent-checkbox";
import { fromCents } from "~/lib/deposit";
import { formatMoney } from "~/lib/money";
import { BOOKING_ACTION } from "./booking-post-fields";
import { priceCart, type BookableService } from "./cart";
import type { PostedBooking } from "./posted-booking";
import { SelectedServices } from "./selected-services";
import { ServicePicker } from "./service-picker";
import { slotOptions } from "./time-slots";
import { useBookingForm } from "./use-booking-form";
import { VisitDateField } from "./visit-date-field";

const section = "space-y-5 border-t border-slate-200 pt-8 first:border-t-0 first:pt-0 dark:border-slate-800";
const heading = "text-lg font-semibold";

export interface BookingFormProps {
  services: readonly BookableService[];
  /** `?serviceId=`: preselects that service when it is one of the listed ones. */
  serviceId: string | null;
  defaultEmail?: string;
  /** The first and last bookable dates, for the date field without script. */
  dates?: { min: string; max: string };
  /** The most a booking asks online as its deposit, in cents (null: no cap), from the page's settings. */
  depositCapCents?: number | null;
  /** What a post of the form without script came back with: the values, and the refusal's messages. */
  posted?: PostedBooking;
}

/**
 * The booking form: contact, services, date and time, details, then the checkout. It is a real form posted
 * to the booking page, which books it without script; once this code runs, it checks the fields and books
 * through the API instead.
 */
export function BookingForm({
  services,
  serviceId,
  defaultEmail,
  dates,
  depositCapCents = null,
  posted,
}: BookingFormProps) {
  const form = useBookingForm({ services, serviceId, defaultEmail, posted });
  const { values, errors, busy, cart, slots, bind, hydrated } = form;
  const totals = priceCart(cart.lines, services, depositCapCents);
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
    <form
      ref={form.formRef}
      method="post"
      action={BOOKING_ACTION}
      onSubmit={form.onSubmit}
      noValidate
      className="space-y-8"
    >
      {/* The first submit button is the one Enter in a field presses: the booking, not Add or Remove. */}
      <button type="submit" hidden tabIndex={-1} />
      <FormFailure failure={form.formMessage} boxed />
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
        <TextConsentCheckbox {...form.textOptIn} />
      </section>

      <section aria-labelledby="booking-services" className={section}>
        <h2 id="booking-services" className={heading}>
          Services
        </h2>
        <ServicePicker
          services={services}
          chosenIds={cart.lines.map((line) => line.serviceId)}
          error={errors.services}
          autoFocus={form.postedFocus === "services"}
          hydrated={hydrated}
          selectRef={pickerRef}
        />
        <SelectedServices totals={totals} onQuantity={cart.setQuantity} />
      </section>

      <section aria-labelledby="booking-schedule" className={section}>
        <h2 id="booking-schedule" className={heading}>
          Date and time
        </h2>
        <div className="grid gap-5 sm:grid-cols-2">
          <VisitDateField form={form} bounds={dates} />
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
    </form>
  );
}

export type BookingFormState = ReturnType<typeof useBookingForm>;

/** What the time select says above its options: checking, or why the chosen day has none. */
function timeHint(date: string, slots: BookingFormState["slots"]): string | undefined {
  if (slots.loading) return "Checking which times are free…";
  const known = slots.availability?.date === date ? slots.availability : undefined;
  if (known?.reason) return known.reason;
  if (known && !known.slots.some((slot) => slot.available)) return "No times are free on this day.";
  return undefined;
}
