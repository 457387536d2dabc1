/**
 * The top of the customer's change order: who it is from, which change order of which estimate, its title,
 * for whom, until when it can be approved, and its PDF. Client-safe.
 */
import { BusinessContact, DownloadPdfLink } from "~/components/ui/document-sections";
import { formatLongDate } from "~/lib/dates";
import { changeOrderName } from "./change-order-labels";
import type { PublicChangeOrderView } from "./change-order-view";

export function ChangeOrderHeading({ view, pdfHref }: { view: PublicChangeOrderView; pdfHref: string }) {
  return (
    <header className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-accent-400">
            {changeOrderName(view)}
          </p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-balance break-words sm:text-3xl">
            {view.title}
          </h1>
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            A change to estimate #{view.estimate.number}:{" "}
            <span className="font-semibold">{view.estimate.title}</span>
          </p>
          <p className="text-slate-700 dark:text-slate-300">
            Prepared for <span className="font-semibold">{view.customer.name}</span>
          </p>
          {view.validUntil && (
            <p className="text-slate-700 dark:text-slate-300">
              Valid until {formatLongDate(view.validUntil)}
            </p>
          )}
        </div>
        <DownloadPdfLink href={pdfHref} focusRing />
      </div>
      <BusinessContact business={view.business} />
    </header>
  );
}
