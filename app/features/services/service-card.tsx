import type { ComponentProps } from "react";
import { Link } from "react-router";
import { FallbackImage } from "~/components/ui/fallback-image";
import { formatServicePrice } from "~/lib/money";
import { serviceBadge, type PublicService } from "./service";

/** A service on the services page: photo, category, name, description, price and Book Now. */
export function ServiceCard({ service, priority = false }: { service: PublicService; priority?: boolean }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg dark:border-slate-800 dark:bg-slate-900">
      <div className="relative">
        <ServicePhoto
          service={service}
          sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
          priority={priority}
          className="aspect-[4/3] w-full bg-slate-100 object-cover dark:bg-slate-800"
        />
        <span className="absolute top-3 left-3 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-brand-800 shadow-sm dark:bg-slate-950/90 dark:text-accent-400">
          {serviceBadge(service)}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h2 className="text-xl font-bold tracking-tight">{service.name}</h2>
        <p className="mt-2 flex-1 leading-relaxed text-slate-600 dark:text-slate-300">
          {service.description}
        </p>
        <div className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-800">
          <p className="text-lg font-bold text-brand-700 dark:text-accent-400">
            {formatServicePrice(service.basePrice, service.priceUnit)}
          </p>
          <BookNowLink
            service={service}
            className="mt-4 block rounded-md bg-brand-700 px-5 py-2.5 text-center font-semibold text-white transition-colors hover:bg-brand-800 dark:bg-accent-500 dark:text-slate-950 dark:hover:bg-accent-400"
          />
        </div>
      </div>
    </article>
  );
}

/** A service's photo on a card, in its uploaded 4:3 shape; decorative, since the card names the service. */
export function ServicePhoto({
  service,
  ...props
}: { service: PublicService } & Pick<
  ComponentProps<typeof FallbackImage>,
  "sizes" | "priority" | "className"
>) {
  return <FallbackImage src={service.imageUrl} alt="" width={1200} height={900} {...props} />;
}

/** A service card's Book Now: the booking form with the service chosen, named for the service to screen readers. */
export function BookNowLink({ service, className }: { service: PublicService; className: string }) {
  return (
    <Link to={`/book?serviceId=${service.id}`} aria-label={`Book Now: ${service.name}`} className={className}>
      Book Now
    </Link>
  );
}
