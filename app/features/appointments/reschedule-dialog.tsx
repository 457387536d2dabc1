import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useController } from "react-hook-form";
import { buttonStyles } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { SelectField, SubmitButton, TextField } from "~/components/ui/form-field";
import { useToast } from "~/components/ui/toast";
import { applyServerErrors, useZodForm } from "~/components/ui/use-zod-form";
import { ApiError } from "~/lib/api-client";
import { businessToday, formatTime12h, formatWeekdayDate } from "~/lib/dates";
import { appointmentKey, USER_APPOINTMENTS_KEY } from "./api";
import type { Appointment } from "./appointment";
import { useVisitCalendarCalls } from "./visit-calendar-calls";
import { rescheduleSchema } from "./visit-change.schema";
import { useVisitPageCalls } from "./visit-page-calls";

// The calendar (react-day-picker and its date library) is only fetched once the dialog opens.
const VisitCalendar = lazy(() => import("~/components/ui/visit-calendar"));

/**
 * Another date and time for the visit: a day in the booking page's calendar (days closed, full, too soon or
 * too far ahead cannot be chosen), then that day's free times. The current visit's own time is left out, so
 * another time on the same day can be chosen. The server has the last word: a slot taken meanwhile is a 409
 * whose message shows under the time, a refused date's message under the date, and the values stay.
 */
export function RescheduleDialog({
  appointment,
  open,
  onClose,
}: {
  appointment: Appointment;
  open: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const calendar = useVisitCalendarCalls();
  const calls = useVisitPageCalls();
  const { toast } = useToast();
  const form = useZodForm(rescheduleSchema, { defaultValues: { date: "", time: "" } });
  // The date is chosen in the calendar; the read-only field only names it, and takes the focus with an error.
  const { field: dateField } = useController({ control: form.control, name: "date" });
  const date: string = dateField.value ?? "";
  const visitWindow = useQuery({
    queryKey: ["availability", "window"],
    queryFn: calendar.window,
    enabled: open,
  });
  const day = useQuery({
    queryKey: ["availability", date],
    queryFn: () => calendar.day(date),
    enabled: open && /^\d{4}-\d{2}-\d{2}$/.test(date),
  });
  const times = (day.data?.slots ?? []).filter(
    (slot) => slot.available && !(date === appointment.date && slot.time === appointment.time),
  );
  const mutation = useMutation({
    mutationFn: (slot: { date: string; time: string }) => calls.reschedule(appointment.id, slot),
    onSuccess: (updated) => {
      queryClient.setQueryData<Appointment[]>(USER_APPOINTMENTS_KEY, (list) =>
        list?.map((item) =>
          item.bookingId === updated.bookingId ? { ...item, date: updated.date, time: updated.time } : item,
        ),
      );
      queryClient.setQueryData(appointmentKey(updated.id), updated);
      void queryClient.invalidateQueries({ queryKey: ["availability"] });
      toast({
        title: "Appointment Rescheduled",
        description: `Your visit is now on ${formatWeekdayDate(updated.date)} at ${formatTime12h(updated.time)}.`,
      });
      form.reset({ date: "", time: "" });
      onClose();
    },
    onError: (error) => {
      if (applyServerErrors(form, error)) return;
      const message =
        error instanceof ApiError && error.serverMessage
          ? error.serverMessage
          : "Failed to reschedule appointment. Please try again.";
      form.setError("time", { type: "server", message }, { shouldFocus: true });
      void queryClient.invalidateQueries({ queryKey: ["availability"] });
    },
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Reschedule Appointment"
      description={`Now: ${formatWeekdayDate(appointment.date)} at ${formatTime12h(appointment.time)}. Choose another date and time for the whole visit.`}
    >
      <form noValidate onSubmit={form.handleSubmit((slot) => mutation.mutate(slot))} className="space-y-4">
        <TextField
          label="New date"
          name={dateField.name}
          readOnly
          placeholder="No date chosen yet"
          value={date ? formatWeekdayDate(date) : ""}
          onBlur={dateField.onBlur}
          hint={
            visitWindow.isPending
              ? "Checking which days are open…"
              : "Choose a day in the calendar. Days we are closed or fully booked cannot be chosen."
          }
          error={form.formState.errors.date?.message ?? day.data?.reason}
          {...{ ref: dateField.ref }}
        />
        <div role="group" aria-label="Choose a date">
          <Suspense
            fallback={<div className="h-80 w-full max-w-sm rounded-md bg-slate-100 dark:bg-slate-800" />}
          >
            <VisitCalendar
              value={date}
              today={businessToday()}
              dates={visitWindow.data}
              onSelect={(chosen) => {
                dateField.onChange(chosen);
                form.setValue("time", "");
              }}
            />
          </Suspense>
        </div>
        <SelectField
          label="New time"
          error={form.formState.errors.time?.message}
          disabled={!day.data || times.length === 0}
          {...form.register("time")}
        >
          <option value="">
            {!date
              ? "Choose a date first"
              : day.isPending
                ? "Loading times..."
                : times.length === 0
                  ? "No free times on this date"
                  : "Select a time"}
          </option>
          {times.map((slot) => (
            <option key={slot.time} value={slot.time}>
              {formatTime12h(slot.time)}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={buttonStyles("outline")}>
            Keep Current Time
          </button>
          <SubmitButton busy={mutation.isPending} busyLabel="Rescheduling...">
            Reschedule
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
