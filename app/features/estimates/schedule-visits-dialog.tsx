/**
 * Scheduling an approved estimate's work, or the work an approved change order of its job adds: one or more
 * days, each at a time slot of the business's day. The visits take their slots as bookings do, all or none; a
 * slot taken meanwhile is said here and every value stays. The Jobs section opens it for a change order
 * (`VisitsDialog`). Client-safe.
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
import { ApiError, failureMessage } from "~/lib/api-client";
import { businessToday } from "~/lib/dates";
import { estimateNumber } from "./admin-estimate";
import { adminEstimateCalls } from "./api";
import type { EstimateView } from "./estimate-view";
import { MAX_VISITS, scheduleVisitsSchema, type ScheduleConflict } from "./estimate.schema";
import { TimeSelect } from "./row-inputs";
import { conflictsOf, ScheduleConflicts } from "./schedule-conflicts";

const FAILED = "Failed to schedule the visits. Please try again later.";

/** The work the dialog schedules: an estimate's, or a change order's of the estimate's job. */
export interface VisitsToSchedule {
  estimateId: number;
  /** Under the title: "Kitchen refresh, estimate #12 for Dana Whit". */
  description: string;
  /** What the toast says is on the calendar: "Estimate #12", "Change order CO-2". */
  name: string;
  /** The job's approved change order whose added work the visits are; none for the estimate's own. */
  changeOrderId?: number;
  /** How many visits the form starts with (a change order's days added); one when not said. */
  count?: number;
}

interface DialogProps {
  /** The business day's slots ("09:00".."17:00"). */
  timeSlots: readonly string[];
  onClose: () => void;
  onScheduled: () => void;
}

export function ScheduleVisitsDialog({
  estimate,
  ...props
}: DialogProps & {
  /** The estimate being scheduled; none while the dialog is closed. */
  estimate: EstimateView | null;
}) {
  const work = estimate && {
    estimateId: estimate.id,
    description: `${estimate.title}, estimate ${estimateNumber(estimate)} for ${estimate.customer.name}`,
    name: `Estimate ${estimateNumber(estimate)}`,
  };
  return <VisitsDialog work={work} {...props} />;
}

export function VisitsDialog({
  work,
  timeSlots,
  onClose,
  onScheduled,
}: DialogProps & {
  /** What is being scheduled; none while the dialog is closed. */
  work: VisitsToSchedule | null;
}) {
  return (
    <Dialog open={work !== null} onClose={onClose} title="Schedule visits" description={work?.description}>
      {work && <VisitsForm work={work} timeSlots={timeSlots} onCancel={onClose} onScheduled={onScheduled} />}
    </Dialog>
  );
}

/** The form starts with one empty row a visit, at most as many as one request takes. */
const emptyVisits = (count = 1) =>
  Array.from({ length: Math.min(Math.max(count, 1), MAX_VISITS) }, () => ({ date: "", time: "" }));

function VisitsForm({
  work,
  timeSlots,
  onCancel,
  onScheduled,
}: {
  work: VisitsToSchedule;
  timeSlots: readonly string[];
  onCancel: () => void;
  onScheduled: () => void;
}) {
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  // The visits the business's rules would not take, as the server listed them.
  const [warned, setWarned] = useState<ScheduleConflict[] | null>(null);
  const form = useZodForm(scheduleVisitsSchema, {
    defaultValues: { visits: emptyVisits(work.count), notes: "" },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "visits" });
  const errors = form.formState.errors;
  const listError = errors.visits?.root?.message ?? errors.visits?.message;
  const listErrorId = useId();
  const today = businessToday();
  const save = useMutation({
    mutationFn: (body: z.output<typeof scheduleVisitsSchema>) =>
      adminEstimateCalls.scheduleVisits({
        params: { id: work.estimateId },
        body: { ...body, changeOrderId: work.changeOrderId },
      }),
    onSuccess: () => {
      onScheduled();
      toast({ title: "Visits scheduled", description: `${work.name} is on the calendar.` });
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
      // The change order is no field of the form: its refusal is said above the buttons.
      const workRefused = error instanceof ApiError ? error.fieldErrors.changeOrderId : undefined;
      if (workRefused || !onFields) setFailure(workRefused ?? message);
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
