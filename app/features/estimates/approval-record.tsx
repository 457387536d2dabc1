/**
 * What the customer signed, as the approval record keeps it (docs/decisions/0018-estimates.md): the name
 * typed, when, from where, with which browser, the optional lines chosen, and the SHA-256 of the estimate
 * exactly as their page showed it. Client-safe.
 */
import { SignatureRecord, SignedFact } from "~/components/ui/signature-record";
import { formatMoney } from "~/lib/money";
import type { EstimateView } from "./estimate-view";

type Approval = NonNullable<EstimateView["approval"]>;

export function ApprovalRecord({ approval, lines }: { approval: Approval; lines: EstimateView["lines"] }) {
  const chosen = lines.filter((line) => approval.optionalLineIds.includes(line.id));
  return (
    <SignatureRecord
      title="Approval record"
      document="estimate"
      signature={{ ...approval, name: approval.signedName }}
    >
      <SignedFact term="Optional lines chosen">
        {chosen.length === 0 ? "None" : chosen.map((line) => line.description).join("; ")}
      </SignedFact>
      <SignedFact term="Total approved" className="tabular-nums">
        {formatMoney(approval.total)}
      </SignedFact>
      <SignedFact term="Deposit" className="tabular-nums">
        {formatMoney(approval.depositDue)} · {approval.paid ? "Paid" : "Not paid"}
      </SignedFact>
    </SignatureRecord>
  );
}
