/** The top of the customer's estimate: who it is from, which estimate, for whom, and its PDF. Client-safe. */
import { formatLongDate } from "~/lib/dates";
import { telHref } from "~/lib/tel-href";
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
        <a
          href={pdfHref}
          className="inline-flex h-11 items-center rounded-md border border-slate-400 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          Download PDF
        </a>
      </div>
      <BusinessContact business={view.business} />
    </header>
  );
}

/** Who the estimate is from, and how to reach them by phone or mail (each only when the business has one). */
function BusinessContact({ business }: { business: PublicEstimateView["business"] }) {
  return (
    <address className="rounded-lg bg-slate-50 px-4 py-3 text-sm not-italic dark:bg-slate-800/60">
      <span className="block font-semibold text-slate-900 dark:text-slate-100">From {business.name}</span>
      <span className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
        {business.phone && (
          <a
            href={telHref(business.phone)}
            className="font-medium text-brand-700 underline dark:text-accent-400"
          >
            {business.phone}
          </a>
        )}
        {business.email && (
          <a
            href={`mailto:${business.email}`}
            className="font-medium break-all text-brand-700 underline dark:text-accent-400"
          >
            {business.email}
          </a>
        )}
      </span>
    </address>
  );
}
