/**
 * An estimate's payment schedule (docs/estimates.md): besides the deposit due on approval, up to ten
 * milestones, each a percentage of the approved total or a fixed amount, due on a date or on completion; the
 * balance after them is due on completion. The amounts are worked out by app/lib/payment-schedule.ts.
 * Client-safe.
 */
import { z } from "zod";
import { businessToday, formatLongDate } from "~/lib/dates";
import { scheduleCents, type ScheduleCents, type ScheduleShare } from "~/lib/payment-schedule";
import { moneyText } from "~/lib/priced-lines";
import { isCalendarDate, requiredText } from "~/lib/text-fields";
import { DEPOSIT_KINDS, MILESTONE_DUES, type MilestoneDue } from "~/lib/vocabulary";
import { estimateSums, hundredths, type PricedLine } from "./estimate-totals";

export const MAX_MILESTONES = 10;
export const SCHEDULE_TOO_LARGE = "The payment schedule cannot exceed the estimate's total";
export const MILESTONE_VALUE = "Please enter an amount above 0 with at most two decimals, like 40 or 2500.00";
export const MILESTONE_DATE = "Please choose the date this payment is due";
export const PAST_MILESTONE = "A payment cannot be due in the past";
/** Said at approval when the total approved cannot carry the schedule (409). */
export const SCHEDULE_OVER_TOTAL =
  "This estimate's payment schedule is more than its total. Please contact us for a revised estimate.";

export const milestoneSchema = z
  .object({
    name: requiredText({ min: 1, max: 100, message: "Please name this payment", label: "Name" }),
    kind: z.enum(DEPOSIT_KINDS, { error: "Please choose a percentage or a fixed amount" }),
    value: moneyText(MILESTONE_VALUE).refine((value) => Number(value) > 0, MILESTONE_VALUE),
    due: z.enum(MILESTONE_DUES, { error: "Please choose when this payment is due" }),
    /** yyyy-MM-dd when due on a date; ignored otherwise. */
    date: z.string().nullish(),
  })
  .superRefine((milestone, ctx) => {
    if (milestone.kind === "percent" && Number(milestone.value) > 100)
      ctx.addIssue({ code: "custom", path: ["value"], message: "A percentage must be at most 100" });
    if (milestone.due !== "on_date") return;
    const date = milestone.date?.trim() ?? "";
    if (!isCalendarDate(date)) ctx.addIssue({ code: "custom", path: ["date"], message: MILESTONE_DATE });
    else if (date < businessToday())
      ctx.addIssue({ code: "custom", path: ["date"], message: PAST_MILESTONE });
  })
  .transform((milestone) => ({
    ...milestone,
    date: milestone.due === "on_date" ? (milestone.date?.trim() ?? null) : null,
  }));

export const milestonesField = z
  .array(milestoneSchema, { error: "Please list the payments" })
  .max(MAX_MILESTONES, `A payment schedule has at most ${MAX_MILESTONES} payments`)
  .default([]);

export type MilestoneBody = z.output<typeof milestoneSchema>;

/**
 * How far the deposit and the milestones pass the smallest total the customer can approve (the required
 * lines), in cents; 0 when they fit. A value that is not a number yet counts as nothing: it has its own
 * message.
 */
export function scheduleOverCents(
  lines: readonly PricedLine[],
  deposit: ScheduleShare,
  milestones: readonly ScheduleShare[],
): number {
  const counted = (share: ScheduleShare) => Number.isFinite(hundredths(share.value));
  if (!Array.isArray(milestones) || !counted(deposit)) return 0;
  const shares = milestones.filter(counted);
  const { requiredCents } = estimateSums(lines, { kind: "percent", value: "0" });
  return scheduleCents(requiredCents, deposit, shares).overCents;
}

/** A milestone as the pages, the PDF and the signed content read it. */
export interface ScheduledMilestone {
  name: string;
  kind: ScheduleShare["kind"];
  value: string;
  due: MilestoneDue;
  date: string | null;
}

/** The schedule's amounts for `totalCents`: the deposit, each milestone and the balance on completion. */
export const scheduleOf = (
  view: { deposit: ScheduleShare; milestones: readonly ScheduledMilestone[] },
  totalCents: number,
): ScheduleCents => scheduleCents(totalCents, view.deposit, view.milestones);

/** "due September 18, 2026" or "due on completion". */
export const milestoneDueText = (milestone: Pick<ScheduledMilestone, "due" | "date">) =>
  milestone.due === "on_date" && milestone.date
    ? `due ${formatLongDate(milestone.date)}`
    : "due on completion";

/** "40% of the total" or "fixed amount": how a milestone's amount is worked out. */
export const milestoneShareText = (milestone: Pick<ScheduledMilestone, "kind" | "value">) =>
  milestone.kind === "percent" ? `${Number(milestone.value)}% of the total` : "fixed amount";
