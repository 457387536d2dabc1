/**
 * The review page's form posted without script, or before it loaded
 * (docs/decisions/0020-forms-post-natively.md): the review is stored as the JSON API stores it (submitReview, the same schema). A refusal comes back as the
 * page with the API's status, the messages and the values; a review taken as a redirect to the page's
 * thank-you (`?sent=1`), so that a reload sends nothing again.
 */
import { redirect, type AppLoadContext } from "react-router";
import { REVIEW_SENT_PARAM } from "~/features/reviews/review-fields";
import { reviewSchema } from "~/features/reviews/review.schema";
import { formRefusal, postedForm, refuseAsTheServerDid, textFields } from "~/lib/form-post.server";
import { parseInput } from "~/lib/input";
import { receiveReview } from "~/workflows/receive-review.server";

/** A rating, at most 2,000 characters of text and a name: far less than this. */
const MAX_REVIEW_BYTES = 32 * 1024;

export async function postReview(request: Request, context: AppLoadContext, token: string) {
  let values: Record<string, string> = {};
  try {
    values = textFields(await postedForm(request, MAX_REVIEW_BYTES));
    refuseAsTheServerDid(context);
    // No rating chosen posts nothing: the schema gives it the same message as a wrong one.
    await receiveReview(context.payments, token, parseInput(reviewSchema, values));
  } catch (error) {
    return formRefusal(error, values);
  }
  return redirect(`/reviews/${encodeURIComponent(token)}?${REVIEW_SENT_PARAM}=1`);
}
