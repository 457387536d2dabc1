/** The home page's reviews: the newest approved ones and the summary of all of them. Client-safe. */
import { formatLongDate } from "~/lib/dates";
import type { PublicReviews } from "./review";
import { Stars } from "./stars";

export function ReviewsSection({ reviews, summary }: PublicReviews) {
  if (summary.reviewCount === 0) return null;
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="scroll-mt-16 py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="text-center">
          <h2 id="reviews-heading" className="text-3xl font-bold tracking-tight">
            What Our Customers Say
          </h2>
          <p className="mt-4 flex flex-wrap items-center justify-center gap-2 text-lg text-slate-700 dark:text-slate-300">
            <Stars rating={summary.ratingValue} size={22} />
            <span>
              <strong className="text-slate-900 dark:text-slate-100">{summary.ratingValue.toFixed(1)}</strong>{" "}
              out of 5 from {summary.reviewCount} {summary.reviewCount === 1 ? "review" : "reviews"}
            </span>
          </p>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {reviews.map((review, index) => (
            <li
              key={`${review.reviewedOn}-${index}`}
              className="flex flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-xs dark:border-slate-700 dark:bg-slate-900"
            >
              <figure className="flex h-full flex-col">
                <Stars rating={review.rating} />
                <blockquote className="mt-3 flex-1 text-slate-700 dark:text-slate-200">
                  <p>{review.text}</p>
                </blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold">{review.author}</span>
                  <span className="text-slate-600 dark:text-slate-400">
                    {" "}
                    · <time dateTime={review.reviewedOn}>{formatLongDate(review.reviewedOn)}</time>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
