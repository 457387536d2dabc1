/**
 * The owner moves a visit to another slot from the week calendar (docs/today.md). The business's rules bind
 * the owner as warnings, as when scheduling a job's visits (schedule-estimate-visits.server.ts): a closed day,
 * a day off, outside the hours or over another visit is a 409 listing why until the owner confirms. The
 * customer's own rules (the cancellation window, the notice, the horizon) do not bind the owner. The move is
 * the customer's reschedule's (moveBooking: the appointments follow, the reminder is made again, the calendar
 * file's sequence grows) and the customer is mailed the new time with the updated calendar file.
 */
import type { z } from "zod";
import { moveBooking } from "~/features/appointments/visit-changes.server";
import { loadVisitRules, lockVisitRules } from "~/features/availability/availability.server";
import { ownerSlotWarning } from "~/features/availability/visit-rules";
import { PAST_TIME } from "~/features/booking/booking.server";
import { fullSlotHolders, lockSlot } from "~/features/booking/slots.server";
import type { MoveConflict, moveVisitSchema } from "~/features/today/visit-steps.schema";
import {
  lockBooking,
  VISIT_NOT_FOUND,
  visitState,
  VisitStateError,
} from "~/features/today/visit-steps.server";
import { isOpen } from "~/lib/appointment-lifecycle";
import { formatTime12h, isPastSlot } from "~/lib/dates";
import { DomainError, FIX_FIELDS, invalid, notFound } from "~/lib/domain-error";
import type { Db } from "~db/client.server";
import type { PaymentFlowDeps } from "./payment-flow-deps";
import { tellVisitMoved, type VisitMove } from "./visit-change-mail.server";

export const ONLY_OPEN_MOVED = "Only a visit still to come can be moved.";
export const MOVE_OUTSIDE_RULES =
  "That time falls on a day or at an hour the business does not take visits, or over another visit.";

/** Inside the transaction, under the rules' lock and the slot's: what the business's rules say of the slot. */
async function conflictsOf(tx: Db, date: string, time: string, now: Date): Promise<MoveConflict[]> {
  await lockVisitRules(tx, "book");
  const warning = ownerSlotWarning(await loadVisitRules(tx, now), date, time);
  const conflicts: MoveConflict[] = warning ? [{ date, time, reason: warning }] : [];
  await lockSlot(tx, date, time);
  for (const name of await fullSlotHolders(tx, date, time)) {
    conflicts.push({ date, time, reason: `Overlaps the visit of ${name} at ${formatTime12h(time)}` });
  }
  return conflicts;
}

/** Moves the visit of booking `bookingId` to `date` at `time`; answers its new slot. */
export async function moveVisitByOwner(
  deps: Pick<PaymentFlowDeps, "db" | "jobs" | "logger">,
  bookingId: number,
  { date, time, confirmOutsideHours }: z.output<typeof moveVisitSchema>,
  now = new Date(),
) {
  if (isPastSlot(date, time, now)) throw invalid(FIX_FIELDS, { time: PAST_TIME });
  let moved: VisitMove | undefined;
  await deps.db.transaction(async (tx) => {
    await lockBooking(tx, bookingId);
    const visit = await visitState(tx, bookingId);
    if (!visit) throw notFound(VISIT_NOT_FOUND);
    if (!isOpen(visit.status)) throw new VisitStateError(ONLY_OPEN_MOVED);
    if (visit.date === date && visit.time === time) return;
    const conflicts = await conflictsOf(tx, date, time, now);
    if (conflicts.length > 0 && !confirmOutsideHours) {
      throw new DomainError("conflict", MOVE_OUTSIDE_RULES, { body: { conflicts } });
    }
    const sequence = await moveBooking(tx, bookingId, date, time);
    moved = { bookingId, sequence, from: { date: visit.date, time: visit.time }, to: { date, time } };
  });
  // Told once committed: the customer's mail with the updated calendar file (the owner moved it: no alert).
  if (moved) await tellVisitMoved(deps, moved, false);
  return { bookingId, date, time };
}
