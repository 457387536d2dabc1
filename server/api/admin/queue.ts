import { Router } from "express";
import { queueEndpoints as endpoints } from "~/features/queue/endpoints";
import { listFailedTasks } from "~/features/queue/failed-tasks.server";
import { notFound } from "~/lib/domain-error";
import { parseListParams } from "~/lib/list-query";
import type { Db } from "~db/client.server";
import { serve } from "~server/api/serve";
import type { JobRunner } from "~server/queue/job-queue";

const NO_FAILED_TASK = "No failed task with this id";

/** /api/admin/queue: the queued tasks that failed for good, and retrying one. */
export function queueRouter(db: Db, jobs: Pick<JobRunner, "retry">) {
  const router = Router();
  const base = "/api/admin";

  serve(router, base, endpoints.failed, async ({ query }) => {
    const { page, pageSize } = parseListParams(query, ["failedAt"], "-failedAt");
    return listFailedTasks(db, { page, pageSize });
  });

  // Queued again for one more attempt, at once; it leaves the failed list.
  serve(router, base, endpoints.retry, async ({ params }) => {
    if (!(await jobs.retry(String(params.id)))) throw notFound(NO_FAILED_TASK);
  });

  return router;
}
