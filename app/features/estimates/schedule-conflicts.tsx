/**
 * The business's rules bind the owner as warnings: the visits the server said break them (a closed day, a
 * day off, outside the hours, over another visit), in words, and "Schedule anyway?". Client-safe.
 */
import { RuleWarnings } from "~/components/ui/rule-warnings";
import { ApiError } from "~/lib/api-client";
import { scheduleConflictsSchema, type ScheduleConflict } from "./estimate.schema";

/** The conflicts of a 409 from scheduling visits, or null when the call failed otherwise. */
export function conflictsOf(error: unknown): ScheduleConflict[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = scheduleConflictsSchema.safeParse(error.body);
  return parsed.success && parsed.data.conflicts.length > 0 ? parsed.data.conflicts : null;
}

export function ScheduleConflicts({
  conflicts,
  busy,
  onConfirm,
}: {
  conflicts: ScheduleConflict[];
  busy: boolean;
  onConfirm: () => void;
}) {
  return (
    <RuleWarnings
      id="schedule-conflicts-title"
      title="These visits break the business's rules"
      question="Schedule anyway?"
      warnings={conflicts}
      busy={busy}
      confirmLabel="Schedule anyway"
      busyLabel="Scheduling..."
      onConfirm={onConfirm}
    />
  );
}
