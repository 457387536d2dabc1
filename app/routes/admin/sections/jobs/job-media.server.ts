import { loadAdminMedia } from "~/features/job-media/job-media.server";
import type { Db } from "~db/client.server";

/**
 * The notes and photos part of the Jobs section's job page (docs/job-media.md): what the job-media feature's
 * panel shows of the job open, as GET /api/admin/jobs/{estimateId}/media answers it; none without a job open.
 */
export function jobMediaData(db: Db, opened: { estimateId: number } | null | undefined) {
  return opened ? loadAdminMedia(db, { estimateId: opened.estimateId }) : Promise.resolve(null);
}
