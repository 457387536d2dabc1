import { clsx } from "clsx";
import { Link } from "react-router";
import { formatServicePrice } from "~/lib/money";
import { descriptionPreview, serviceBadge, type PublicService } from "./service";
import { BookNowLink, ServicePhoto } from "./service-card";

/** Card geometry of the home page carousel: 320 px wide plus a 30 px margin = a 350 px step. */
export const SLIDE_CARD_WIDTH = 320;
export const SLIDE_STEP = 350;

// Hidden details must not catch taps; Tailwind's hover variants apply only on devices that can hover.
const reveal =
  "pointer-events-none opacity-0 group-hover:pointer-events-auto group-hover:opacity-100 group-focus-within:pointer-events-auto group-focus-within:opacity-100 motion-safe:transition-opacity motion-safe:duration-300";

/**
 * A service in the home page carousel: photo, name and price; hovering it or moving keyboard focus into it
 * reveals the details and the Book Now / Learn More links (which is where keyboard focus lands). On a touch
 * screen, which cannot hover, a tap focuses the card (tabIndex -1: not a Tab stop) and so reveals them.
 */
export function ServiceSlideCard({ service }: { service: PublicService }) {
  const price = formatServicePrice(service.basePrice, service.priceUnit);
  return (
    <article
      tabIndex={-1}
      className="group relative mr-[30px] h-[420px] w-[320px] shrink-0 overflow-hidden rounded-2xl bg-slate-800 shadow-md"
    >
      <ServicePhoto
        service={service}
        sizes="320px"
        className="absolute inset-0 h-full w-full object-cover motion-safe:transition-transform motion-safe:duration-500 motion-safe:group-hover:scale-105"
      />
      <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-slate-950/95 via-slate-950/75 to-transparent p-5 pt-16 text-white group-focus-within:opacity-0 motion-safe:transition-opacity motion-safe:duration-300 group-hover:opacity-0">
        <h3 className="text-xl font-bold">{service.name}</h3>
        <p className="mt-1 font-semibold text-accent-400">{price}</p>
      </div>

      <div className={clsx("absolute inset-0 flex flex-col bg-brand-900/95 p-6 text-white", reveal)}>
        <span className="self-start rounded-full bg-accent-400 px-3 py-1 text-xs font-bold tracking-wide text-slate-950 uppercase">
          {serviceBadge(service)}
        </span>
        {/* Name and price repeat what the card face already says to assistive technology. */}
        <p aria-hidden className="mt-4 text-xl font-bold">
          {service.name}
        </p>
        <p className="mt-3 flex-1 text-sm leading-relaxed text-slate-100">
          {descriptionPreview(service.description)}
        </p>
        <p aria-hidden className="mt-4 text-lg font-bold text-accent-400">
          {price}
        </p>
        <div className="mt-4 flex gap-3">
          <BookNowLink
            service={service}
            className="flex-1 rounded-md bg-accent-400 px-4 py-2.5 text-center text-sm font-semibold text-slate-950 hover:bg-accent-500"
          />
          <Link
            to="/services"
            className="flex-1 rounded-md border-2 border-white px-4 py-2 text-center text-sm font-semibold text-white hover:bg-white/10"
          >
            {/* In the text, not an aria-label: search engines judge a link by the words it shows. */}
            Learn More<span className="sr-only"> about {service.name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}

/** The shape a card has while the services are still loading. */
export function ServiceSlideSkeleton() {
  return (
    <div
      aria-hidden
      className="mr-[30px] flex h-[420px] w-[320px] shrink-0 flex-col justify-end gap-3 rounded-2xl bg-slate-200 p-5 motion-safe:animate-pulse dark:bg-slate-800"
    >
      <div className="h-6 w-3/4 rounded bg-slate-300 dark:bg-slate-700" />
      <div className="h-4 w-1/3 rounded bg-slate-300 dark:bg-slate-700" />
    </div>
  );
}
