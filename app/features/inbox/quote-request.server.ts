/** One quote request with its photos and instant estimate, as a new estimate starts from it. */
import { asc, eq } from "drizzle-orm";
import { estimateDescription } from "~/lib/calculator-pricing";
import type { Db } from "~db/client.server";
import { quoteRequestPhotos, quoteRequests } from "~db/schema";

export interface QuoteRequestDetails {
  id: number;
  name: string;
  email: string;
  phone: string;
  serviceType: string;
  details: string;
  /** yyyy-MM-dd. */
  preferredDate: string;
  /** The photos' URLs, in the order they were sent. */
  photos: string[];
  estimate: {
    projectType: string;
    size: number;
    option: string;
    /** What the server priced it at when the request came in (a decimal string). */
    total: string;
    /** The calculator's words for it, e.g. "Kitchen remodel, 120 sq ft, Premium". */
    summary: string;
  } | null;
}

export async function loadQuoteRequest(db: Db, id: number): Promise<QuoteRequestDetails | undefined> {
  const [row] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
  if (!row) return undefined;
  const photos = await db
    .select({ url: quoteRequestPhotos.url })
    .from(quoteRequestPhotos)
    .where(eq(quoteRequestPhotos.quoteRequestId, id))
    .orderBy(asc(quoteRequestPhotos.position));
  const { estimateProjectType: projectType, estimateSize: size, estimateOption: option } = row;
  const total = row.estimateTotal;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    serviceType: row.serviceType,
    details: row.details,
    preferredDate: row.preferredDate,
    photos: photos.map((photo) => photo.url),
    // The table keeps all four or none.
    estimate:
      projectType !== null && size !== null && option !== null && total !== null
        ? { projectType, size, option, total, summary: estimateDescription(projectType, size, option) }
        : null,
  };
}
