/**
 * The back office's reviews: pending ones first, each with its stars, text, author, date and visit, and the
 * owner's Approve and Hide. An approved review shows on the home page at once (the write clears the public
 * pages' cache). Client-safe.
 */
import { useMutation } from "@tanstack/react-query";
import { useRevalidator } from "react-router";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { buttonStyles } from "~/components/ui/button";
import { PaginationFooter } from "~/components/ui/pagination-footer";
import { useToast } from "~/components/ui/toast";
import { formatLongDate } from "~/lib/dates";
import { useUrlState } from "~/lib/use-url-state";
import type { Page, ReviewStatus } from "~/lib/vocabulary";
import { adminReviewCalls } from "./admin-api";
import type { AdminReview } from "./admin-endpoints";
import { REVIEW_FILTERS, type ReviewFilter } from "./review";
import { visitText } from "./review-label";
import { Stars } from "./stars";

const STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  hidden: "Hidden",
};
const STATUS_TONES: Record<ReviewStatus, BadgeTone> = {
  pending: "yellow",
  approved: "green",
  hidden: "grey",
};

export default function AdminReviewsTab({
  filter,
  page,
  counts,
}: {
  filter: ReviewFilter;
  page: Page<AdminReview>;
  counts: Record<ReviewStatus, number>;
}) {
  const { set } = useUrlState();
  const revalidator = useRevalidator();
  const { toast } = useToast();
  const decide = useMutation({
    mutationFn: ({ id, status }: { id: number; status: "approved" | "hidden" }) =>
      adminReviewCalls.decide({ params: { id }, body: { status } }),
    onSuccess: (review) => {
      void revalidator.revalidate();
      toast({
        title: review.status === "approved" ? "Review approved" : "Review hidden",
        description:
          review.status === "approved" ? "It now shows on the home page." : "It no longer shows on the site.",
      });
    },
    onError: () =>
      toast({
        title: "Error",
        description: "Failed to update the review. Please try again later.",
        variant: "destructive",
      }),
  });

  const total = counts.pending + counts.approved + counts.hidden;
  const optionLabel = (value: ReviewFilter) =>
    value === "all" ? `All (${total})` : `${STATUS_LABELS[value]} (${counts[value]})`;

  return (
    <div className="space-y-4">
      <div className="flex items-center gap-2 text-sm">
        <label htmlFor="reviews-status">Show</label>
        <select
          id="reviews-status"
          value={filter}
          onChange={(event) =>
            set({ status: event.target.value === "pending" ? null : event.target.value, page: null })
          }
          className="h-9 rounded-md border border-slate-500 bg-white px-2 dark:bg-slate-950"
        >
          {REVIEW_FILTERS.map((value) => (
            <option key={value} value={value}>
              {optionLabel(value)}
            </option>
          ))}
        </select>
      </div>
      {page.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:text-slate-300">
          {filter === "pending" ? "No reviews are waiting for approval." : "No reviews."}
        </p>
      ) : (
        <ul className="space-y-3">
          {page.items.map((review) => (
            <li
              key={review.id}
              className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
            >
              <article aria-label={`Review by ${review.author}`}>
                <div className="flex flex-wrap items-center gap-2">
                  <Stars rating={review.rating} />
                  <Badge tone={STATUS_TONES[review.status]}>{STATUS_LABELS[review.status]}</Badge>
                  <span className="ml-auto text-xs text-slate-600 dark:text-slate-300">
                    {formatLongDate(review.reviewedOn)}
                  </span>
                </div>
                <p className="mt-2 text-sm whitespace-pre-line text-slate-700 dark:text-slate-200">
                  {review.text}
                </p>
                <p className="mt-2 text-sm">
                  <span className="font-semibold">{review.author}</span>
                  {review.visit && (
                    <span className="text-slate-600 dark:text-slate-300"> · {visitText(review.visit)}</span>
                  )}
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  {review.status !== "approved" && (
                    <button
                      type="button"
                      className={buttonStyles("primary", "sm")}
                      disabled={decide.isPending}
                      onClick={() => decide.mutate({ id: review.id, status: "approved" })}
                    >
                      Approve
                    </button>
                  )}
                  {review.status !== "hidden" && (
                    <button
                      type="button"
                      className={buttonStyles("outline", "sm")}
                      disabled={decide.isPending}
                      onClick={() => decide.mutate({ id: review.id, status: "hidden" })}
                    >
                      Hide
                    </button>
                  )}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <PaginationFooter label="Review pages" list={page} />
    </div>
  );
}
