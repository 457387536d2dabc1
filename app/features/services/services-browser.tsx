import { useState } from "react";
import { Icon } from "~/components/ui/icon";
import { search } from "~/components/ui/icons/search";
import { TabList, tabId } from "~/components/ui/tab-list";
import type { PublicService } from "./service";
import { ServiceCard } from "./service-card";
import { ALL_CATEGORIES, filterServices, serviceCategories } from "./service-filters";

const ID = "services";

/**
 * The services page's search box, category tabs and card grid. The search starts from `?q=`
 * and the tab from `?category=`, so a filtered list can be linked to, and the search box works as a plain
 * GET form before JavaScript has loaded.
 */
export function ServicesBrowser({
  services,
  initialQuery = "",
  initialCategory = ALL_CATEGORIES,
}: {
  services: PublicService[];
  initialQuery?: string;
  initialCategory?: string;
}) {
  const categories = serviceCategories(services);
  const [query, setQuery] = useState(initialQuery);
  const [category, setCategory] = useState(
    categories.includes(initialCategory) ? initialCategory : ALL_CATEGORIES,
  );
  const shown = filterServices(services, query, category);
  const clear = () => {
    setQuery("");
    setCategory(ALL_CATEGORIES);
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <div className="flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
        <form role="search" method="get" onSubmit={(e) => e.preventDefault()} className="lg:w-96">
          <label htmlFor="service-search" className="sr-only">
            Search services
          </label>
          <div className="relative">
            <Icon
              icon={search}
              className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500 dark:text-slate-400"
            />
            <input
              id="service-search"
              type="search"
              name="q"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="Search by name or description"
              autoComplete="off"
              className="w-full rounded-lg border border-slate-400 bg-white py-3 pr-4 pl-10 text-base text-slate-900 placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
            />
          </div>
          {category !== ALL_CATEGORIES && <input type="hidden" name="category" value={category} />}
        </form>
        <TabList
          label="Filter services by category"
          tabs={[ALL_CATEGORIES, ...categories].map((c) => ({ value: c, label: c }))}
          selected={category}
          onSelect={setCategory}
          idPrefix={ID}
          panelId={`${ID}-panel`}
        />
      </div>

      <div id={`${ID}-panel`} role="tabpanel" aria-labelledby={tabId(ID, category)} className="mt-8">
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          {shown.length === services.length
            ? `Showing all ${services.length} services`
            : `Showing ${shown.length} of ${services.length} services`}
        </p>
        {shown.length === 0 ? (
          <div className="mt-6 rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700">
            <h2 className="text-2xl font-bold">No services found</h2>
            <p className="mt-2 text-slate-600 dark:text-slate-300">
              Try a different search or category, or clear the filters to see everything we offer.
            </p>
            <button
              type="button"
              onClick={clear}
              className="mt-6 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 dark:bg-accent-500 dark:text-slate-950 dark:hover:bg-accent-400"
            >
              Clear Filters
            </button>
          </div>
        ) : (
          <ul className="mt-6 grid gap-8 sm:grid-cols-2 xl:grid-cols-3">
            {shown.map((service, index) => (
              <li key={service.id} className="flex">
                {/* The first photo is the largest thing in view on a phone: load it first. */}
                <ServiceCard service={service} priority={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
