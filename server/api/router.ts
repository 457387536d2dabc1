import { Router } from "express";
import { resolveAuthSecret } from "~/features/auth/auth-secret.server";
import type { Auth } from "~/features/auth/auth.server";
import type { ImageStorage } from "~/features/uploads/image-storage.server";
import type { Config } from "~/lib/env.server";
import type { Database } from "~db/client.server";
import type { Logger } from "~server/logger";
import type { JobRunner } from "~server/queue/job-queue";
import { accountJobMediaRouter } from "./account-job-media";
import { accountRouter } from "./account-jobs";
import { appointmentsRouter, userRouter } from "./account-routes";
import { accountTextsRouter } from "./account-texts";
import { adminRouter, JSON_LIMIT } from "./admin-routes";
import { loadUser } from "./auth-guards";
import { authRouter } from "./auth-routes";
import { bookingLinkRouter } from "./booking-link-routes";
import { bookingRouter } from "./booking-routes";
import { appointmentCalendarRouter } from "./calendar-files";
import { changeOrdersRouter } from "./change-orders";
import { crossSiteGuard } from "./cross-site";
import { apiErrorHandler, apiNotFound } from "./errors";
import { estimatesRouter } from "./estimates";
import { healthRouter } from "./health";
import { jsonBody } from "./input";
import { invoicesRouter } from "./invoices";
import { leadsRouter } from "./leads";
import { paymentRouter } from "./payment-routes";
import type { PaymentServices } from "./payment-services";
import { publicContentRouter } from "./public-content";
import { reviewsRouter } from "./reviews";
import { smsWebhookRouter } from "./sms-webhooks";
import { stripeWebhookRouter } from "./stripe-webhook";

export interface ApiDependencies {
  database: Database;
  logger: Logger;
  auth: Auth;
  config: Config;
  jobs: JobRunner;
  storage: ImageStorage;
  /** The private images (quote requests' and jobs' photos). */
  privateMedia: ImageStorage;
  /** Made once by the app: the pages' actions take the estimate's answers with the same flows. */
  payments: PaymentServices;
}

/** Everything under /api. Answers JSON only, errors included. */
export function apiRouter({
  database,
  logger,
  auth,
  config,
  jobs,
  storage,
  privateMedia,
  payments,
}: ApiDependencies) {
  const router = Router();
  const db = database.db;
  // Before anything reads or acts on a request: refuse writes sent on behalf of another site.
  router.use(crossSiteGuard(config.SITE_URL));
  // API answers are per-request data unless a route says otherwise; those to a signed-in person are
  // private whatever the route says (server/private-responses.ts).
  router.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  // Sign-in and the signed webhooks (Stripe's, Twilio's form posts) read their own raw bodies, so they
  // come before the JSON parser.
  router.use(authRouter({ auth, config }));
  router.use(stripeWebhookRouter({ logger, payments }));
  router.use(smsWebhookRouter({ db, config, logger }));
  // Admin bodies are read after the admin guard (see admin-routes.ts), so nobody else can send a large one.
  const json = jsonBody(JSON_LIMIT);
  router.use((req, res, next) => (/^\/admin(\/|$)/.test(req.path) ? next() : json(req, res, next)));
  router.use(healthRouter(database));
  router.use(publicContentRouter(database.db));
  router.use(leadsRouter(database.db, privateMedia, payments.flows));
  router.use(bookingRouter({ db, payments }));
  router.use(paymentRouter({ db, payments }));
  router.use(estimatesRouter({ db, payments }));
  router.use(reviewsRouter(db, payments.flows));
  router.use(bookingLinkRouter({ db, payments, siteUrl: config.SITE_URL }));
  // Routes below know who is asking; the admin and user routers refuse anyone they are not for.
  router.use(["/admin", "/user", "/account", "/appointments"], loadUser(auth));
  const estimateFlows = { ...payments.flows, linkSecret: resolveAuthSecret(config) };
  router.use(invoicesRouter(estimateFlows));
  router.use(changeOrdersRouter(estimateFlows));
  router.use("/admin", adminRouter({ db: database.db, config, storage, privateMedia, jobs, estimateFlows }));
  router.use("/user", userRouter(database.db));
  router.use("/account", accountRouter({ db, linkSecret: estimateFlows.linkSecret }));
  router.use("/account", accountJobMediaRouter(db));
  router.use("/account", accountTextsRouter(db));
  router.use(appointmentsRouter({ db, payments }));
  router.use(appointmentCalendarRouter({ db, siteUrl: config.SITE_URL }));
  router.use(apiNotFound);
  router.use(apiErrorHandler(logger));
  return router;
}
