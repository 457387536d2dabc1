import { Router } from "express";
import type { ImageStorage } from "~/features/uploads/image-storage.server";
import type { Config } from "~/lib/env.server";
import type { EstimateFlowDeps } from "~/workflows/estimate-notices.server";
import type { Db } from "~db/client.server";
import type { JobRunner } from "~server/queue/job-queue";
import { appointmentsRouter } from "./admin/appointments";
import { changeOrdersRouter } from "./admin/change-orders";
import { conversationsRouter } from "./admin/conversations";
import { customersRouter } from "./admin/customers";
import { dashboardRouter } from "./admin/dashboard";
import { estimatesRouter } from "./admin/estimates";
import { inboxRouter } from "./admin/inbox";
import { invoiceReportsRouter } from "./admin/invoice-reports";
import { invoicesRouter } from "./admin/invoices";
import { jobMediaRouter } from "./admin/job-media";
import { jobsRouter } from "./admin/jobs";
import { projectsRouter } from "./admin/projects";
import { queueRouter } from "./admin/queue";
import { reviewsRouter } from "./admin/reviews";
import { servicesRouter } from "./admin/services";
import { settingsRouter } from "./admin/settings";
import { todayRouter } from "./admin/today";
import { uploadsRouter } from "./admin/uploads";
import { requireAdmin } from "./auth-guards";
import { availabilityAdminRouter } from "./availability-admin";
import { calendarFeedRouter } from "./calendar-files";
import { jsonBody } from "./input";

/**
 * Service and project forms may carry an image as a data: URL (up to 5 MB, a third more in base64). Only
 * an admin's request is read that far: bodies are parsed after the guard.
 */
const FORM_WITH_IMAGE_LIMIT = "8mb";
export const JSON_LIMIT = "100kb";

/**
 * `/api/admin/*`. The admin guard sits on the router itself, before any route: a route added here is
 * admin-only without anyone remembering to say so (the authorization test checks every one).
 */
export function adminRouter({
  db,
  config,
  storage,
  privateMedia,
  jobs,
  estimateFlows,
}: {
  db: Db;
  config: Config;
  storage: ImageStorage;
  privateMedia: ImageStorage;
  jobs: Pick<JobRunner, "retry">;
  estimateFlows: EstimateFlowDeps;
}) {
  const router = Router();
  router.use(requireAdmin(config));
  router.use(["/services", "/projects"], jsonBody(FORM_WITH_IMAGE_LIMIT));
  router.use(jsonBody(JSON_LIMIT));

  router.use(dashboardRouter(db));
  router.use(servicesRouter(db, storage));
  router.use(projectsRouter(db, storage));
  router.use(appointmentsRouter(db, estimateFlows));
  router.use(settingsRouter(db));
  router.use(availabilityAdminRouter(db));
  router.use(customersRouter(db));
  router.use(inboxRouter(db));
  router.use(conversationsRouter(db));
  router.use(uploadsRouter(storage));
  router.use(queueRouter(db, jobs));
  router.use(estimatesRouter(db, estimateFlows));
  router.use(invoicesRouter(estimateFlows));
  router.use(jobsRouter(estimateFlows));
  router.use(jobMediaRouter({ db, storage, privateMedia, jobs: estimateFlows.jobs }));
  router.use(changeOrdersRouter(estimateFlows));
  router.use(invoiceReportsRouter(db));
  router.use(calendarFeedRouter({ db, secret: estimateFlows.linkSecret, siteUrl: config.SITE_URL }));
  router.use(reviewsRouter(db));
  router.use(todayRouter(estimateFlows));
  return router;
}
