import { Link } from "react-router";
import { buttonStyles } from "~/components/ui/button";
import { PhotoThumbnails } from "~/components/ui/photo-thumbnails";
import { estimateParts } from "~/lib/calculator-pricing";
import { formatMoney } from "~/lib/money";
import { ESTIMATE_STATUS_LABELS } from "~/lib/vocabulary";
import type { InboxEstimate, InboxItem } from "./inbox";

/** "Instant estimate: Kitchen remodel · 120 sq ft · Premium · $27,000.00": what the visitor's calculator said. */
export function instantEstimateText({ projectType, size, option, total }: InboxEstimate): string {
  return `Instant estimate: ${[...estimateParts(projectType, size, option), formatMoney(total)].join(" · ")}`;
}

/** A quote request's photos as thumbnails, each opening the full image in a new tab. */
export function QuotePhotos({ photos, from }: { photos: readonly string[]; from: string }) {
  return (
    <PhotoThumbnails
      photos={photos}
      label="Photos"
      altOf={(index) => `Photo ${index + 1} of the quote request from ${from}`}
      size={96}
      className="mt-3"
    />
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

/** The estimate written from the request ("Estimate #12 rev 2 · Sent"), opening it in the Estimates tab. */
export function MadeEstimateLink({ estimate }: { estimate: NonNullable<InboxItem["madeEstimate"]> }) {
  const number =
    estimate.revision > 1 ? `#${estimate.number} rev ${estimate.revision}` : `#${estimate.number}`;
  return (
    <Link to={`/admin?tab=estimates&estimate=${estimate.id}`} className={buttonStyles("primary", "sm")}>
      Estimate {number} · {ESTIMATE_STATUS_LABELS[estimate.status]}
    </Link>
  );
}
