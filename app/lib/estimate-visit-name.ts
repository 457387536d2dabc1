/**
 * What a visit scheduled from an estimate is called in the appointment lists ("Kitchen refresh (estimate
 * #12)"), and how the back office's figures tell such visits from bookings of a catalog service (the
 * appointments keep a name, not a kind). Client-safe.
 */
export const estimateVisitName = (title: string, number: number) => `${title} (estimate #${number})`;

/** A PostgreSQL regular expression matching exactly the names estimateVisitName makes. */
export const ESTIMATE_VISIT_NAME_PATTERN = " \\(estimate #[0-9]+\\)$";
