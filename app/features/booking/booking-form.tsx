import { useEffect, useRef } from "react";
import { SelectField, SubmitButton, TextAreaField, TextField } from "~/components/ui/form-field";
import { businessToday } from "~/lib/dates";
import { fromCents } from "~/lib/deposit";
import { formatMoney } from "~/lib/money";
import { useHydrated } from "~/lib/use-hydrated";
import { priceCart, type BookableService, type CartLine } from "./cart";
import { SelectedServices } from "./selected-services";
import { ServicePicker } from "./service-picker";
import { slotOptions } from "./time-slots";
import { useBookingForm } from "./use-booking-form";

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
            <TextField label="Date" type="date" min={businessToday()} {...bind("date")} />
            <SelectField
              label="Time"
              hint={slots.loading ? "Checking which times are free…" : undefined}
              {...bind("time")}
            >
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
