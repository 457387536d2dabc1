/** The failed jobs' endpoints (app/lib/endpoint.ts): the list (`?state=failed`), and one more attempt. */
import { endpoint, noAnswer, pageOf } from "~/lib/endpoint";
import { failedJob } from "./failed-job";

export const jobEndpoints = {
  list: endpoint({ method: "GET", path: "/api/admin/jobs", access: "admin", output: pageOf(failedJob) }),
  /** The job is queued again for one more attempt, at once; it leaves the failed list. */
  retry: endpoint({
    method: "POST",
    path: "/api/admin/jobs/:id/retry",
    access: "admin",
    output: noAnswer,
    status: 204,
  }),
};
