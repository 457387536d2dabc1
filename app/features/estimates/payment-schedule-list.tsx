/**
 * The payment schedule as the customer's page and the back office read it: the deposit on approval, each
 * milestone with when it is due, and the balance on completion, all of `totalCents` (on the customer's page,
 * the total with the optional items ticked). Client-safe.
 */
import { fromCents } from "~/lib/deposit";
import { formatMoney } from "~/lib/money";
import type { PublicEstimateView } from "./estimate-view";
import { milestoneDueText, milestoneShareText, scheduleOf } from "./payment-schedule";

const money = (cents: number) => formatMoney(fromCents(cents));

export function PaymentScheduleList({
  view,
  totalCents,
}: {
  view: Pick<PublicEstimateView, "deposit" | "milestones">;
  totalCents: number;
}) {
  const schedule = scheduleOf(view, totalCents);
  const row = "flex items-baseline justify-between gap-4 py-1.5";
  return (
    <dl className="mt-3 divide-y divide-slate-200 dark:divide-slate-700" data-testid="payment-schedule">
      <div className={row}>
        <dt>Deposit on approval</dt>
        <dd className="font-semibold tabular-nums">{money(schedule.depositCents)}</dd>
      </div>
      {view.milestones.map((milestone, i) => (
        <div key={milestone.id} className={row}>
          <dt>
            {milestone.name} — {milestoneDueText(milestone)}
            <span className="block text-sm text-slate-600 dark:text-slate-400">
              {milestoneShareText(milestone)}
            </span>
          </dt>
          <dd className="font-semibold tabular-nums">{money(schedule.milestoneCents[i] ?? 0)}</dd>
        </div>
      ))}
      <div className={row}>
        <dt>Balance on completion</dt>
        <dd className="font-semibold tabular-nums">{money(schedule.completionCents)}</dd>
      </div>
    </dl>
  );
}
