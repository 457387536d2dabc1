import type { ReactNode } from "react";
import { useRevalidator } from "react-router";
import { JobVisitActionsContext, type JobVisitActions } from "~/features/jobs/job-visit-actions";
import { VisitSteps } from "~/features/today/visit-steps";
import type { AppointmentStatus } from "~/lib/appointment-lifecycle";
import { formatTime12h, formatWeekdayDate } from "~/lib/dates";

/**
 * A job's visits on its page get the on-site steps of the today feature (docs/today.md): on my way, start
 * and complete, while the visit is still to do and the job not closed.
 */
const visitSteps =
  (onChanged: () => void): JobVisitActions =>
  (visit, job) => {
    if (job.closedAt !== null) return null;
    const label = `${job.customer.name} on ${formatWeekdayDate(visit.date)} at ${formatTime12h(visit.time)}`;
    return (
      <div className="w-full">
        <VisitSteps
          visit={{ ...visit, status: visit.status as AppointmentStatus, estimateId: job.estimateId }}
          label={label}
          onChanged={onChanged}
        />
      </div>
    );
  };

export function JobVisitSteps({ children }: { children: ReactNode }) {
  const revalidator = useRevalidator();
  return (
    <JobVisitActionsContext.Provider value={visitSteps(() => void revalidator.revalidate())}>
      {children}
    </JobVisitActionsContext.Provider>
  );
}
