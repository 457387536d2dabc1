import { data } from "react-router";
import { CustomerEstimateView } from "~/features/estimates/customer-estimate-view";
import { estimateLabel } from "~/features/estimates/estimate-heading";
import { DomainError } from "~/lib/domain-error";
import { servedImageUrl } from "~/lib/image-url";
import { privatePageMeta, secretPageHeaders } from "~/lib/seo";
import { telHref } from "~/lib/tel-href";
import { useRootData } from "~/routes/_shared/use-root-data";
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
    const photoUrls = estimate.photos.map((url) => servedImageUrl(url, uploadsBase));
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
  if (!estimate || !token) return <EstimateNotAvailable message={missing ?? ""} />;
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

function EstimateNotAvailable({ message }: { message: string }) {
  const { contactInfo } = useRootData();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-24">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Estimate Not Available</h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{message}</p>
      {contactInfo.phone && (
        <p className="mt-6 text-lg">
          Questions? Call us at{" "}
          <a
            href={telHref(contactInfo.phone)}
            className="font-semibold text-brand-700 underline dark:text-accent-400"
          >
            {contactInfo.phone}
          </a>
          .
        </p>
      )}
    </section>
  );
}
