/** What the customer wrote and sent with their quote request, beside the estimate made from it. Client-safe. */
import { EstimatePhotos } from "./estimate-photos";

export function RequestReference({ details, photos }: { details: string; photos: string[] }) {
  return (
    <section
      aria-label="From the quote request"
      className="space-y-2 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60"
    >
      <h3 className="font-semibold">From the quote request</h3>
      {details && <p className="whitespace-pre-line text-slate-700 dark:text-slate-200">{details}</p>}
      {photos.length > 0 && (
        <>
          <EstimatePhotos photos={photos} label="Request photos" />
          <p className="text-xs text-slate-600 dark:text-slate-300">
            These photos are added to the estimate.
          </p>
        </>
      )}
    </section>
  );
}
