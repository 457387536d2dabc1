/**
 * An invoice's status as a badge, with "Payment processing" while a bank payment is on its way and
 * "Overdue" when it is past its due date: the words carry the status, the colour only repeats it.
 * Client-safe.
 */
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { INVOICE_STATUS_LABELS, type InvoiceStatus } from "~/lib/vocabulary";

const TONES: Record<InvoiceStatus, BadgeTone> = {
  draft: "grey",
  sent: "blue",
  viewed: "blue",
  partially_paid: "yellow",
  paid: "green",
  void: "grey",
};

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
      <Badge tone={TONES[status]}>{INVOICE_STATUS_LABELS[status]}</Badge>
      {processing && <Badge tone="yellow">Payment processing</Badge>}
      {overdue && <Badge tone="red">Overdue</Badge>}
    </span>
  );
}

/** "INV-2026-0001", or "Draft" before it is sent (a draft has no number). */
export const invoiceNumber = (invoice: { number: string | null }) => invoice.number ?? "Draft";

/** The invoice's name out of its table: "Invoice INV-2026-0001", or "Draft invoice for Rosa Jimenez". */
export const invoiceName = (invoice: { number: string | null; customer: { name: string } }) =>
  invoice.number ? `Invoice ${invoice.number}` : `Draft invoice for ${invoice.customer.name}`;
