import AdminReviewsTab from "~/features/reviews/admin-reviews-tab";
import type { SectionProps } from "~/routes/admin/section-props";
import type { loadSectionData } from "./reviews.server";

export default function ReviewsSection({ data }: SectionProps<typeof loadSectionData>) {
  return <AdminReviewsTab filter={data.filter} page={data.page} counts={data.counts} />;
}
