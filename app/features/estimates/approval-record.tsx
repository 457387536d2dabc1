/**
 * What the customer signed, as the approval record keeps it (docs/decisions/0018-estimates.md): the name
 * typed, when, from where, with which browser, the optional lines chosen, and the SHA-256 of the estimate
 * exactly as their page showed it. Client-safe.
 */
import { RuledListSection } from "~/components/ui/ruled-list-section";
import { formatMoney } from "~/lib/money";
import { formatInstant } from "./admin-estimate";
import type { EstimateView } from "./estimate-view";

type Approval = NonNullable<EstimateView["approval"]>;

export function ApprovalRecord({ approval, lines }: { approval: Approval; lines: EstimateView["lines"] }) {
  const chosen = lines.filter((line) => approval.optionalLineIds.includes(line.id));
  const row = "grid gap-1 py-1.5 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-3";
  const term = "font-medium text-slate-700 dark:text-slate-300";
  return (
    <RuledListSection title="Approval record" list="dl" titleClassName="text-base font-semibold">
      <div className={row}>
        <dt className={term}>Signed name</dt>
        <dd>{approval.signedName}</dd>
      </div>
      <div className={row}>
        <dt className={term}>Signed</dt>
        <dd>{formatInstant(approval.signedAt)} (Central Time)</dd>
      </div>
      <div className={row}>
        <dt className={term}>IP address</dt>
        <dd className="font-mono break-all">{approval.ipAddress}</dd>
      </div>
      <div className={row}>
        <dt className={term}>Browser (user agent)</dt>
        <dd className="break-all">{approval.userAgent}</dd>
      </div>
      <div className={row}>
        <dt className={term}>SHA-256 of the estimate</dt>
        <dd className="font-mono text-xs break-all">{approval.contentHash}</dd>
      </div>
      <div className={row}>
        <dt className={term}>Optional lines chosen</dt>
        <dd>{chosen.length === 0 ? "None" : chosen.map((line) => line.description).join("; ")}</dd>
      </div>
      <div className={row}>
        <dt className={term}>Total approved</dt>
        <dd className="tabular-nums">{formatMoney(approval.total)}</dd>
      </div>
      <div className={row}>
        <dt className={term}>Deposit</dt>
        <dd className="tabular-nums">
          {formatMoney(approval.depositDue)} · {approval.paid ? "Paid" : "Not paid"}
        </dd>
      </div>
    </RuledListSection>
  );
}
