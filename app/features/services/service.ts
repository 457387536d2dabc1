import type { z } from "zod";
import type { publicService } from "./endpoints";

/** A service as the public API sends it (GET /api/services). basePrice is a decimal string. */
export type PublicService = z.infer<typeof publicService>;

/** How much of a description a service card's overlay shows. */
export const DESCRIPTION_PREVIEW_LENGTH = 120;

/** The first 120 characters of a description, with "..." when it was longer. */
export function descriptionPreview(description: string, max = DESCRIPTION_PREVIEW_LENGTH): string {
  if (description.length <= max) return description;
  // A cut that lands after a space would show "word ..." with a gap; drop the trailing space.
  return `${description.slice(0, max).trimEnd()}...`;
}

/** The badge of a service; services without a category are labelled "Service". */
export const serviceBadge = (service: Pick<PublicService, "category">) => service.category || "Service";
