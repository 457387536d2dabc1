import { useSearchParams } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { whenUsed } from "~/components/ui/when-used";
import { sentReference } from "~/features/leads/lead-received";
import { listActiveServices } from "~/features/services/services.server";
import { routeMeta } from "~/lib/seo";
import { useRootData } from "~/routes/_shared/use-root-data";
import type { Route } from "./+types/quote";
import { leadPageHeaders, postQuoteRequest } from "./lead-posts.server";

// The form's code (its checks, its calls and their libraries) loads when the visitor starts to use it: the
// form posts natively until then, and a first visit needs only the page's own script.
const QuoteForm = whenUsed(() => import("~/features/leads/quote-form").then((m) => m.QuoteForm), {
  placeholderClassName: "min-h-[48rem]",
});

export async function loader({ context }: Route.LoaderArgs) {
  // Without the services the form still works: its dropdown falls back to the fixed project types.
  const services = await listActiveServices(context.db).catch(() => []);
  return { services };
}

/** The quote form posted without script, from this page or the home page's quote section. */
export function action({ request, context }: Route.ActionArgs) {
  return postQuoteRequest(request, context);
}

export const headers = leadPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: "Request a Quote",
    description: "Tell us about your project and get a free estimate from a licensed Abilene contractor.",
    path: "/quote",
  });

export default function Quote({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { user } = useRootData();
  return (
    <>
      <PageHeader
        title="Request a Quote"
        intro="Tell us about your project and we will get back to you shortly."
      />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <section
          aria-labelledby="quote-form-heading"
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 id="quote-form-heading" className="text-xl font-semibold">
            Tell us about your project
          </h2>
          <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-400">
            Free estimates, no obligation. All fields are required except the photos.
          </p>
          <QuoteForm
            services={loaderData.services}
            defaultEmail={user?.email}
            refusal={actionData}
            sent={sentReference(params)}
          />
        </section>
      </div>
    </>
  );
}
