/**
 * The Jobs section's search and status filter. Both work before and without the page's script: the search
 * is a GET form to the section, and each status is a link that keeps the search. With the script, the search
 * follows what is typed (useSearchBox) and a link is a client navigation. Client-safe.
 */
import { Link } from "react-router";
import { SearchBox } from "~/components/ui/search-box";
import { cn } from "~/lib/cn";
import { JOB_STAGE_LABELS, JOB_STAGES } from "~/lib/vocabulary";

const STATUS_CHOICES = [
  { value: "", label: "All" },
  ...JOB_STAGES.map((value) => ({ value, label: JOB_STAGE_LABELS[value] })),
];

const pill =
  "inline-flex h-10 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors";
const chosen =
  "border-brand-700 bg-brand-700 text-white dark:border-accent-400 dark:bg-accent-500 dark:text-slate-950";
const other =
  "border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800";

/** The list's address with another status: back to the first page, no job open. */
export function statusHref(params: URLSearchParams, status: string) {
  const next = new URLSearchParams(params);
  next.set("tab", "jobs");
  for (const name of ["page", "job", "changeOrder"]) next.delete(name);
  if (status) next.set("status", status);
  else next.delete("status");
  return `?${next}`;
}

export function JobFilters({
  params,
  search,
  onSearch,
  onSearchNow,
}: {
  /** The list's address (its status, search and page). */
  params: URLSearchParams;
  /** What the search box shows. */
  search: string;
  onSearch: (text: string) => void;
  /** Enter in the search box: the list follows at once rather than after the pause. */
  onSearchNow: () => void;
}) {
  const status = params.get("status") ?? "";
  return (
    <div className="space-y-3">
      <form
        method="get"
        action="/admin"
        role="search"
        aria-label="Search jobs"
        onSubmit={(event) => {
          event.preventDefault();
          onSearchNow();
        }}
      >
        <input type="hidden" name="tab" value="jobs" />
        {status && <input type="hidden" name="status" value={status} />}
        <SearchBox
          name="q"
          label="Search jobs"
          placeholder="Customer, title or number"
          value={search}
          onChange={onSearch}
          className="sm:max-w-md"
        />
      </form>
      <nav aria-label="Job status">
        <ul className="flex flex-wrap gap-2">
          {STATUS_CHOICES.map((choice) => (
            <li key={choice.value}>
              <Link
                to={statusHref(params, choice.value)}
                preventScrollReset
                aria-current={status === choice.value ? "page" : undefined}
                className={cn(pill, status === choice.value ? chosen : other)}
              >
                {choice.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
