/** A visit's status in words, on a colour of its own: the colour helps, the words say it. Client-safe. */
import { Badge, type BadgeTone } from "~/components/ui/badge";
import type { AppointmentStatus } from "~/lib/appointment-lifecycle";
import { APPOINTMENT_STATUS_LABELS } from "~/lib/vocabulary";

export const VISIT_STATUS_TONES: Record<AppointmentStatus, BadgeTone> = {
  pending: "yellow",
  payment_pending: "yellow",
  confirmed: "blue",
  completed: "green",
  cancelled: "red",
};

export function VisitStatusBadge({ status }: { status: AppointmentStatus }) {
  return <Badge tone={VISIT_STATUS_TONES[status]}>{APPOINTMENT_STATUS_LABELS[status]}</Badge>;
}
