/**
 * A customer's quote request as My Projects shows it: the reference its acknowledgment mail gave, what was
 * asked, and where it stands (received, an estimate being prepared, or the estimate that was sent).
 * Client-safe.
 */
import type { EstimateStatus } from "~/lib/vocabulary";

export interface MyQuoteRequest {
  id: number;
  serviceType: string;
  /** yyyy-MM-dd. */
  preferredDate: string;
  /** ISO instant. */
  sentAt: string;
  photos: number;
  /** The owner has started an estimate from it (sent or not). */
  estimateStarted: boolean;
  /** The estimate made from it, once sent: its number and its latest revision's status. */
  estimate: { number: number; status: EstimateStatus } | null;
}

/** The badge of a request no estimate was sent for yet. */
export const quoteRequestStage = (request: MyQuoteRequest) =>
  request.estimateStarted ? "Estimate in progress" : "Received";

/** What happens next, in a sentence. */
export function quoteRequestNextStep(request: MyQuoteRequest): string {
  if (request.estimate)
    return `We sent you estimate #${request.estimate.number}: it is listed under Estimates.`;
  if (request.estimateStarted) return "We are preparing your estimate.";
  return "We will contact you shortly to discuss your project.";
}
