import { ButtonLink } from "~/components/ui/button-link";
import type { PublicService } from "./service";
import { ServiceCard } from "./service-card";

export function ServicesCarousel({ services }: { services: PublicService[] }) {
  return (
    <section id="services" className="mx-auto max-w-7xl scroll-mt-16 px-4 py-16 sm:px-6">
      <h2 className="text-3xl font-bold tracking-tight">Our Services</h2>
      {services.length === 0 ? (
        <p className="mt-6 text-slate-600 dark:text-slate-300">
          Please check back later for our service offerings, or contact us directly.
        </p>
      ) : (
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
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
  );
}
