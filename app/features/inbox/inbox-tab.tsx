import { useMutation } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Link, useRevalidator } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonStyles } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { PaginationFooter } from "~/components/ui/pagination-footer";
import { TabList, tabId } from "~/components/ui/tab-list";
import { useToast } from "~/components/ui/toast";
import { formatInstantDate, formatLongDate, formatRelativeTime } from "~/lib/dates";
import { useUrlState } from "~/lib/use-url-state";
import type { InboxStatus, Page } from "~/lib/vocabulary";
import { inboxCalls } from "./api";
import type { InboxCounts, InboxItem, InboxView } from "./inbox";
import { CreateEstimateLink, instantEstimateText, MadeEstimateLink, QuotePhotos } from "./quote-extras";

const STATUS_FILTERS = [
  { value: "", label: "All" },
  { value: "new", label: "New" },
  { value: "handled", label: "Handled" },
] as const;

/**
 * Quote requests and contact messages, newest first: mark them handled (or new again) or delete them. The
 * text conversations are the third view, drawn by the page that composes this tab (`texts`).
 */
export default function InboxTab({
  kind,
  status,
  item: onlyItem,
  page,
  counts,
  textsUnread,
  texts,
}: {
  kind: InboxView;
  /** Both when absent. */
  status: InboxStatus | undefined;
  /** The one item shown alone (the address an owner alert links to), if any. */
  item: number | undefined;
  page: Page<InboxItem>;
  counts: InboxCounts;
  /** Texts from customers not read yet, for the Texts tab's label. */
  textsUnread: number;
  /** The text conversations, when they are the view shown. */
  texts?: ReactNode;
}) {
  const [deleting, setDeleting] = useState<InboxItem | null>(null);
  const { set } = useUrlState();
  const revalidator = useRevalidator();
  const { toast } = useToast();

  const update = useMutation({
    // A new item becomes handled, a handled one new again.
    mutationFn: (item: InboxItem) =>
      inboxCalls.update({
        params: { kind: item.kind, id: item.id },
        body: { status: item.status === "new" ? "handled" : "new" },
      }),
    onSuccess: (item) => {
      void revalidator.revalidate();
      toast({ title: item.status === "handled" ? "Marked as handled" : "Marked as new" });
    },
    onError: () =>
      toast({
        title: "Error",
        description: "Failed to update the item. Please try again later.",
        variant: "destructive",
      }),
  });
  const remove = useMutation({
    mutationFn: (item: InboxItem) => inboxCalls.remove({ params: { kind: item.kind, id: item.id } }),
    onSuccess: () => {
      setDeleting(null);
      void revalidator.revalidate();
      toast({ title: "Deleted", description: "The item has been deleted." });
    },
    onError: () =>
      toast({
        title: "Error",
        description: "Failed to delete the item. Please try again later.",
        variant: "destructive",
      }),
  });

  const kinds = [
    { value: "quotes", label: `Quote requests (${counts.quotes} new)` },
    { value: "messages", label: `Messages (${counts.messages} new)` },
    { value: "texts", label: `Texts (${textsUnread} unread)` },
  ];
  const tabs = (
    <TabList
      label="Inbox"
      idPrefix="inbox"
      panelId="inbox-panel"
      tabs={kinds}
      selected={kind}
      onSelect={(value) =>
        set({ kind: value === "quotes" ? null : value, page: null, item: null, customer: null })
      }
    />
  );
  if (kind === "texts") {
    return (
      <div className="space-y-4">
        {tabs}
        <div id="inbox-panel" role="tabpanel" aria-labelledby={tabId("inbox", kind)}>
          {texts}
        </div>
      </div>
    );
  }
  const items = page.items;
  return (
    <div className="space-y-4">
      {tabs}
      <div id="inbox-panel" role="tabpanel" aria-labelledby={tabId("inbox", kind)} className="space-y-3">
        <div className="flex items-center gap-2 text-sm">
          <label htmlFor="inbox-status">Show</label>
          <select
            id="inbox-status"
            value={status ?? ""}
            onChange={(event) => set({ status: event.target.value, page: null, item: null })}
            className="h-9 rounded-md border border-slate-500 bg-white px-2 dark:bg-slate-950"
          >
            {STATUS_FILTERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {onlyItem !== undefined && (
            <Link
              to={`?tab=inbox${kind === "quotes" ? "" : `&kind=${kind}`}`}
              className={`${buttonStyles("outline", "sm")} ml-auto`}
            >
              {kind === "quotes" ? "Show all quote requests" : "Show all messages"}
            </Link>
          )}
        </div>
        {items.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:text-slate-300">
            {kind === "quotes" ? "No quote requests." : "No messages."}
          </p>
        ) : (
          <ul className="space-y-3">
            {items.map((item) => (
              <li
                key={`${item.kind}-${item.id}`}
                className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
              >
                <article aria-label={`${item.title} from ${item.name}`}>
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="font-semibold">{item.title}</h2>
                    <Badge tone={item.status === "new" ? "blue" : "grey"}>
                      {item.status === "new" ? "New" : "Handled"}
                    </Badge>
                    <span
                      className="ml-auto text-xs text-slate-600 dark:text-slate-300"
                      title={formatInstantDate(item.createdAt)}
                      // Drawn by the server and again in the browser a moment later: the minute may have turned.
                      suppressHydrationWarning
                    >
                      {formatRelativeTime(item.createdAt)}
                    </span>
                  </div>
                  <p className="mt-1 text-sm">
                    {item.name} ·{" "}
                    <a className="underline" href={`mailto:${item.email}`}>
                      {item.email}
                    </a>{" "}
                    ·{" "}
                    <a className="underline" href={`tel:${item.phone.replace(/[^\d+]/g, "")}`}>
                      {item.phone}
                    </a>
                  </p>
                  {item.preferredDate && (
                    <p className="mt-1 text-sm">Preferred date: {formatLongDate(item.preferredDate)}</p>
                  )}
                  <p className="mt-2 text-sm whitespace-pre-line text-slate-700 dark:text-slate-200">
                    {item.body}
                  </p>
                  {item.estimate && (
                    <p className="mt-2 text-sm font-medium">{instantEstimateText(item.estimate)}</p>
                  )}
                  <QuotePhotos photos={item.photos} from={item.name} />
                  <div className="mt-3 flex flex-wrap gap-2">
                    {item.madeEstimate ? (
                      <MadeEstimateLink estimate={item.madeEstimate} />
                    ) : (
                      item.kind === "quotes" && <CreateEstimateLink quoteId={item.id} />
                    )}
                    <button
                      type="button"
                      className={buttonStyles("outline", "sm")}
                      onClick={() => update.mutate(item)}
                    >
                      {item.status === "new" ? "Mark as handled" : "Mark as new"}
                    </button>
                    <button
                      type="button"
                      className={buttonStyles("ghost", "sm")}
                      onClick={() => setDeleting(item)}
                    >
                      Delete
                    </button>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
        <PaginationFooter label="Inbox pages" list={page} />
      </div>
      <ConfirmDialog
        open={deleting !== null}
        description={`This action cannot be undone. This will permanently delete this ${deleting?.kind === "messages" ? "message" : "quote request"}.`}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </div>
  );
}
