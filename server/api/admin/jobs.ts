import { Router } from "express";
import { adminJobEndpoints as endpoints } from "~/features/jobs/endpoints";
import { JOB_NOT_FOUND, loadJob } from "~/features/jobs/job-detail.server";
import { listJobs } from "~/features/jobs/job-list.server";
import { notFound } from "~/lib/domain-error";
import { parseId } from "~/lib/input";
import { paramOneOf, paramText, parseListParams } from "~/lib/list-query";
import { JOB_STAGES } from "~/lib/vocabulary";
import type { EstimateFlowDeps } from "~/workflows/estimate-notices.server";
import { closeJob, finishJob } from "~/workflows/job-close.server";
import { serve } from "~server/api/serve";

/** /api/admin/jobs: the approved estimates' work, its money, its end (docs/jobs.md). */
export function jobsRouter(flows: EstimateFlowDeps) {
  const { db } = flows;
  const router = Router();
  const base = "/api/admin";
  const found = async (id: number) => {
    const view = await loadJob(db, id);
    if (!view) throw notFound(JOB_NOT_FOUND);
    return view;
  };
  const idOf = (params: Record<string, string>) => parseId(params.estimateId, "estimate id");

  serve(router, base, endpoints.list, async ({ query }) => {
    // Newest approval first, the one order: `sort` takes nothing else.
    const { page, pageSize } = parseListParams(query, ["approvedAt"], "-approvedAt");
    const status = paramOneOf(query, "status", JOB_STAGES);
    return listJobs(db, { page, pageSize, status, q: paramText(query, "q") || undefined });
  });

  serve(router, base, endpoints.get, ({ params }) => found(idOf(params)));

  serve(router, base, endpoints.complete, async ({ params }) => {
    const id = idOf(params);
    await finishJob(flows, id);
    return found(id);
  });

  serve(router, base, endpoints.close, async ({ params }) => {
    const id = idOf(params);
    await closeJob(flows, id);
    return found(id);
  });

  return router;
}
