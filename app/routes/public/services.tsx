import { useLocation, useSearchParams } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { ButtonLink } from "~/components/ui/button-link";
import { ServicesBrowser } from "~/features/services/services-browser";
import { listActiveServices } from "~/features/services/services.server";
import { routeMeta } from "~/lib/seo";
import type { Route } from "./+types/services";

export async function loader({ context }: Route.LoaderArgs) {
  return { services: await listActiveServices(context.db) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: "Our Services",
    description:
      "Remodeling and repair services in Abilene, TX: kitchens, bathrooms, electrical, plumbing, fences, decks, flooring and handyman work.",
    path: "/services",
  });

export default function Services({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const location = useLocation();
  return (
    <>
      <PageHeader
        title="Our Services"
        intro="Licensed and insured professionals for every part of your home, with free estimates and upfront pricing."
      />
      <ServicesBrowser
        // A new address (e.g. the Services link in the header) starts a fresh search.
        key={location.key}
        services={loaderData.services}
        initialQuery={params.get("q") ?? ""}
        initialCategory={params.get("category") ?? undefined}
      />
      <section aria-labelledby="services-cta" className="bg-brand-800 text-white">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="services-cta" className="text-2xl font-bold sm:text-3xl">
              Not sure which service you need?
            </h2>
            <p className="mt-2 text-lg text-brand-100">
              Tell us about your project and we will put together a free, no-obligation quote.
            </p>
          </div>
          <div className="flex flex-wrap gap-4">
            <ButtonLink to="/quote">Request a Quote</ButtonLink>
            <ButtonLink to="/contact" variant="outline">
              Contact Us
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
