/** The Estimates tab's status filter and search, kept in the URL by the tab. Client-safe. */
import { StatusFilterBar, type StatusFilterState } from "~/components/ui/status-filter-bar";
import { ESTIMATE_STATUSES, ESTIMATE_STATUS_LABELS } from "~/lib/vocabulary";

const STATUS_CHOICES = ESTIMATE_STATUSES.map((value) => ({ value, label: ESTIMATE_STATUS_LABELS[value] }));

export function EstimateFilters(props: StatusFilterState) {
  return (
    <StatusFilterBar
      label="Filter estimates"
      searchLabel="Search estimates"
      searchPlaceholder="Customer, email or title"
      statuses={STATUS_CHOICES}
      {...props}
    />
  );
}
