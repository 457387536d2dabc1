import { loadAdminMedia } from "~/features/job-media/job-media.server";
import { dateParam } from "~/features/today/today.server";
import { businessToday } from "~/lib/dates";
import { DomainError } from "~/lib/domain-error";
import { weekOfVisits } from "~/workflows/today-visits.server";
import type { Db } from "~db/client.server";

/**
 * The week (Monday to Sunday) of `date=` (today when left out; a date that is not one is a 400), as
 * GET /api/admin/week answers it: the phone's day list is its day, the desktop's calendar the whole week.
 * With `visit=<bookingId>`, that visit's notes and photos too (the job-media feature's panel, as
 * GET /api/admin/visits/{bookingId}/media answers them); an unknown visit opens none.
 */
export async function loadSectionData(db: Db, params: URLSearchParams) {
  const today = businessToday();
  const [week, media] = await Promise.all([
    weekOfVisits(db, dateParam(params, today)),
    visitMedia(db, params.get("visit")),
  ]);
  return { ...week, today, media };
}

async function visitMedia(db: Db, visit: string | null) {
  if (!visit || !/^[1-9]\d{0,9}$/.test(visit) || Number(visit) > 2_147_483_647) return null;
  const bookingId = Number(visit);
  try {
    return { bookingId, view: await loadAdminMedia(db, { bookingId }) };
  } catch (error) {
    if (error instanceof DomainError && error.code === "not_found") return null;
    throw error;
  }
}
