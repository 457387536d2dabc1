/**
 * The Settings tab's "Opening hours": per weekday open or closed and its first and last visit, the minimum
 * notice and horizon of the booking calendar, the reminder lead time and the cancellation window. Saving
 * rewrites the hours text every page shows. Client-safe.
 */
import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import { useRevalidator } from "react-router";
import { SelectField, SubmitButton, TextField } from "~/components/ui/form-field";
import { registerField } from "~/components/ui/register-field";
import { useToast } from "~/components/ui/toast";
import { applyServerErrors, useZodForm } from "~/components/ui/use-zod-form";
import { formatTime12h } from "~/lib/dates";
import { TIME_SLOTS } from "~/lib/visit-slots";
import { adminAvailability } from "./admin-calls";
import type { VisitSettingsAnswer } from "./admin-endpoints";
import { visitSettingsSchema, type VisitSettingsInput } from "./availability.schema";
import { WEEKDAY_NAMES } from "./visit-rules";

// The form lists the week Monday first, as the hours text reads.
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

const NUMBER_FIELDS = [
  {
    name: "minNoticeDays",
    label: "Minimum notice (business days)",
    hint: "1: bookings start on the next day you are open. 0: later today.",
  },
  { name: "horizonDays", label: "Booking horizon (days)", hint: "How far ahead customers can book." },
  {
    name: "reminderLeadHours",
    label: "Reminder lead time (hours)",
    hint: "How long before a visit its reminder is mailed.",
  },
  {
    name: "cancelWindowHours",
    label: "Cancellation window (hours)",
    hint: "Customers can move or cancel a visit, with a refund, until this long before it.",
  },
] as const satisfies readonly { name: keyof VisitSettingsInput; label: string; hint: string }[];

export function OpeningHoursForm({ settings }: { settings: VisitSettingsAnswer }) {
  const revalidator = useRevalidator();
  const { toast } = useToast();
  const { hours, ...initial } = settings;
  const form = useZodForm(visitSettingsSchema, { defaultValues: initial });
  const { errors } = form.formState;
  const days = form.watch("days");
  const failed = () =>
    toast({ title: "Error", description: "Failed to save the opening hours.", variant: "destructive" });
  const save = useMutation({
    mutationFn: (body: VisitSettingsInput) => adminAvailability.saveSettings({ body }),
    onSuccess: ({ hours: _text, ...saved }) => {
      form.reset(saved);
      // The contact info above shows the new hours text.
      void revalidator.revalidate();
      toast({ title: "Opening hours saved" });
    },
    onError: (error) => {
      applyServerErrors(form, error);
      failed();
    },
  });
  const submit = form.handleSubmit((values) => save.mutate(values), failed);
  const box =
    "rounded-lg border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-700 dark:bg-slate-900";

  return (
    <form noValidate onSubmit={submit} aria-label="Opening hours" className="space-y-4">
      <fieldset className={box}>
        <legend className="px-1 text-lg font-semibold">Opening hours</legend>
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
          The days and times customers can book a visit. The hours shown on the site follow them: {hours}
        </p>
        <ul className="divide-y divide-slate-200 dark:divide-slate-700">
          {WEEK_ORDER.map((weekday) => (
            <WeekdayRow key={weekday} weekday={weekday} open={days[weekday]?.open ?? false} form={form} />
          ))}
        </ul>
        {errors.days?.message && (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-400">
            {errors.days.message}
          </p>
        )}
      </fieldset>
      <fieldset className={`grid gap-4 sm:grid-cols-2 ${box}`}>
        <legend className="px-1 text-lg font-semibold">Booking and reminders</legend>
        {NUMBER_FIELDS.map(({ name, label, hint }) => (
          <TextField
            key={name}
            label={label}
            inputMode="numeric"
            hint={hint}
            {...registerField(form, name)}
          />
        ))}
      </fieldset>
      <SubmitButton busy={save.isPending} busyLabel="Saving...">
        Save opening hours
      </SubmitButton>
    </form>
  );
}

type HoursForm = ReturnType<typeof useZodForm<typeof visitSettingsSchema>>;

function WeekdayRow({ weekday, open, form }: { weekday: number; open: boolean; form: HoursForm }) {
  const id = useId();
  const name = WEEKDAY_NAMES[weekday]!;
  const options = TIME_SLOTS.map((time) => (
    <option key={time} value={time}>
      {formatTime12h(time)}
    </option>
  ));
  return (
    <li className="grid grid-cols-2 gap-3 py-3 sm:grid-cols-[10rem_1fr_1fr] sm:items-start">
      <div className="col-span-2 flex items-center gap-2 sm:col-span-1 sm:h-10 sm:self-end">
        <input
          id={`${id}-open`}
          type="checkbox"
          className="size-5 accent-brand-700"
          {...form.register(`days.${weekday}.open`)}
        />
        <label htmlFor={`${id}-open`} className="font-medium">
          {name}
          <span className="sr-only"> open</span>
        </label>
        {!open && <span className="text-sm text-slate-600 dark:text-slate-400">Closed</span>}
      </div>
      {open && (
        <>
          <SelectField
            label={`First visit`}
            aria-label={`${name} first visit`}
            {...registerField(form, `days.${weekday}.firstSlot`)}
          >
            {options}
          </SelectField>
          <SelectField
            label={`Last visit`}
            aria-label={`${name} last visit`}
            {...registerField(form, `days.${weekday}.lastSlot`)}
          >
            {options}
          </SelectField>
        </>
      )}
    </li>
  );
}
