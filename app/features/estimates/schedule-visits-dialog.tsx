/**
 * Scheduling an approved estimate's work: one or more days, each at a time slot of the business's day. The
 * visits take their slots as bookings do, all or none; a slot taken meanwhile is said here and every value
 * stays. Client-safe.
 */
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useFieldArray } from "react-hook-form";
import type { z } from "zod";
import { buttonStyles } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { FieldError, TextAreaField } from "~/components/ui/form-field";
import { ItemFormButtons } from "~/components/ui/item-form";
import { LineInput } from "~/components/ui/line-input";
import { useToast } from "~/components/ui/toast";
import { applyServerErrors, useZodForm } from "~/components/ui/use-zod-form";
import { failureMessage } from "~/lib/api-client";
import { businessToday } from "~/lib/dates";
import { estimateNumber } from "./admin-estimate";
import { adminEstimateCalls } from "./api";
import type { EstimateView } from "./estimate-view";
import { scheduleVisitsSchema, type ScheduleConflict } from "./estimate.schema";
import { TimeSelect } from "./row-inputs";
import { conflictsOf, ScheduleConflicts } from "./schedule-conflicts";

const FAILED = "Failed to schedule the visits. Please try again later.";

export function ScheduleVisitsDialog({
  estimate,
  timeSlots,
  onClose,
  onScheduled,
}: {
  /** The estimate being scheduled; none while the dialog is closed. */
  estimate: EstimateView | null;
  /** The business day's slots ("09:00".."17:00"). */
  timeSlots: readonly string[];
  onClose: () => void;
  onScheduled: () => void;
}) {
  return (
    <Dialog
      open={estimate !== null}
      onClose={onClose}
      title="Schedule visits"
      description={
        estimate
          ? `${estimate.title}, estimate ${estimateNumber(estimate)} for ${estimate.customer.name}`
          : undefined
      }
    >
      {estimate && (
        <VisitsForm estimate={estimate} timeSlots={timeSlots} onCancel={onClose} onScheduled={onScheduled} />
      )}
    </Dialog>
  );
}

function VisitsForm({
  estimate,
  timeSlots,
  onCancel,
  onScheduled,
}: {
  estimate: EstimateView;
  timeSlots: readonly string[];
  onCancel: () => void;
  onScheduled: () => void;
}) {
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  // The visits the business's rules would not take, as the server listed them.
  const [warned, setWarned] = useState<ScheduleConflict[] | null>(null);
  const form = useZodForm(scheduleVisitsSchema, {
    defaultValues: { visits: [{ date: "", time: "" }], notes: "" },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "visits" });
  const errors = form.formState.errors;
  const listError = errors.visits?.root?.message ?? errors.visits?.message;
  const listErrorId = useId();
  const today = businessToday();
  const save = useMutation({
    mutationFn: (body: z.output<typeof scheduleVisitsSchema>) =>
      adminEstimateCalls.scheduleVisits({ params: { id: estimate.id }, body }),
    onSuccess: () => {
      onScheduled();
      toast({
        title: "Visits scheduled",
        description: `Estimate ${estimateNumber(estimate)} is on the calendar.`,
      });
    },
    onError: (error) => {
      const conflicts = conflictsOf(error);
      if (conflicts) {
        setWarned(conflicts);
        return;
      }
      setWarned(null);
      const onFields = applyServerErrors(form, error);
      const message = failureMessage(error, FAILED);
      if (!onFields) setFailure(message);
      toast({ title: "Error", description: message, variant: "destructive" });
    },
  });
  const send = (confirmOutsideHours: boolean) =>
    form.handleSubmit((input) => {
      setFailure(null);
      if (!confirmOutsideHours) setWarned(null);
      save.mutate(confirmOutsideHours ? { ...input, confirmOutsideHours } : input);
    });
  // "Schedule anyway" sends the form as it is now, with the owner's consent to the warnings.
  const submit = send(false);

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <ol className="space-y-3">
        {fields.map((field, index) => (
          <li
            key={field.id}
            className="grid grid-cols-2 items-start gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"
          >
            <LineInput
              label="Date"
              accessibleName={`Visit ${index + 1} date`}
              type="date"
              min={today}
              error={errors.visits?.[index]?.date?.message}
              {...form.register(`visits.${index}.date`)}
            />
            <TimeSelect
              accessibleName={`Visit ${index + 1} time`}
              slots={timeSlots}
              error={errors.visits?.[index]?.time?.message}
              {...form.register(`visits.${index}.time`)}
            />
            <button
              type="button"
              className={`${buttonStyles("ghost", "sm")} col-span-2 justify-self-end sm:col-span-1 sm:mt-6`}
              disabled={fields.length === 1}
              onClick={() => remove(index)}
              aria-label={`Remove visit ${index + 1}`}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      <FieldError id={listErrorId} error={listError} />
      <button
        type="button"
        className={buttonStyles("outline", "sm")}
        onClick={() => append({ date: "", time: "" })}
      >
        Add another day
      </button>
      <TextAreaField
        label="Notes"
        hint="For the crew; each visit's details show them."
        error={errors.notes?.message}
        {...form.register("notes")}
      />
      {failure && (
        <p
          role="alert"
          className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {failure}
        </p>
      )}
      {warned && (
        <ScheduleConflicts conflicts={warned} busy={save.isPending} onConfirm={() => void send(true)()} />
      )}
      <ItemFormButtons busy={save.isPending} submitLabel="Save visits" onCancel={onCancel} />
    </form>
  );
}
