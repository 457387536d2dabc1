import { OPEN_STATUSES, type AppointmentStatus } from "~/lib/appointment-lifecycle";
import { isPastSlot } from "~/lib/dates";
import type { Appointment } from "./appointment";

export type ProjectTab = "upcoming" | "completed" | "cancelled";

/**
 * The tabs of My Projects, which statuses each holds, and what it says when empty. "Upcoming Projects" holds
 * the open visits (isOpen of appointment-lifecycle.ts), whatever their date, so that a visit still awaiting
 * its confirmation or payment is always in reach of its customer (docs/appointments.md).
 */
export const PROJECT_TABS: readonly {
  value: ProjectTab;
  label: string;
  statuses: readonly AppointmentStatus[];
  empty: string;
}[] = [
  {
    value: "upcoming",
    label: "Upcoming Projects",
    statuses: OPEN_STATUSES,
    empty: "You don't have any upcoming projects",
  },
  {
    value: "completed",
    label: "Completed",
    statuses: ["completed"],
    empty: "You don't have any completed projects yet",
  },
  {
    value: "cancelled",
    label: "Cancelled",
    statuses: ["cancelled"],
    empty: "You don't have any cancelled projects",
  },
];

/** Newest visit first: by date, then time, descending. */
function byVisitDescending(a: Pick<Appointment, "date" | "time">, b: Pick<Appointment, "date" | "time">) {
  return `${b.date} ${b.time}`.localeCompare(`${a.date} ${a.time}`);
}

/**
 * Upcoming Projects' order: the visits still ahead soonest first (the next one is what the customer looks
 * for), then those whose time has passed, latest first.
 */
function byNextVisit(now: Date) {
  return (a: Pick<Appointment, "date" | "time">, b: Pick<Appointment, "date" | "time">) => {
    const aPast = isPastSlot(a.date, a.time, now);
    const bPast = isPastSlot(b.date, b.time, now);
    if (aPast !== bPast) return aPast ? 1 : -1;
    return aPast ? byVisitDescending(a, b) : byVisitDescending(b, a);
  };
}

/** The appointments of each tab: upcoming soonest first (past ones after), the others newest visit first. */
export function groupByTab<T extends Pick<Appointment, "status" | "date" | "time">>(
  appointments: readonly T[],
  now: Date = new Date(),
): Record<ProjectTab, T[]> {
  const groups: Record<ProjectTab, T[]> = { upcoming: [], completed: [], cancelled: [] };
  for (const tab of PROJECT_TABS) {
    groups[tab.value] = appointments
      .filter((appointment) => tab.statuses.includes(appointment.status))
      .sort(tab.value === "upcoming" ? byNextVisit(now) : byVisitDescending);
  }
  return groups;
}

export { isCancellable } from "~/lib/appointment-lifecycle";
