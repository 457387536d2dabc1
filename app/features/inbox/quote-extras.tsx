import { Link } from "react-router";
import { buttonStyles } from "~/components/ui/button";
import { ResponsiveImage, useServedImageUrl } from "~/components/ui/responsive-image";
import { estimateParts } from "~/lib/calculator-pricing";
import { formatMoney } from "~/lib/money";
import type { InboxEstimate } from "./inbox";

/** "Instant estimate: Kitchen remodel · 120 sq ft · Premium · $27,000.00": what the visitor's calculator said. */
export function instantEstimateText({ projectType, size, option, total }: InboxEstimate): string {
  return `Instant estimate: ${[...estimateParts(projectType, size, option), formatMoney(total)].join(" · ")}`;
}

/** A quote request's photos as thumbnails, each opening the full image in a new tab. */
export function QuotePhotos({ photos, from }: { photos: readonly string[]; from: string }) {
  if (photos.length === 0) return null;
  return (
    <ul aria-label="Photos" className="mt-3 flex flex-wrap gap-2">
      {photos.map((url, index) => (
        <li key={url}>
          <PhotoLink url={url} alt={`Photo ${index + 1} of the quote request from ${from}`} />
        </li>
      ))}
    </ul>
  );
}

function PhotoLink({ url, alt }: { url: string; alt: string }) {
  return (
    <a
      href={useServedImageUrl(url)}
      target="_blank"
      rel="noopener noreferrer"
      className="block rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
    >
      <ResponsiveImage
        src={url}
        alt={alt}
        width={96}
        height={96}
        sizes="96px"
        className="h-24 w-24 rounded-md border border-slate-200 object-cover dark:border-slate-700"
      />
    </a>
  );
}

/** Starts a new estimate from the request (the Estimates tab reads `quote`). */
export function CreateEstimateLink({ quoteId }: { quoteId: number }) {
  return (
    <Link to={`/admin?tab=estimates&quote=${quoteId}`} className={buttonStyles("primary", "sm")}>
      Create estimate
    </Link>
  );
}
