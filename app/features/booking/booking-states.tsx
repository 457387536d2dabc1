import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { pageSpinner } from "~/components/ui/icons/spinner";

const card =
  "mx-auto max-w-xl rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900";
const button =
  "mt-6 inline-flex items-center justify-center rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 dark:bg-accent-500 dark:text-slate-950 dark:hover:bg-accent-400";

/** While the services load (a client-side navigation; the server sends the page complete). */
export function BookingSpinner() {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-16 text-slate-600 dark:text-slate-300">
      <Icon icon={pageSpinner} size={40} className="motion-safe:animate-spin" />
      <span>Loading services…</span>
    </div>
  );
}

export function ServicesErrorCard() {
  return (
    <div role="alert" className={card}>
      <h2 className="text-xl font-semibold">Error Loading Services</h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        Failed to load services. Please try again later.
      </p>
      <button type="button" className={button} onClick={() => window.location.reload()}>
        Try Again
      </button>
    </div>
  );
}

export function NoServicesCard() {
  return (
    <div className={card}>
      <h2 className="text-xl font-semibold">No Services Available</h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        We are not taking online bookings right now. Get in touch and we will find a time for your project.
      </p>
      <Link to="/contact" className={button}>
        Contact Us
      </Link>
    </div>
  );
}
