import { loadJob } from "~/features/jobs/job-detail.server";
import { listJobs } from "~/features/jobs/job-list.server";
import { getBusinessSettings } from "~/features/settings/settings.server";
import { idOf } from "~/lib/input";
import { paramOneOf, paramText, parseListParams } from "~/lib/list-query";
import { JOB_STAGES } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { changeOrderData } from "./jobs/change-orders.server";
import { jobMediaData } from "./jobs/job-media.server";

/**
 * The same list as GET /api/admin/jobs, the job `job=<estimateId>` opens (as GET /api/admin/jobs/{id}
 * answers it) with its change orders' part, and whether marking a job complete sends its invoice at once
 * (the settings), which the confirmation says.
 */
export async function loadSectionData(db: Db, params: URLSearchParams) {
  const { page, pageSize } = parseListParams(params, ["createdAt"], "-createdAt");
  const status = paramOneOf(params, "status", JOB_STAGES);
  const jobId = paramText(params, "job");
  const changeOrderId = paramText(params, "changeOrder");
  const [items, opened, settings] = await Promise.all([
    listJobs(db, { page, pageSize, status, q: paramText(params, "q") || undefined }),
    loadJobOf(db, jobId),
    getBusinessSettings(db),
  ]);
  const changeOrders = opened
    ? await changeOrderData(db, opened.estimateId, changeOrderId)
    : { changeOrder: null, catalog: [] };
  const media = await jobMediaData(db, opened);
  return {
    page: items,
    opened: opened ?? null,
    missing: jobId !== "" && !opened,
    completionSentAtOnce: settings?.scheduleInvoicesSent ?? false,
    media,
    ...changeOrders,
  };
}

const loadJobOf = (db: Db, id: string) => {
  const known = idOf(id);
  return known === undefined ? undefined : loadJob(db, known);
};
