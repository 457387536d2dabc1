import { useId } from "react";
import { filterControl, SearchBox } from "~/components/ui/search-box";
import { FIRST_CALENDAR_DATE } from "~/lib/text-fields";
import { APPOINTMENT_STATUSES, APPOINTMENT_STATUS_LABELS } from "~/lib/vocabulary";
import { APPOINTMENT_SORTS } from "./appointment-labels";

export interface Filters {
  status: string;
  from: string;
  to: string;
  q: string;
  sort: string;
}

/** Status, visit dates from/to (inclusive), a search over name, email, phone and service, and the order. */
export function AppointmentFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (filters: Filters) => void;
}) {
  const set = (key: keyof Filters, value: string) => onChange({ ...filters, [key]: value });
  const id = useId();
  return (
    <div role="search" aria-label="Filter appointments" className="grid grid-cols-2 gap-3 lg:grid-cols-6">
      <SearchBox
        className="col-span-2"
        label="Search"
        placeholder="Name, email, phone or service"
        value={filters.q}
        onChange={(text) => set("q", text)}
      />
      <div className="text-sm font-medium">
        <label htmlFor={`${id}-status`}>Status</label>
        <select
          id={`${id}-status`}
          className={filterControl}
          value={filters.status}
          onChange={(e) => set("status", e.target.value)}
        >
          <option value="">All statuses</option>
          {APPOINTMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {APPOINTMENT_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="text-sm font-medium">
        <label htmlFor={`${id}-from`}>From</label>
        <input
          id={`${id}-from`}
          type="date"
          className={filterControl}
          value={filters.from}
          min={FIRST_CALENDAR_DATE}
          max={filters.to || undefined}
          onChange={(e) => set("from", e.target.value)}
        />
      </div>
      <div className="text-sm font-medium">
        <label htmlFor={`${id}-to`}>To</label>
        <input
          id={`${id}-to`}
          type="date"
          className={filterControl}
          value={filters.to}
          min={filters.from || FIRST_CALENDAR_DATE}
          onChange={(e) => set("to", e.target.value)}
        />
      </div>
      <div className="text-sm font-medium">
        <label htmlFor={`${id}-sort`}>Sort by</label>
        <select
          id={`${id}-sort`}
          className={filterControl}
          value={filters.sort}
          onChange={(e) => set("sort", e.target.value)}
        >
          {APPOINTMENT_SORTS.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
