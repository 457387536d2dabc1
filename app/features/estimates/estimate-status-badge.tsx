/** An estimate's status as a badge: the words carry the status, the colour only repeats it. Client-safe. */
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { ESTIMATE_STATUS_LABELS, type EstimateStatus } from "~/lib/vocabulary";

const TONES: Record<EstimateStatus, BadgeTone> = {
  draft: "grey",
  sent: "blue",
  viewed: "blue",
  approved: "green",
  declined: "red",
  changes_requested: "yellow",
  expired: "grey",
  scheduled: "green",
};

/** A revision that was replaced by a newer one reads "Replaced", whatever its status was. */
export function EstimateStatusBadge({ status, superseded }: { status: EstimateStatus; superseded: boolean }) {
  if (superseded) return <Badge tone="grey">Replaced</Badge>;
  return <Badge tone={TONES[status]}>{ESTIMATE_STATUS_LABELS[status]}</Badge>;
}
