/**
 * The rating summary shown on the site and given to search engines: the average of the approved reviews'
 * stars to one decimal (4.81 -> 4.8), and their count. One rule, whoever computes the sum (docs/reviews.md).
 */
export function ratingSummary(sum: number, count: number): { ratingValue: number; reviewCount: number } {
  if (count <= 0) return { ratingValue: 0, reviewCount: 0 };
  return { ratingValue: Math.round((sum / count) * 10) / 10, reviewCount: count };
}

export const summaryOf = (ratings: readonly number[]) =>
  ratingSummary(
    ratings.reduce((total, rating) => total + rating, 0),
    ratings.length,
  );
