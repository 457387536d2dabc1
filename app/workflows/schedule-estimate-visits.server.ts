/**
 * From approval to job (docs/estimates.md): the business schedules an approved estimate's work as one or
 * more visits. Each takes its slot under the same lock and capacity as a booking; all of them or none.
 */
import type { z } from "zod";
import { createScheduledVisit, PAST_TIME } from "~/features/booking/booking.server";
import {
  lockEstimate,
  EstimateStateError,
  markScheduled,
} from "~/features/estimates/estimate-lifecycle.server";
import { loadEstimate } from "~/features/estimates/estimate-queries.server";
import { estimateView } from "~/features/estimates/estimate-rows.server";
import { hundredths } from "~/features/estimates/estimate-totals";
import type { scheduleVisitsSchema } from "~/features/estimates/estimate.schema";
import { businessToday, isPastSlot } from "~/lib/dates";
import { invalid, FIX_FIELDS } from "~/lib/domain-error";
import { tellEstimateScheduled } from "./estimate-notices.server";
import type { PaymentFlowDeps } from "./payment-flow-deps";

export const NOT_APPROVED = "Only an approved estimate can be scheduled.";

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
        serviceName: `${row.title} (estimate #${row.number})`,
        costCents: costs[i]!,
        details: input.notes || `Visit ${i + 1} of ${visits.length} for estimate #${row.number}`,
        estimateId,
      });
    }
    await markScheduled(tx, estimateId);
  });
  await tellEstimateScheduled(deps, estimateId, now);
  return (await loadEstimate(deps.db, estimateId, now))!;
}
