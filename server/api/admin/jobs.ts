import { Router } from "express";
import { JOB_STATES } from "~/features/jobs/failed-job";
import { listFailedJobs } from "~/features/jobs/failed-jobs.server";
import { notFound } from "~/lib/domain-error";
import { paramOneOf, parseListParams } from "~/lib/list-query";
import type { Db } from "~db/client.server";
import { queryOf } from "~server/api/input";
import type { JobRunner } from "~server/jobs/job-queue";

const NO_FAILED_JOB = "No failed job with this id";

/** /api/admin/jobs: the background jobs that failed for good, and retrying one. */
export function jobsRouter(db: Db, jobs: Pick<JobRunner, "retry">) {
  const router = Router();

  // `?state=failed`, the one state listed (and the default).
  router.get("/jobs", async (req, res) => {
    const params = queryOf(req);
    paramOneOf(params, "state", JOB_STATES);
    const { page, pageSize } = parseListParams(params, ["failedAt"], "-failedAt");
    res.json(await listFailedJobs(db, { page, pageSize }));
  });

  // Queued again for one more attempt, at once; it leaves the failed list.
  router.post("/jobs/:id/retry", async (req, res) => {
    const id = String(req.params.id);
    if (!(await jobs.retry(id))) throw notFound(NO_FAILED_JOB);
    res.status(204).end();
  });

  return router;
}
