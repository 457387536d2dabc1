import { listFailedTasks } from "~/features/queue/failed-tasks.server";
import { parseListParams } from "~/lib/list-query";
import type { Db } from "~db/client.server";

/** The same list as GET /api/admin/queue/failed. */
export async function loadSectionData(db: Db, params: URLSearchParams) {
  const { page, pageSize } = parseListParams(params, ["failedAt"], "-failedAt");
  return { page: await listFailedTasks(db, { page, pageSize }) };
}
