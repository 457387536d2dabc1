import { listFailedJobs } from "~/features/jobs/failed-jobs.server";
import { parseListParams } from "~/lib/list-query";
import type { Db } from "~db/client.server";

/** The same list as GET /api/admin/jobs. */
export async function loadSectionData(db: Db, params: URLSearchParams) {
  const { page, pageSize } = parseListParams(params, ["failedAt"], "-failedAt");
  return { page: await listFailedJobs(db, { page, pageSize }) };
}
