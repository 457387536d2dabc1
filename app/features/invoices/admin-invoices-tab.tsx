/**
 * The Invoices section (docs/invoices.md): every invoice, filtered by status (or overdue), searched and
 * paginated by the server; one opened by `invoice=<id>`; a new one written in the editor. Client-safe.
 */
import { useState } from "react";
import { useRevalidator } from "react-router";
import { Dialog } from "~/components/ui/dialog";
import { ListToolbar } from "~/components/ui/list-toolbar";
import { PaginationFooter } from "~/components/ui/pagination-footer";
import { EmptyList } from "~/components/ui/table";
import { useToast } from "~/components/ui/toast";
import { useSearchBox, useUrlState } from "~/lib/use-url-state";
import type { InvoiceTerms, Page } from "~/lib/vocabulary";
import { ExportPanel } from "./export-panel";
import { InvoiceActions } from "./invoice-actions";
import { InvoiceDetail } from "./invoice-detail";
import { InvoiceEditor, type InvoiceEditorTarget } from "./invoice-editor";
import { blankInvoice, invoiceValues, type CatalogService } from "./invoice-editor-values";
import { InvoiceFilters } from "./invoice-filters";
import { InvoiceList } from "./invoice-list";
import { invoiceName } from "./invoice-names";
import type { AccountingExportView } from "./invoice-reports-view";
import type { InvoiceListItem, InvoiceView } from "./invoice-view";
import { RemindersSwitch, remindersApply } from "./reminders-switch";

export interface InvoicesTabProps {
  page: Page<InvoiceListItem>;
  /** The invoice of `invoice=<id>`; null when none is asked for or it does not exist (`missing`). */
  opened: InvoiceView | null;
  missing: boolean;
  catalog: CatalogService[];
  /** The terms a new invoice starts with (the settings'). */
  defaultTerms: InvoiceTerms;
  /** The latest accounting exports, newest first. */
  exports: AccountingExportView[];
}

export default function AdminInvoicesTab({
  page,
  opened,
  missing,
  catalog,
  defaultTerms,
  exports,
}: InvoicesTabProps) {
  const revalidator = useRevalidator();
  const { toast } = useToast();
  const { params, set } = useUrlState();
  const [search, setSearch] = useSearchBox(params, set);
  const [editing, setEditing] = useState<InvoiceEditorTarget | null>(null);
  const q = params.get("q")?.trim();
  const refresh = () => void revalidator.revalidate();

  // Shown as soon as the URL names it (closing does not wait for the next page's data).
  const shown = opened && params.get("invoice") === String(opened.id) ? opened : null;
  const openHref = (id: number) => {
    const next = new URLSearchParams(params);
    next.set("invoice", String(id));
    return `?${next}`;
  };
  const onSaved = (saved: InvoiceView, created: boolean) => {
    setEditing(null);
    toast({
      title: created ? "Invoice created" : "Invoice saved",
      description: `The draft invoice for ${saved.customer.name} is saved.`,
    });
    if (created) set({ invoice: saved.id });
    else refresh();
  };

  return (
    <div className="space-y-4">
      <ListToolbar
        filters={
          <InvoiceFilters
            status={params.get("status") ?? ""}
            search={search}
            onStatus={(status) => set({ status, page: null })}
            onSearch={setSearch}
          />
        }
        createLabel="Create invoice"
        onCreate={() => setEditing({ title: "New invoice", initial: blankInvoice(defaultTerms) })}
      />
      <ExportPanel exports={exports} />
      {missing && (
        <p
          role="status"
          className="rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          That invoice was not found; it may have been deleted.
        </p>
      )}
      {page.items.length === 0 ? (
        <EmptyList>{q || params.get("status") ? "No invoices match." : "No invoices yet."}</EmptyList>
      ) : (
        <InvoiceList invoices={page.items} openHref={openHref} />
      )}
      <PaginationFooter label="Invoice pages" list={page} />
      <Dialog
        open={shown !== null}
        onClose={() => set({ invoice: null })}
        title={shown ? invoiceName(shown) : "Invoice"}
        size="lg"
      >
        {shown && (
          <InvoiceDetail
            invoice={shown}
            reminders={
              remindersApply(shown) && (
                <RemindersSwitch
                  key={`${shown.id}-${shown.remindersOff}`}
                  invoice={shown}
                  onChanged={refresh}
                />
              )
            }
            onRefunded={refresh}
            actions={
              <InvoiceActions
                key={shown.id}
                invoice={shown}
                onEdit={() =>
                  setEditing({
                    id: shown.id,
                    title: "Edit draft invoice",
                    initial: invoiceValues(shown),
                  })
                }
                onChanged={refresh}
                onDeleted={() => set({ invoice: null })}
              />
            }
          />
        )}
      </Dialog>
      <InvoiceEditor target={editing} catalog={catalog} onClose={() => setEditing(null)} onSaved={onSaved} />
    </div>
  );
}
