import { Router } from "express";
import { adminTodayEndpoints, adminVisitEndpoints } from "~/features/today/endpoints";
import { dateParam } from "~/features/today/today.server";
import { businessToday } from "~/lib/dates";
import { parseId } from "~/lib/input";
import type { EstimateFlowDeps } from "~/workflows/estimate-notices.server";
import { dayOfVisits, weekOfVisits } from "~/workflows/today-visits.server";
import { moveVisitByOwner } from "~/workflows/visit-move.server";
import { completeVisit, sendOnMyWay, startVisit } from "~/workflows/visit-on-site.server";
import { serve } from "~server/api/serve";

/**
 * /api/admin/today, /api/admin/week and /api/admin/visits/{bookingId}/…: the owner's day and week, and what
 * the owner does at a visit (docs/today.md).
 */
export function todayRouter(flows: EstimateFlowDeps) {
  const { db } = flows;
  const router = Router();
  const base = "/api/admin";
  const bookingIdOf = (params: Record<string, string>) => parseId(params.bookingId, "visit id");

  serve(router, base, adminTodayEndpoints.today, ({ query }) =>
    dayOfVisits(db, dateParam(query, businessToday())),
  );

  serve(router, base, adminTodayEndpoints.week, ({ query }) =>
    weekOfVisits(db, dateParam(query, businessToday())),
  );

  serve(router, base, adminVisitEndpoints.onMyWay, ({ params, body, user }) =>
    sendOnMyWay(flows, bookingIdOf(params), body.minutes, { userId: user.id }),
  );

  serve(router, base, adminVisitEndpoints.start, ({ params }) => startVisit(flows, bookingIdOf(params)));

  serve(router, base, adminVisitEndpoints.complete, ({ params }) =>
    completeVisit(flows, bookingIdOf(params)),
  );

  serve(router, base, adminVisitEndpoints.move, ({ params, body }) =>
    moveVisitByOwner(flows, bookingIdOf(params), body),
  );

  return router;
}
