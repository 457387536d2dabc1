/**
 * One visit of the day on a phone (docs/today.md): the time and status, the customer with Call, Text and Map
 * (big links a thumb reaches), the services, their notes, the quote's photos, the job and its balance, then
 * the on-site steps at the card's foot. A cancelled visit is struck through, with no steps. Client-safe.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PhotoThumbnails } from "~/components/ui/photo-thumbnails";
import { cn } from "~/lib/cn";
import { formatTime12h } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { telHref } from "~/lib/tel-href";
import type { TodayVisit } from "./today-view";
import { VisitStatusBadge } from "./visit-status-badge";
import { VisitSteps } from "./visit-steps";

/** The job's page in the Jobs section. */
export const jobHref = (estimateId: number) => `/admin?tab=jobs&job=${estimateId}`;

/** A text message to the number, as phones open it. */
export const smsHref = (phone: string) => `sms:${phone.replace(/[^\d+]/g, "")}`;

/** The address in a map (Google Maps: opened by the maps app on Android and iOS, in a browser elsewhere). */
export const mapsHref = (address: string) => `https://maps.google.com/?q=${encodeURIComponent(address)}`;

const contactLink =
  "inline-flex h-12 items-center justify-center rounded-md border border-slate-300 px-3 text-base font-semibold text-brand-700 hover:bg-slate-100 dark:border-slate-600 dark:text-accent-400 dark:hover:bg-slate-800";
const muted = "text-slate-600 dark:text-slate-300";

/** The visit's notes and photos opened on Today (a visit without a job; a job's are on its page). */
export const visitMediaHref = (date: string, bookingId: number) =>
  `/admin?tab=today&date=${date}&visit=${bookingId}#visit-media-${bookingId}`;

export function VisitCard({
  visit,
  onChanged,
  media,
}: {
  visit: TodayVisit;
  onChanged: () => void;
  /** The visit's notes and photos panel, when this visit's is open. */
  media?: ReactNode;
}) {
  const cancelled = visit.status === "cancelled";
  const time = formatTime12h(visit.time);
  const label = `${visit.customer.name} at ${time}`;
  const headingId = `visit-${visit.bookingId}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900",
        cancelled && "bg-slate-50 dark:bg-slate-950",
      )}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className={cn("text-lg font-bold", cancelled && "line-through")}>
          <span className="tabular-nums">{time}</span> · {visit.customer.name}
        </h3>
        <VisitStatusBadge status={visit.status} />
      </header>

      <div
        className={cn("space-y-3 text-sm", cancelled && "text-slate-500 line-through dark:text-slate-400")}
      >
        <ul aria-label="Services" className="font-medium">
          {visit.services.map((service) => (
            <li key={service}>{service}</li>
          ))}
        </ul>
        {visit.address && <p>{visit.address}</p>}
        {visit.notes && (
          <div>
            <p className={cn("font-semibold", muted)}>Customer&apos;s notes</p>
            <p className="whitespace-pre-line">{visit.notes}</p>
          </div>
        )}
        {visit.estimateId !== undefined && (
          <p>
            <Link
              to={jobHref(visit.estimateId)}
              className="font-semibold text-brand-700 underline underline-offset-2 dark:text-accent-400"
            >
              Open the job
            </Link>
            {visit.balance !== undefined && (
              <span className={muted}> · Balance {formatMoney(visit.balance)}</span>
            )}
          </p>
        )}
      </div>

      <PhotoThumbnails
        photos={visit.photos}
        label={`Photos of ${visit.customer.name}'s quote request`}
        altOf={(index) =>
          `Quote request photo ${index + 1} of ${visit.photos.length} from ${visit.customer.name}`
        }
      />

      {!cancelled && (
        <nav aria-label={`Reach ${visit.customer.name}`} className="grid grid-cols-3 gap-2">
          <a
            href={telHref(visit.customer.phone)}
            aria-label={`Call ${visit.customer.name}`}
            className={contactLink}
          >
            Call
          </a>
          <a
            href={smsHref(visit.customer.phone)}
            aria-label={`Text ${visit.customer.name}`}
            className={contactLink}
          >
            Text
          </a>
          {visit.address ? (
            <a
              href={mapsHref(visit.address)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Map of ${visit.address} (opens in a new tab)`}
              className={contactLink}
            >
              Map
            </a>
          ) : (
            <a
              href={`mailto:${visit.customer.email}`}
              aria-label={`Email ${visit.customer.name}`}
              className={contactLink}
            >
              Email
            </a>
          )}
        </nav>
      )}

      {!cancelled && <VisitSteps visit={visit} label={label} onChanged={onChanged} />}

      {visit.estimateId === undefined &&
        (media ? (
          <div id={`visit-media-${visit.bookingId}`}>{media}</div>
        ) : (
          <Link
            to={visitMediaHref(visit.date, visit.bookingId)}
            className={cn(contactLink, "w-full")}
            aria-label={`Notes and photos of ${label}`}
          >
            Notes and photos
          </Link>
        ))}
    </article>
  );
}
