/** The Estimates tab's status filter and search, kept in the URL by the tab. Client-safe. */
import { useId } from "react";
import { ESTIMATE_STATUSES, ESTIMATE_STATUS_LABELS } from "~/lib/vocabulary";

const control =
  "mt-1 block h-10 w-full rounded-md border border-slate-500 bg-white px-2 text-base sm:text-sm dark:bg-slate-950";

export function EstimateFilters({
  status,
  search,
  onStatus,
  onSearch,
}: {
  status: string;
  search: string;
  onStatus: (status: string) => void;
  onSearch: (text: string) => void;
}) {
  const id = useId();
  return (
    <div
      role="search"
      aria-label="Filter estimates"
      className="grid flex-1 gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]"
    >
      <div className="text-sm font-medium">
        <label htmlFor={`${id}-search`}>Search estimates</label>
        <input
          id={`${id}-search`}
          type="search"
          placeholder="Customer, email or title"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          className={control}
        />
      </div>
      <div className="text-sm font-medium">
        <label htmlFor={`${id}-status`}>Status</label>
        <select
          id={`${id}-status`}
          value={status}
          onChange={(event) => onStatus(event.target.value)}
          className={control}
        >
          <option value="">All statuses</option>
          {ESTIMATE_STATUSES.map((value) => (
            <option key={value} value={value}>
              {ESTIMATE_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
