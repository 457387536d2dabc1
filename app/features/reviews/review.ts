/** The shapes the review pages and the review API share. Client-safe. */

/** An approved review as the site shows it. */
export interface PublicReview {
  author: string;
  rating: number;
  text: string;
  /** yyyy-MM-dd, business time. */
  reviewedOn: string;
}

/** The summary of the approved reviews: their average to one decimal, and how many there are. */
export interface RatingSummary {
  ratingValue: number;
  reviewCount: number;
}

/** The visit a review request is about. */
export interface ReviewedVisit {
  /** The booking's services, in the order they were booked. */
  services: string[];
  /** yyyy-MM-dd, the visit's day. */
  date: string;
}

/** What the review page shows of its link. */
export interface ReviewRequestView {
  visit: ReviewedVisit;
  /** The name suggested for the review: first name and last initial ("Pat C."). */
  suggestedAuthor: string;
  /** The link was used already. */
  used: boolean;
}

/** The reviews and the summary the home page and GET /api/reviews show. */
export interface PublicReviews {
  reviews: PublicReview[];
  summary: RatingSummary;
}

/** The back office's filter, pending first (its default); "all" lists every review, the pending ones on top. */
export const REVIEW_FILTERS = ["pending", "approved", "hidden", "all"] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];
