/**
 * Where a record stands, as a badge: an estimate's status ("Replaced" for a revision a newer one replaced),
 * a change order's, a job's stage, an invoice's status (with "Payment processing" while a bank payment is on
 * its way and "Overdue" past its due date). The words (app/lib/vocabulary.ts) carry the status, the colour
 * only repeats it. Client-safe.
 */
import {
  CHANGE_ORDER_STATUS_LABELS,
  ESTIMATE_STATUS_LABELS,
  INVOICE_STATUS_LABELS,
  JOB_STAGE_LABELS,
  type ChangeOrderStatus,
  type EstimateStatus,
  type InvoiceStatus,
  type JobStage,
} from "~/lib/vocabulary";
import { Badge, type BadgeTone } from "./badge";

const ESTIMATE_TONES: Record<EstimateStatus, BadgeTone> = {
  draft: "grey",
  sent: "blue",
  viewed: "blue",
  approved: "green",
  declined: "red",
  changes_requested: "yellow",
  expired: "grey",
  scheduled: "green",
};

const CHANGE_ORDER_TONES: Record<ChangeOrderStatus, BadgeTone> = {
  draft: "grey",
  sent: "blue",
  viewed: "blue",
  approved: "green",
  declined: "red",
  expired: "grey",
};

const JOB_TONES: Record<JobStage, BadgeTone> = {
  scheduled: "blue",
  in_progress: "yellow",
  completed: "green",
  closed: "grey",
};

const INVOICE_TONES: Record<InvoiceStatus, BadgeTone> = {
  draft: "grey",
  sent: "blue",
  viewed: "blue",
  partially_paid: "yellow",
  paid: "green",
  void: "grey",
};

/** A revision that was replaced by a newer one reads "Replaced", whatever its status was. */
export function EstimateStatusBadge({ status, superseded }: { status: EstimateStatus; superseded: boolean }) {
  if (superseded) return <Badge tone="grey">Replaced</Badge>;
  return <Badge tone={ESTIMATE_TONES[status]}>{ESTIMATE_STATUS_LABELS[status]}</Badge>;
}

export function ChangeOrderStatusBadge({ status }: { status: ChangeOrderStatus }) {
  return <Badge tone={CHANGE_ORDER_TONES[status]}>{CHANGE_ORDER_STATUS_LABELS[status]}</Badge>;
}

export function JobStageBadge({ status }: { status: JobStage }) {
  return <Badge tone={JOB_TONES[status]}>{JOB_STAGE_LABELS[status]}</Badge>;
}

export function InvoiceStatusBadges({
  status,
  overdue,
  processing = false,
}: {
  status: InvoiceStatus;
  overdue: boolean;
  /** A bank payment of it is on its way (not counted as paid yet). */
  processing?: boolean;
}) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge tone={INVOICE_TONES[status]}>{INVOICE_STATUS_LABELS[status]}</Badge>
      {processing && <Badge tone="yellow">Payment processing</Badge>}
      {overdue && <Badge tone="red">Overdue</Badge>}
    </span>
  );
}
