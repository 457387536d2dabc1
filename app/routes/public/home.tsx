import type { Route } from "./+types/home";
import { ButtonLink } from "~/components/ui/button-link";
import { ServiceCard } from "~/features/services/service-card";
import { listActiveServices } from "~/features/services/services.server";
import { routeMeta } from "~/lib/seo";

export async function loader({ context }: Route.LoaderArgs) {
  return { services: await listActiveServices(context.db) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: "Home Remodeling & Repair in Abilene, TX",
    description:
      "Kitchen and bathroom remodeling, fences, decks, plumbing, electrical and handyman repairs in Abilene, TX and within about 50 miles. Licensed and insured, free estimates.",
    path: "/",
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section id="home" className="relative isolate flex min-h-[80dvh] items-center overflow-hidden bg-brand-900 text-white">
        <img
          src="/images/hero/hero-remodel-1600.webp"
          alt=""
          width={1600}
          height={900}
          fetchPriority="high"
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-50"
        />
        <div className="mx-auto w-full max-w-7xl px-4 py-24 sm:px-6">
          <p className="font-semibold tracking-wider text-accent-400 uppercase">Complete Home Remodeling</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">
            Transform Your Home Today!
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-100 sm:text-xl">
            Quality craftsmanship for kitchens, bathrooms and every repair in between, across Abilene and the Big
            Country.
          </p>
          <div className="mt-8 flex flex-wrap gap-4">
            <ButtonLink to="/book">Book Now</ButtonLink>
            <ButtonLink to="/services" variant="outline">
              Explore Services
            </ButtonLink>
          </div>
        </div>
      </section>

      <section id="services" className="mx-auto max-w-7xl scroll-mt-16 px-4 py-16 sm:px-6">
        <h2 className="text-3xl font-bold tracking-tight">Our Services</h2>
        {loaderData.services.length === 0 ? (
          <p className="mt-6 text-slate-600 dark:text-slate-300">
            Please check back later for our service offerings, or contact us directly.
          </p>
        ) : (
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {loaderData.services.map((service) => (
              <ServiceCard key={service.id} service={service} />
            ))}
          </div>
        )}
        <div className="mt-10 text-center">
          <ButtonLink to="/quote" variant="secondary">
            Request a Custom Quote
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
