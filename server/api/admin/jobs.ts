import { Router } from "express";
import { jobEndpoints as endpoints } from "~/features/jobs/endpoints";
import { JOB_STATES } from "~/features/jobs/failed-job";
import { listFailedJobs } from "~/features/jobs/failed-jobs.server";
import { notFound } from "~/lib/domain-error";
import { paramOneOf, parseListParams } from "~/lib/list-query";
import type { Db } from "~db/client.server";
import { serve } from "~server/api/serve";
import type { JobRunner } from "~server/jobs/job-queue";

const NO_FAILED_JOB = "No failed job with this id";

/** /api/admin/jobs: the background jobs that failed for good, and retrying one. */
export function jobsRouter(db: Db, jobs: Pick<JobRunner, "retry">) {
  const router = Router();
  const base = "/api/admin";

  // `?state=failed`, the one state listed (and the default).
  serve(router, base, endpoints.list, async ({ query }) => {
    paramOneOf(query, "state", JOB_STATES);
    const { page, pageSize } = parseListParams(query, ["failedAt"], "-failedAt");
    return listFailedJobs(db, { page, pageSize });
  });

  // Queued again for one more attempt, at once; it leaves the failed list.
  serve(router, base, endpoints.retry, async ({ params }) => {
    if (!(await jobs.retry(String(params.id)))) throw notFound(NO_FAILED_JOB);
  });

  return router;
}
