/**
 * The Settings tab's "Days off": the upcoming holidays and vacations (no visits can be booked on them), each
 * with its note and Delete, and a form to add one. Client-safe.
 */
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { buttonStyles } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { SubmitButton, TextField } from "~/components/ui/form-field";
import { registerField } from "~/components/ui/register-field";
import { TitledSection } from "~/components/ui/titled-section";
import { useToast } from "~/components/ui/toast";
import { applyServerErrors, useZodForm } from "~/components/ui/use-zod-form";
import { formatLongDate } from "~/lib/dates";
import { adminAvailability } from "./admin-calls";
import type { DayOffRow } from "./admin-endpoints";
import { AffectedVisitsDialog, affectedVisitsOf } from "./affected-visits-dialog";
import { dayOffSchema, type AffectedVisit, type DayOffInput } from "./availability.schema";

const EMPTY = { startsOn: "", endsOn: "", note: "" };

function dayOffText({ startsOn, endsOn }: DayOffRow): string {
  return startsOn === endsOn
    ? formatLongDate(startsOn)
    : `${formatLongDate(startsOn)} through ${formatLongDate(endsOn)}`;
}

export function DaysOffSection({ daysOff }: { daysOff: DayOffRow[] }) {
  const revalidator = useRevalidator();
  const { toast } = useToast();
  const [deleting, setDeleting] = useState<DayOffRow>();
  // The visits booked on the day off being added, as the server listed them: the owner decides.
  const [affected, setAffected] = useState<AffectedVisit[] | null>(null);
  const form = useZodForm(dayOffSchema, { defaultValues: EMPTY });

  const add = useMutation({
    mutationFn: (body: DayOffInput) => adminAvailability.addDayOff({ body }),
    onSuccess: () => {
      setAffected(null);
      form.reset(EMPTY);
      void revalidator.revalidate();
      toast({ title: "Day off added" });
    },
    onError: (error) => {
      const visits = affectedVisitsOf(error);
      if (visits) return setAffected(visits);
      setAffected(null);
      applyServerErrors(form, error);
      toast({ title: "Error", description: "Failed to add the day off.", variant: "destructive" });
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => adminAvailability.removeDayOff({ params: { id } }),
    onSuccess: () => {
      setDeleting(undefined);
      void revalidator.revalidate();
      toast({ title: "Day off deleted" });
    },
    onError: () =>
      toast({ title: "Error", description: "Failed to delete the day off.", variant: "destructive" }),
  });
  const submit = form.handleSubmit((values) => add.mutate(values));
  const keep = form.handleSubmit((values) => add.mutate({ ...values, affectedVisits: "keep" }));

  return (
    <TitledSection
      title="Days off"
      intro="Holidays and vacations: no visits can be booked on these days."
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-700 dark:bg-slate-900"
      titleClassName="text-lg font-semibold"
      introClassName="text-sm text-slate-600 dark:text-slate-400"
    >
      {daysOff.length === 0 ? (
        <p className="text-sm">No upcoming days off.</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-700">
          {daysOff.map((day) => (
            <li key={day.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div>
                <p className="font-medium">{dayOffText(day)}</p>
                {day.note && <p className="text-sm text-slate-600 dark:text-slate-400">{day.note}</p>}
              </div>
              <button
                type="button"
                className={buttonStyles("outline", "sm")}
                aria-label={`Delete day off ${dayOffText(day)}`}
                onClick={() => setDeleting(day)}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={submit} aria-label="Add a day off" className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label="From" type="date" {...registerField(form, "startsOn")} />
          <TextField label="Through" type="date" {...registerField(form, "endsOn")} />
          <TextField label="Note" placeholder="e.g. Thanksgiving" {...registerField(form, "note")} />
        </div>
        <SubmitButton busy={add.isPending} busyLabel="Adding...">
          Add day off
        </SubmitButton>
      </form>
      <AffectedVisitsDialog
        visits={affected}
        busy={add.isPending}
        onKeep={() => void keep()}
        onClose={() => setAffected(null)}
      />
      <ConfirmDialog
        open={Boolean(deleting)}
        description={
          deleting ? `Delete the day off ${dayOffText(deleting)}? Visits can be booked on it again.` : ""
        }
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onCancel={() => setDeleting(undefined)}
      />
    </TitledSection>
  );
}
