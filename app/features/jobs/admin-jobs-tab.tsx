/**
 * The Jobs section (docs/jobs.md): every approved estimate's job, filtered by stage, searched and paginated
 * by the server; one job's page opened by `job=<estimateId>`, and on it one change order by
 * `changeOrder=<id>`. The change orders' own dialogs are the section's to draw (`changeOrderDialogs`), and so
 * is the scheduling of a change order's visits (`visitsDialog`): this feature lists them and says which is
 * open. Client-safe.
 */
import { useState, type ReactNode } from "react";
import { useRevalidator } from "react-router";
import { PaginationFooter } from "~/components/ui/pagination-footer";
import { EmptyList } from "~/components/ui/table";
import { useSearchBox, useUrlState } from "~/lib/use-url-state";
import type { Page } from "~/lib/vocabulary";
import type { JobChangeOrder } from "./job-change-orders";
import { JobFilters } from "./job-filters";
import { JobList } from "./job-list";
import { JobPage } from "./job-page";
import type { JobListItem, JobView } from "./job-view";

/** What the section draws for the change orders of the open job: the editor and a change order's panel. */
export interface ChangeOrderDialogsProps {
  job: JobView;
  /** The change order of `changeOrder=<id>`, or null. */
  openedId: number | null;
  /** The editor is open for a new change order. */
  creating: boolean;
  onCloseEditor: () => void;
  /** A new change order was saved: its panel opens. */
  onCreated: (id: number) => void;
  onClosePanel: () => void;
  /** Something changed on the job: its page reads it again. */
  onChanged: () => void;
}

/** What the section draws to schedule the visits an approved change order adds. */
export interface ChangeOrderVisitsProps {
  job: JobView;
  /** The change order whose visits are being scheduled; null while none is. */
  changeOrder: JobChangeOrder | null;
  onClose: () => void;
  /** The visits were scheduled: the dialog closes and the job's page reads them. */
  onScheduled: () => void;
}

export interface JobsTabProps {
  page: Page<JobListItem>;
  /** The job of `job=<estimateId>`; null when none is asked for or it is not a job (`missing`). */
  opened: JobView | null;
  missing: boolean;
  /** The settings send a completion invoice at once (else it is kept as a draft). */
  completionSentAtOnce: boolean;
  changeOrderDialogs: (props: ChangeOrderDialogsProps) => ReactNode;
  visitsDialog: (props: ChangeOrderVisitsProps) => ReactNode;
}

const notice =
  "rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100";

export default function AdminJobsTab({
  page,
  opened,
  missing,
  completionSentAtOnce,
  changeOrderDialogs,
  visitsDialog,
}: JobsTabProps) {
  const revalidator = useRevalidator();
  const { params, set } = useUrlState();
  const [search, setSearch] = useSearchBox(params, set);
  const [creating, setCreating] = useState(false);
  const [scheduling, setScheduling] = useState<JobChangeOrder | null>(null);
  const refresh = () => void revalidator.revalidate();

  // Shown as soon as the URL names it (going back to the list does not wait for the next page's data).
  const shown = opened && params.get("job") === String(opened.estimateId) ? opened : null;
  const withParams = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    return `?${next}`;
  };

  if (shown) {
    const openedId = Number(params.get("changeOrder")) || null;
    return (
      <>
        <JobPage
          job={shown}
          backHref={withParams({ job: null, changeOrder: null })}
          completionSentAtOnce={completionSentAtOnce}
          changeOrderHref={(id) => withParams({ changeOrder: String(id) })}
          onNewChangeOrder={() => setCreating(true)}
          onScheduleVisits={setScheduling}
          onChanged={refresh}
        />
        {changeOrderDialogs({
          job: shown,
          openedId,
          creating,
          onCloseEditor: () => setCreating(false),
          onCreated: (id) => {
            setCreating(false);
            set({ changeOrder: id });
          },
          onClosePanel: () => set({ changeOrder: null }),
          onChanged: refresh,
        })}
        {visitsDialog({
          job: shown,
          // Only a change order of the job shown: another job's page closes it.
          changeOrder: shown.changeOrders.find((order) => order.id === scheduling?.id) ?? null,
          onClose: () => setScheduling(null),
          onScheduled: () => {
            setScheduling(null);
            refresh();
          },
        })}
      </>
    );
  }

  const q = params.get("q")?.trim();
  return (
    <div className="space-y-4">
      <JobFilters
        params={params}
        search={search}
        onSearch={setSearch}
        onSearchNow={() => set({ q: search.trim(), page: null }, { replace: true })}
      />
      {missing && (
        <p role="status" className={notice}>
          That job was not found: its estimate may not be approved, or it was deleted.
        </p>
      )}
      {page.items.length === 0 ? (
        <EmptyList>
          {q || params.get("status")
            ? "No jobs match."
            : "No jobs yet. An estimate becomes a job when the customer approves it."}
        </EmptyList>
      ) : (
        <JobList jobs={page.items} openHref={(id) => withParams({ job: String(id), changeOrder: null })} />
      )}
      <PaginationFooter label="Job pages" list={page} />
    </div>
  );
}
