/**
 * From approval to job (docs/estimates.md): the business schedules an approved estimate's work as one or
 * more visits. Each takes its slot under the same lock and capacity as a booking; all of them or none. The
 * rules customers book by bind the owner as warnings (docs/calendar-and-reminders.md): a visit on a closed
 * day, a day off, outside the hours or over another visit is refused with the list of conflicts until the
 * owner confirms.
 */
import type { z } from "zod";
import { loadVisitRules, lockVisitRules } from "~/features/availability/availability.server";
import { ownerSlotWarning } from "~/features/availability/visit-rules";
import { createScheduledVisit, PAST_TIME } from "~/features/booking/booking.server";
import { fullSlotHolders, lockSlot } from "~/features/booking/slots.server";
import {
  lockEstimate,
  EstimateStateError,
  markScheduled,
} from "~/features/estimates/estimate-lifecycle.server";
import { loadEstimate } from "~/features/estimates/estimate-queries.server";
import { estimateView } from "~/features/estimates/estimate-rows.server";
import { hundredths } from "~/features/estimates/estimate-totals";
import type { ScheduleConflict, scheduleVisitsSchema } from "~/features/estimates/estimate.schema";
import { businessToday, formatTime12h, isPastSlot } from "~/lib/dates";
import { DomainError, invalid, FIX_FIELDS } from "~/lib/domain-error";
import { estimateVisitName } from "~/lib/estimate-visit-name";
import type { Db } from "~db/client.server";
import { tellEstimateScheduled } from "./estimate-notices.server";
import type { PaymentFlowDeps } from "./payment-flow-deps";

export const NOT_APPROVED = "Only an approved estimate can be scheduled.";
export const OUTSIDE_RULES =
  "Some visits fall on a day or at a time the business does not take visits, or over another visit.";

/**
 * Inside the transaction, under the rules' lock and each slot's: what the business's rules say of each
 * visit, in time order; several reasons for one slot are listed apart.
 */
async function conflictsOf(
  tx: Db,
  visits: readonly { date: string; time: string }[],
  now: Date,
): Promise<ScheduleConflict[]> {
  await lockVisitRules(tx, "book");
  const rules = await loadVisitRules(tx, now);
  const conflicts: ScheduleConflict[] = [];
  for (const { date, time } of visits) {
    const warning = ownerSlotWarning(rules, date, time);
    if (warning) conflicts.push({ date, time, reason: warning });
    await lockSlot(tx, date, time);
    for (const name of await fullSlotHolders(tx, date, time)) {
      conflicts.push({ date, time, reason: `Overlaps the visit of ${name} at ${formatTime12h(time)}` });
    }
  }
  return conflicts;
}

/**
 * Splits the job's total over its first visits in whole cents (the first takes the remainder), so that the
 * appointments add up to what the customer approved; visits added later carry no amount of their own.
 */
export function visitCosts(totalCents: number, count: number): number[] {
  const share = Math.floor(totalCents / count);
  return Array.from({ length: count }, (_, i) => (i === 0 ? totalCents - share * (count - 1) : share));
}

export async function scheduleEstimateVisits(
  deps: Pick<PaymentFlowDeps, "db" | "jobs" | "logger">,
  estimateId: number,
  input: z.output<typeof scheduleVisitsSchema>,
  now = new Date(),
) {
  const visits = [...input.visits].sort((a, b) => `${a.date}T${a.time}`.localeCompare(`${b.date}T${b.time}`));
  const past = input.visits.findIndex((v) => isPastSlot(v.date, v.time, now));
  if (past >= 0) throw invalid(FIX_FIELDS, { [`visits.${past}.time`]: PAST_TIME });
  await deps.db.transaction(async (tx) => {
    const row = await lockEstimate(tx, estimateId);
    if (row.status !== "approved" && row.status !== "scheduled") throw new EstimateStateError(NOT_APPROVED);
    const view = await estimateView(tx, row, businessToday(now));
    const conflicts = await conflictsOf(tx, visits, now);
    if (conflicts.length > 0 && !input.confirmOutsideHours) {
      throw new DomainError("conflict", OUTSIDE_RULES, { body: { conflicts } });
    }
    const costs =
      view.visits.length === 0 ? visitCosts(hundredths(view.total), visits.length) : visits.map(() => 0);
    // Slots are claimed in time order, so two schedulers of overlapping days lock them in one order.
    for (const [i, visit] of visits.entries()) {
      await createScheduledVisit(tx, {
        customerId: row.customerId,
        name: row.customerName,
        email: row.customerEmail,
        phone: row.customerPhone,
        date: visit.date,
        time: visit.time,
        serviceName: estimateVisitName(row.title, row.number),
        costCents: costs[i]!,
        details: input.notes || `Visit ${i + 1} of ${visits.length} for estimate #${row.number}`,
        estimateId,
        overbook: input.confirmOutsideHours === true,
      });
    }
    await markScheduled(tx, estimateId);
  });
  await tellEstimateScheduled(deps, estimateId, now);
  return (await loadEstimate(deps.db, estimateId, now))!;
}
