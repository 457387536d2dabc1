import { data } from "react-router";
import { ReviewPage } from "~/features/reviews/review-page";
import { openReviewRequest } from "~/features/reviews/review-submission.server";
import { DomainError } from "~/lib/domain-error";
import { privatePageMeta, secretPageHeaders } from "~/lib/seo";
import { useRootData } from "~/routes/_shared/use-root-data";
import type { Route } from "./+types/review";
import { postReview } from "./review-posts.server";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  privatePageMeta(loaderData?.view ? "Review Your Visit" : "Review Link Not Valid");

/** The link is a secret: its page is kept by no shared cache and listed by no search engine. */
export const headers: Route.HeadersFunction = secretPageHeaders;

/** The review request of a link, no sign-in; a wrong link is a 404 that says so. */
export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    return { view: await openReviewRequest(context.db, params.token), token: params.token, missing: null };
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== "not_found") throw error;
    return data({ view: null, token: null, missing: error.message }, { status: 404 });
  }
}

/** The review posted without script, or before it loaded. */
export function action({ request, context, params }: Route.ActionArgs) {
  return postReview(request, context, params.token);
}

export default function ReviewRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { contactInfo } = useRootData();
  const { view, token, missing } = loaderData;
  if (!view || !token) {
    return (
      <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-24">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Review Link Not Valid</h1>
        <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{missing}</p>
      </section>
    );
  }
  return (
    <ReviewPage
      key={token}
      token={token}
      view={view}
      businessName={contactInfo.businessName}
      refusal={actionData}
    />
  );
}
