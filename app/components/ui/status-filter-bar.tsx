/** A list's search box and status filter, as a section's list sets them in the URL. Client-safe. */
import { useId } from "react";
import { filterControl, SearchBox } from "./search-box";

/** What the list's URL holds, and how a change goes back to it. */
export interface StatusFilterState {
  status: string;
  search: string;
  onStatus: (status: string) => void;
  onSearch: (text: string) => void;
}

/** The search and status controls of a list: the wording and the statuses are the section's own. */
export function StatusFilterBar({
  label,
  searchLabel,
  searchPlaceholder,
  statuses,
  status,
  search,
  onStatus,
  onSearch,
}: {
  /** The search region's name: "Filter estimates". */
  label: string;
  searchLabel: string;
  searchPlaceholder: string;
  /** The choices after "All statuses", in order. */
  statuses: readonly { value: string; label: string }[];
} & StatusFilterState) {
  const id = useId();
  return (
    <div role="search" aria-label={label} className="grid flex-1 gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
      <SearchBox label={searchLabel} placeholder={searchPlaceholder} value={search} onChange={onSearch} />
      <div className="text-sm font-medium">
        <label htmlFor={`${id}-status`}>Status</label>
        <select
          id={`${id}-status`}
          value={status}
          onChange={(event) => onStatus(event.target.value)}
          className={filterControl}
        >
          <option value="">All statuses</option>
          {statuses.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
