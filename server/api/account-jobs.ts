import { Router } from "express";
import { loadCustomerJob } from "~/features/jobs/customer-jobs.server";
import { customerJobEndpoints as endpoints } from "~/features/jobs/endpoints";
import { JOB_NOT_FOUND } from "~/features/jobs/job-detail.server";
import { notFound } from "~/lib/domain-error";
import { parseId } from "~/lib/input";
import type { Db } from "~db/client.server";
import { serve } from "~server/api/serve";
import { requireUser } from "./auth-guards";

/**
 * `/api/account/*`: the signed-in customer's own records (docs/jobs.md). Every route needs a signed-in user;
 * someone else's job answers exactly as a job that does not exist (404).
 */
export function accountRouter({ db, linkSecret }: { db: Db; linkSecret: string }) {
  const router = Router();
  router.use(requireUser);
  serve(router, "/api/account", endpoints.get, async ({ params, user }) => {
    const id = parseId(params.estimateId, "estimate id");
    const job = await loadCustomerJob(db, id, user.email, linkSecret);
    if (!job) throw notFound(JOB_NOT_FOUND);
    return job;
  });
  return router;
}
