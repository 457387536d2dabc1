import type { PublicService } from "./service";

/** The "All" tab of the services page. */
export const ALL_CATEGORIES = "All";

/** The distinct categories of the listed services, in the order they first appear. */
export function serviceCategories(services: readonly PublicService[]): string[] {
  return [...new Set(services.map((s) => s.category).filter((c): c is string => Boolean(c)))];
}

/** Services whose name or description contains the query (any case), in the chosen category. */
export function filterServices(
  services: readonly PublicService[],
  query: string,
  category: string = ALL_CATEGORIES,
): PublicService[] {
  const needle = query.trim().toLowerCase();
  return services.filter(
    (s) =>
      (category === ALL_CATEGORIES || s.category === category) &&
      (needle === "" ||
        s.name.toLowerCase().includes(needle) ||
        s.description.toLowerCase().includes(needle)),
  );
}
