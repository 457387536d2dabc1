import { apiRequest } from "~/lib/api-client";
import type { FailedJob } from "./failed-job";

/** What the Failed jobs tab asks the server. */

/** POST /api/admin/jobs/:id/retry: the job is queued again for one more attempt. */
export const retryJob = (job: FailedJob) => apiRequest("POST", `/api/admin/jobs/${job.id}/retry`);
