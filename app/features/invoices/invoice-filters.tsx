/** The Invoices section's status filter (a status, or Overdue) and search, kept in the URL by the tab. Client-safe. */
import { StatusFilterBar, type StatusFilterState } from "~/components/ui/status-filter-bar";
import { INVOICE_STATUS_LABELS, INVOICE_STATUSES } from "~/lib/vocabulary";

const STATUS_CHOICES = [
  ...INVOICE_STATUSES.map((value) => ({ value, label: INVOICE_STATUS_LABELS[value] })),
  // Not a status: sent and unpaid past the due date.
  { value: "overdue", label: "Overdue" },
];

export function InvoiceFilters(props: StatusFilterState) {
  return (
    <StatusFilterBar
      label="Filter invoices"
      searchLabel="Search invoices"
      searchPlaceholder="Customer, email or number"
      statuses={STATUS_CHOICES}
      {...props}
    />
  );
}
