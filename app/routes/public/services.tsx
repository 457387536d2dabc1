import type { Route } from "./+types/services";
import { PageHeader } from "~/components/layout/page-header";
import { ServiceCard } from "~/features/services/service-card";
import { listActiveServices } from "~/features/services/services.server";
import { routeMeta } from "~/lib/seo";

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
  return (
    <>
      <PageHeader
        title="Our Services"
        intro="Licensed and insured professionals for every part of your home."
      />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
        {loaderData.services.map((service) => (
          <ServiceCard key={service.id} service={service} />
        ))}
      </div>
    </>
  );
}
