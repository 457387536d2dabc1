/**
 * "Add to calendar": downloads the visit's .ics file (the confirmation mail's invitation, as the visit is
 * now), which calendar apps open to add or update the event. Shown for visits still to come.
 */
import { isUpcoming } from "~/lib/appointment-lifecycle";
import { cn } from "~/lib/cn";
import type { Appointment } from "./appointment";
import { useVisitPageCalls } from "./visit-page-calls";

export function AddToCalendarLink({
  appointment,
  describes,
  className,
}: {
  appointment: Pick<Appointment, "id" | "status" | "date" | "time">;
  /** What the link is for, read by screen readers when several cards show one. */
  describes?: string;
  className?: string;
}) {
  const calls = useVisitPageCalls();
  if (appointment.status === "payment_pending" || !isUpcoming(appointment)) return null;
  return (
    <a
      href={calls.calendarHref(appointment.id)}
      download
      aria-label={describes ? `Add to calendar: ${describes}` : undefined}
      className={cn(
        "inline-flex h-10 items-center justify-center rounded-md border border-slate-300 px-4 text-sm font-semibold text-slate-800 transition-colors hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800",
        className,
      )}
    >
      Add to calendar
    </a>
  );
}
