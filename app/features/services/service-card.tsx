import { formatServicePrice } from "~/lib/money";
import type { PublicService } from "./service";

/** A service as the public pages show it: image, name, price text and a Book Now link. */
export function ServiceCard({ service }: { service: PublicService }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <img
        src={service.imageUrl}
        alt=""
        width={600}
        height={450}
        loading="lazy"
        className="aspect-[4/3] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-semibold">{service.name}</h3>
        <p className="mt-2 flex-1 text-sm text-slate-600 dark:text-slate-300">{service.description}</p>
        <p className="mt-4 font-semibold text-brand-700 dark:text-accent-400">
          {formatServicePrice(service.basePrice, service.priceUnit)}
        </p>
        <a
          href={`/book?serviceId=${service.id}`}
          className="mt-4 rounded-md bg-brand-700 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-brand-800"
        >
          Book Now<span className="sr-only"> {service.name}</span>
        </a>
      </div>
    </article>
  );
}
