/**
 * Moving a visit to another slot from the week calendar (docs/today.md): a date and a time of the slots'
 * grid. The server has the last word: a slot the business's rules would not take (a closed day, a day off,
 * outside the hours, over another visit) comes back as the list of reasons, and "Move anyway" sends it again
 * with the owner's consent. The customer is mailed the new time. Client-safe.
 */
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { buttonStyles } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { FormFailure, SelectField, SubmitButton, TextField } from "~/components/ui/form-field";
import { registerField } from "~/components/ui/register-field";
import { RuleWarnings } from "~/components/ui/rule-warnings";
import { useToast } from "~/components/ui/toast";
import { applyServerErrors, useZodForm } from "~/components/ui/use-zod-form";
import { ApiError, failureMessage } from "~/lib/api-client";
import { businessToday, formatTime12h, formatWeekdayDate } from "~/lib/dates";
import { TIME_SLOTS } from "~/lib/visit-slots";
import { adminVisitCalls } from "./api";
import type { TodayVisit } from "./today-view";
import {
  moveConflictsSchema,
  moveVisitSchema,
  type MoveConflict,
  type MoveVisitInput,
} from "./visit-steps.schema";

const FAILED = "Failed to move the visit. Please try again.";

/** The reasons of a 409 from a move, or null when it failed otherwise. */
function conflictsOf(error: unknown): MoveConflict[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = moveConflictsSchema.safeParse(error.body);
  return parsed.success && parsed.data.conflicts.length > 0 ? parsed.data.conflicts : null;
}

export function MoveVisitDialog({
  visit,
  onClose,
  onMoved,
}: {
  /** The visit being moved; null while none is. */
  visit: TodayVisit | null;
  onClose: () => void;
  onMoved: () => void;
}) {
  return (
    <Dialog
      open={visit !== null}
      onClose={onClose}
      title="Move visit"
      description={
        visit
          ? `${visit.customer.name}, now ${formatWeekdayDate(visit.date)} at ${formatTime12h(visit.time)}. The customer is emailed the new time.`
          : undefined
      }
    >
      {visit && <MoveForm key={visit.bookingId} visit={visit} onCancel={onClose} onMoved={onMoved} />}
    </Dialog>
  );
}

function MoveForm({
  visit,
  onCancel,
  onMoved,
}: {
  visit: TodayVisit;
  onCancel: () => void;
  onMoved: () => void;
}) {
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const [warned, setWarned] = useState<MoveConflict[] | null>(null);
  const form = useZodForm(moveVisitSchema, { defaultValues: { date: visit.date, time: visit.time } });
  const move = useMutation({
    mutationFn: (body: MoveVisitInput) =>
      adminVisitCalls.move({ params: { bookingId: visit.bookingId }, body }),
    onSuccess: (moved) => {
      toast({
        title: "Visit moved",
        description: `${visit.customer.name}'s visit is now on ${formatWeekdayDate(moved.date)} at ${formatTime12h(moved.time)}.`,
      });
      onMoved();
    },
    onError: (error) => {
      const conflicts = conflictsOf(error);
      setWarned(conflicts);
      if (conflicts) return;
      if (!applyServerErrors(form, error)) setFailure(failureMessage(error, FAILED));
    },
  });
  const send = (confirmOutsideHours: boolean) =>
    form.handleSubmit((input) => {
      setFailure(null);
      if (!confirmOutsideHours) setWarned(null);
      move.mutate(confirmOutsideHours ? { ...input, confirmOutsideHours } : input);
    });
  const times = TIME_SLOTS.includes(visit.time) ? TIME_SLOTS : [...TIME_SLOTS, visit.time].sort();

  return (
    <form noValidate onSubmit={send(false)} className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="New date" type="date" min={businessToday()} {...registerField(form, "date")} />
        <SelectField label="New time" {...registerField(form, "time")}>
          {times.map((time) => (
            <option key={time} value={time}>
              {formatTime12h(time)}
            </option>
          ))}
        </SelectField>
      </div>
      <FormFailure failure={failure} boxed />
      {warned && (
        <RuleWarnings
          id="move-conflicts-title"
          title="This time breaks the business's rules"
          warnings={warned}
          busy={move.isPending}
          confirmLabel="Move anyway"
          busyLabel="Moving..."
          onConfirm={() => void send(true)()}
        />
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={buttonStyles("outline")}>
          Keep it as it is
        </button>
        <SubmitButton busy={move.isPending} busyLabel="Moving...">
          Move visit
        </SubmitButton>
      </div>
    </form>
  );
}
