/** How a review names things: the visit it is about, and its author's short name. */
import { sql, type SQL } from "drizzle-orm";

/**
 * The visit of a booking as a review names it: its services that were not cancelled, in booking order, and
 * its first day. `bookingId` is an SQL expression.
 */
export const visitOf = (
  bookingId: SQL,
) => sql`(select case when count(*) = 0 then null else json_build_object(
    'services', json_agg(a.service_name order by a.id), 'date', min(a.date)::text) end
  from appointments a where a.booking_id = ${bookingId} and a.status <> 'cancelled')`;

/** "Pat Customer" -> "Pat C.": how a review is signed unless the customer writes another name. */
export function shortName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "";
  const first = words[0]!;
  const last = words.length > 1 ? words.at(-1)! : "";
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}
