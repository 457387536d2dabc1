/** The top of the customer's estimate: who it is from, which estimate, for whom, and its PDF. Client-safe. */
import { BusinessContact, DownloadPdfLink } from "~/components/ui/document-sections";
import { formatLongDate } from "~/lib/dates";
import type { PublicEstimateView } from "./estimate-view";

export const estimateLabel = (view: Pick<PublicEstimateView, "number" | "revision">) =>
  view.revision > 1 ? `Estimate #${view.number}, revision ${view.revision}` : `Estimate #${view.number}`;

export function EstimateHeading({ view, pdfHref }: { view: PublicEstimateView; pdfHref: string }) {
  return (
    <header className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-accent-400">
            {estimateLabel(view)}
          </p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-balance sm:text-3xl">{view.title}</h1>
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            Prepared for <span className="font-semibold">{view.customer.name}</span>
          </p>
          <p className="text-slate-700 dark:text-slate-300">Valid until {formatLongDate(view.validUntil)}</p>
        </div>
        <DownloadPdfLink href={pdfHref} />
      </div>
      <BusinessContact business={view.business} />
    </header>
  );
}
