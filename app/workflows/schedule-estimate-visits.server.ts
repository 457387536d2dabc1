/**
 * From approval to job (docs/estimates.md): the business schedules an approved estimate's work as one or
 * more visits. Each takes its slot under the same lock and capacity as a booking; all of them or none. The
 * rules customers book by bind the owner as warnings (docs/calendar-and-reminders.md): a visit on a closed
 * day, a day off, outside the hours or over another visit is refused with the list of conflicts until the
 * owner confirms. A change order's added work is scheduled the same way, as visits of the job that carry the
 * change order and cost nothing of their own: invoices bill the change order.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import { loadVisitRules, lockVisitRules } from "~/features/availability/availability.server";
import { ownerSlotWarning } from "~/features/availability/visit-rules";
import { createScheduledVisit, PAST_TIME } from "~/features/booking/booking.server";
import { fullSlotHolders, lockSlot } from "~/features/booking/slots.server";
import { ChangeOrderStateError } from "~/features/change-orders/change-order-lifecycle.server";
import { findChangeOrder } from "~/features/change-orders/change-order-rows.server";
import {
  lockEstimate,
  EstimateStateError,
  markScheduled,
} from "~/features/estimates/estimate-lifecycle.server";
import { loadEstimate } from "~/features/estimates/estimate-queries.server";
import { estimateView } from "~/features/estimates/estimate-rows.server";
import { hundredths } from "~/features/estimates/estimate-totals";
import {
  NOT_A_CHANGE_ORDER_OF_JOB,
  type ScheduleConflict,
  type scheduleVisitsSchema,
} from "~/features/estimates/estimate.schema";
import { businessToday, formatTime12h, isPastSlot } from "~/lib/dates";
import { DomainError, invalid, FIX_FIELDS } from "~/lib/domain-error";
import { estimateVisitName } from "~/lib/estimate-visit-name";
import { changeOrderNumber } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { bookings } from "~db/schema";
import { tellEstimateScheduled } from "./estimate-notices.server";
import type { PaymentFlowDeps } from "./payment-flow-deps";

export const NOT_APPROVED = "Only an approved estimate can be scheduled.";
/** A change order that is not approved has no work to schedule yet (409). */
export const changeOrderNotApproved = (number: number) =>
  `Change order ${changeOrderNumber(number)} is not approved: only an approved change order's visits can be scheduled.`;
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

/** What the visits are for: the estimate's own work, or an approved change order of the job. */
interface VisitsWork {
  /** "Kitchen refresh (estimate #12)", "CO-2: Extra framing (estimate #12)". */
  serviceName: string;
  /** "estimate #12", "change order CO-2 (estimate #12)": each visit's details when no notes are given. */
  of: string;
  changeOrderId: number | null;
}

/** Inside the transaction: the work the request schedules; a change order must be this job's and approved. */
async function workOf(
  tx: Db,
  job: { id: number; number: number; title: string },
  changeOrderId: number | undefined,
): Promise<VisitsWork> {
  if (changeOrderId === undefined) {
    return {
      serviceName: estimateVisitName(job.title, job.number),
      of: `estimate #${job.number}`,
      changeOrderId: null,
    };
  }
  const order = await findChangeOrder(tx, changeOrderId);
  if (!order || order.estimateId !== job.id) {
    throw invalid(FIX_FIELDS, { changeOrderId: NOT_A_CHANGE_ORDER_OF_JOB });
  }
  // Approved is final: no lock is needed for it to stay so.
  if (order.status !== "approved") throw new ChangeOrderStateError(changeOrderNotApproved(order.number));
  const number = changeOrderNumber(order.number);
  return {
    serviceName: estimateVisitName(`${number}: ${order.title}`, job.number),
    of: `change order ${number} (estimate #${job.number})`,
    changeOrderId: order.id,
  };
}

/** Whether the estimate's own work has visits yet (a change order's visits are not the estimate's). */
async function hasOwnVisits(tx: Db, estimateId: number) {
  const count = await tx.$count(
    bookings,
    and(eq(bookings.estimateId, estimateId), isNull(bookings.changeOrderId)),
  );
  return count > 0;
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
    const work = await workOf(
      tx,
      { id: estimateId, number: row.number, title: row.title },
      input.changeOrderId,
    );
    const conflicts = await conflictsOf(tx, visits, now);
    if (conflicts.length > 0 && !input.confirmOutsideHours) {
      throw new DomainError("conflict", OUTSIDE_RULES, { body: { conflicts } });
    }
    // A change order's visits cost nothing: the change order is billed by invoices.
    const shareTotal = work.changeOrderId === null && !(await hasOwnVisits(tx, estimateId));
    const costs = shareTotal
      ? visitCosts(hundredths((await estimateView(tx, row, businessToday(now))).total), visits.length)
      : visits.map(() => 0);
    // Slots are claimed in time order, so two schedulers of overlapping days lock them in one order.
    for (const [i, visit] of visits.entries()) {
      await createScheduledVisit(tx, {
        customerId: row.customerId,
        name: row.customerName,
        email: row.customerEmail,
        phone: row.customerPhone,
        date: visit.date,
        time: visit.time,
        serviceName: work.serviceName,
        costCents: costs[i]!,
        details: input.notes || `Visit ${i + 1} of ${visits.length} for ${work.of}`,
        estimateId,
        changeOrderId: work.changeOrderId,
        overbook: input.confirmOutsideHours === true,
      });
    }
    // The estimate is scheduled once its own work is; a change order's visits leave it as it was.
    if (work.changeOrderId === null) await markScheduled(tx, estimateId);
  });
  await tellEstimateScheduled(deps, estimateId, now);
  return (await loadEstimate(deps.db, estimateId, now))!;
}
