import { useState } from "react";
import { buttonStyles } from "~/components/ui/button";
import type { Appointment } from "./appointment";
import { isCancellable } from "./appointment-status";
import { CancelButton } from "./cancel-button";
import { isChangeableOnline, latePolicyMessage } from "./cancellation";
import type { SupportContact } from "./contact-support";
import { RescheduleDialog } from "./reschedule-dialog";
import { PhoneNote, WorkDayNote } from "./work-day";

/**
 * What the customer may do with an open visit (docs/appointments.md): outside the cancellation window,
 * Reschedule and Cancel Appointment; inside it, the late-cancellation policy with the business's phone
 * (the server refuses both then anyway); for a work day of an estimate's job, always the phone (the
 * business's to change). Nothing for a visit that is not pending or confirmed.
 */
export function VisitActions({
  appointment,
  support,
  cancelling,
  onCancel,
  describes,
  rescheduleOpen,
  onRescheduleOpenChange,
}: {
  appointment: Appointment;
  support: Pick<SupportContact, "phone" | "phoneHref">;
  cancelling: boolean;
  onCancel: () => void;
  /** What is being changed, read after the buttons' text when several visits are on the page. */
  describes?: string;
  /** The reschedule dialog's state, when the page opens it itself (the reminder's link). */
  rescheduleOpen?: boolean;
  onRescheduleOpenChange?: (open: boolean) => void;
}) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = rescheduleOpen ?? ownOpen;
  const setOpen = onRescheduleOpenChange ?? setOwnOpen;
  if (!isCancellable(appointment.status)) return null;
  if (appointment.estimate) return <WorkDayNote support={support} />;
  if (!isChangeableOnline(appointment, appointment.cancelWindowHours, new Date())) {
    return <LatePolicy hours={appointment.cancelWindowHours} support={support} />;
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={describes ? `Reschedule: ${describes}` : undefined}
        className={buttonStyles("outline")}
      >
        Reschedule
      </button>
      <CancelButton busy={cancelling} onCancel={onCancel} describes={describes} />
      <RescheduleDialog appointment={appointment} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** The policy inside the window, its phone number a link to call. */
export function LatePolicy({
  hours,
  support,
}: {
  hours: number;
  support: Pick<SupportContact, "phone" | "phoneHref">;
}) {
  return <PhoneNote message={latePolicyMessage(hours, support.phone)} support={support} />;
}
