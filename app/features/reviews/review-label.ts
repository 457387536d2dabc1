/** How a review's visit and stars read, on the pages and in the mail alike. Client-safe. */
import { formatLongDate } from "~/lib/dates";
import type { ReviewedVisit } from "./review";

/** "Fence Installation and Handyman Services" */
export function servicesText(services: readonly string[]): string {
  if (services.length <= 1) return services[0] ?? "your visit";
  return `${services.slice(0, -1).join(", ")} and ${services.at(-1)}`;
}

/** "Fence Installation on September 18, 2026" */
export const visitText = (visit: ReviewedVisit) =>
  visit.date
    ? `${servicesText(visit.services)} on ${formatLongDate(visit.date)}`
    : servicesText(visit.services);

/** "1 star", "4 stars" */
export const starsLabel = (rating: number) => `${rating} ${rating === 1 ? "star" : "stars"}`;
