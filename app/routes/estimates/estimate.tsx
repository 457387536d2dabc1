import { data } from "react-router";
import { CustomerEstimateView } from "~/features/estimates/customer-estimate-view";
import { estimateLabel } from "~/features/estimates/estimate-heading";
import { grantedImageUrl } from "~/features/uploads/media-grants.server";
import { DomainError } from "~/lib/domain-error";
import { servedImageUrl } from "~/lib/image-url";
import { privatePageMeta, secretPageHeaders } from "~/lib/seo";
import { LinkNotAvailable } from "~/routes/_shared/link-not-available";
import { openEstimate } from "~/workflows/estimate-answers.server";
import type { Route } from "./+types/estimate";
import { postEstimateAnswer } from "./estimate-answer-posts.server";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  privatePageMeta(
    loaderData?.estimate
      ? `${estimateLabel(loaderData.estimate)}: ${loaderData.estimate.title}`
      : "Estimate Not Available",
  );

/** The link is a secret: its page is kept by no shared cache and listed by no search engine. */
export const headers: Route.HeadersFunction = secretPageHeaders;

/** The customer's estimate by its link, no sign-in; a wrong or replaced link is a 404 that says which. */
export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const estimate = await openEstimate(context, params.token);
    const uploadsBase = context.config.s3?.publicUrl ?? "";
    // The photos the customer sent with their request are private: the link opens them for a while.
    const secret = context.payments.linkSecret;
    const photoUrls = estimate.photos.map((url) =>
      secret ? grantedImageUrl(secret, servedImageUrl(url, uploadsBase)) : servedImageUrl(url, uploadsBase),
    );
    return { estimate, token: params.token, photoUrls, missing: null };
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== "not_found") throw error;
    return data({ estimate: null, token: null, photoUrls: [], missing: error.message }, { status: 404 });
  }
}

/** An answer (approve, decline, changes) posted without script, or before it loaded. */
export function action({ request, context, params }: Route.ActionArgs) {
  return postEstimateAnswer(request, context, params.token);
}

export default function EstimatePage({ loaderData, actionData }: Route.ComponentProps) {
  const { estimate, token, photoUrls, missing } = loaderData;
  if (!estimate || !token) return <LinkNotAvailable title="Estimate Not Available" message={missing ?? ""} />;
  return (
    <CustomerEstimateView
      key={token}
      token={token}
      initial={estimate}
      photoUrls={photoUrls}
      refusal={actionData}
    />
  );
}
