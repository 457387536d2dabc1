/**
 * A day off over booked visits: the visits it would fall on, each with a link to move it (the visit's own
 * reschedule, in a new tab so that this list stays), and the choice to keep them and add the day off
 * anyway. Client-safe.
 */
import { buttonStyles } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { ApiError } from "~/lib/api-client";
import { formatTime12h, formatWeekdayDate } from "~/lib/dates";
import { affectedVisitsSchema, type AffectedVisit } from "./availability.schema";

/** The visits of a 409 from adding a day off, or null when the call failed otherwise. */
export function affectedVisitsOf(error: unknown): AffectedVisit[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = affectedVisitsSchema.safeParse(error.body);
  return parsed.success && parsed.data.visits.length > 0 ? parsed.data.visits : null;
}

export function AffectedVisitsDialog({
  visits,
  busy,
  onKeep,
  onClose,
}: {
  visits: AffectedVisit[] | null;
  busy: boolean;
  onKeep: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={visits !== null}
      onClose={onClose}
      title="Visits are booked on these days"
      description="Keep them and add the day off, or move each visit to another day first; its customer is told."
    >
      <ul className="mb-5 divide-y divide-slate-200 text-sm dark:divide-slate-700">
        {visits?.map((visit) => (
          <li key={visit.appointmentId} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div>
              <p className="font-medium">
                {formatWeekdayDate(visit.date)} at {formatTime12h(visit.time)}
              </p>
              <p className="text-slate-600 dark:text-slate-300">
                {visit.customer}, {visit.service}
              </p>
            </div>
            <a
              href={`/my-projects/${visit.appointmentId}?action=reschedule`}
              target="_blank"
              rel="noopener"
              className={buttonStyles("outline", "sm")}
            >
              Move<span className="sr-only"> the visit of {visit.customer} (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} className={buttonStyles("outline")}>
          Cancel
        </button>
        <button type="button" onClick={onKeep} disabled={busy} className={buttonStyles("primary")}>
          {busy ? "Adding..." : "Keep the visits and add the day off"}
        </button>
      </div>
    </Dialog>
  );
}
