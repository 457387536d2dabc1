/**
 * The Estimates tab (docs/estimates.md): every revision, filtered and paginated by the server; one opened by
 * `estimate=<id>` (the links in mails point there); a new one started blank or from a quote request
 * (`quote=<id>`, the inbox's "Create estimate"). Client-safe.
 */
import { useState } from "react";
import { useRevalidator } from "react-router";
import { Dialog } from "~/components/ui/dialog";
import { ListToolbar } from "~/components/ui/list-toolbar";
import { PaginationFooter } from "~/components/ui/pagination-footer";
import { useToast } from "~/components/ui/toast";
import { useSearchBox, useUrlState } from "~/lib/use-url-state";
import type { Page } from "~/lib/vocabulary";
import type { EstimateDefaults } from "./admin-endpoints";
import {
  blankEstimate,
  estimateNumber,
  estimateValues,
  type CatalogService,
  type QuotePrefill,
} from "./admin-estimate";
import { EstimateActions } from "./estimate-actions";
import { EstimateDetail } from "./estimate-detail";
import { EstimateEditor, type EditorTarget } from "./estimate-editor";
import { EstimateFilters } from "./estimate-filters";
import type { AdminEstimateView } from "./estimate-job-view";
import { EstimateList } from "./estimate-list";
import type { EstimateListItem, EstimateView } from "./estimate-view";
import { ScheduleVisitsDialog } from "./schedule-visits-dialog";

export interface EstimatesTabProps {
  page: Page<EstimateListItem>;
  /** The estimate of `estimate=<id>`; null when none is asked for or it does not exist (`missing`). */
  opened: AdminEstimateView | null;
  /** The quote request of `quote=<id>` as a new estimate's values. */
  quote: QuotePrefill | null;
  missing: { estimate: boolean; quote: boolean };
  catalog: CatalogService[];
  defaults: EstimateDefaults;
  timeSlots: readonly string[];
}

export default function AdminEstimatesTab(props: EstimatesTabProps) {
  const { page, opened, quote, missing, catalog, defaults, timeSlots } = props;
  const revalidator = useRevalidator();
  const { toast } = useToast();
  const { params, set } = useUrlState();
  const [search, setSearch] = useSearchBox(params, set);
  const [editing, setEditing] = useState<EditorTarget | null>(null);
  const [scheduling, setScheduling] = useState<EstimateView | null>(null);
  const q = params.get("q")?.trim();

  // Shown as soon as the URL names it (closing does not wait for the next page's data).
  const shown = opened && params.get("estimate") === String(opened.id) ? opened : null;
  const fromQuote: EditorTarget | null =
    quote && params.get("quote")
      ? {
          title: "New estimate",
          initial: quote.values,
          request: { details: quote.details, photos: quote.photos },
        }
      : null;
  const editor = editing ?? fromQuote;
  const openHref = (id: number) => {
    const next = new URLSearchParams(params);
    next.set("estimate", String(id));
    next.delete("quote");
    return `?${next}`;
  };
  const closeEditor = () => {
    setEditing(null);
    if (params.get("quote")) set({ quote: null });
  };
  const onSaved = (saved: EstimateView, created: boolean) => {
    setEditing(null);
    toast({
      title: created ? "Estimate created" : "Estimate saved",
      description: `Draft ${estimateNumber(saved)} is saved.`,
    });
    if (created) set({ estimate: saved.id, quote: null });
    else void revalidator.revalidate();
  };

  return (
    <div className="space-y-4">
      <ListToolbar
        filters={
          <EstimateFilters
            status={params.get("status") ?? ""}
            search={search}
            onStatus={(status) => set({ status, page: null })}
            onSearch={setSearch}
          />
        }
        createLabel="Create estimate"
        onCreate={() => setEditing({ title: "New estimate", initial: blankEstimate(defaults) })}
      />
      {(missing.estimate || missing.quote) && (
        <p
          role="status"
          className="rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          {missing.estimate
            ? "That estimate was not found; it may have been deleted."
            : "That quote request was not found; it may have been deleted."}
        </p>
      )}
      {page.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:text-slate-300">
          {q || params.get("status") ? "No estimates match." : "No estimates yet."}
        </p>
      ) : (
        <EstimateList estimates={page.items} openHref={openHref} />
      )}
      <PaginationFooter label="Estimate pages" list={page} />
      <Dialog
        open={shown !== null}
        onClose={() => set({ estimate: null })}
        title={shown ? `Estimate ${estimateNumber(shown)}` : "Estimate"}
        size="lg"
      >
        {shown && (
          <EstimateDetail
            estimate={shown}
            openHref={openHref}
            actions={
              <EstimateActions
                key={shown.id}
                estimate={shown}
                onEdit={() =>
                  setEditing({
                    id: shown.id,
                    title: `Edit estimate ${estimateNumber(shown)}`,
                    initial: estimateValues(shown),
                  })
                }
                onSchedule={() => setScheduling(shown)}
                onChanged={(openId) => (openId ? set({ estimate: openId }) : void revalidator.revalidate())}
                onDeleted={() => set({ estimate: null })}
              />
            }
          />
        )}
      </Dialog>
      <EstimateEditor target={editor} catalog={catalog} onClose={closeEditor} onSaved={onSaved} />
      <ScheduleVisitsDialog
        estimate={scheduling}
        timeSlots={timeSlots}
        onClose={() => setScheduling(null)}
        onScheduled={() => {
          setScheduling(null);
          void revalidator.revalidate();
        }}
      />
    </div>
  );
}
