/** The queue's endpoints (app/lib/endpoint.ts): its failed tasks, and one more attempt of one. */
import { endpoint, noAnswer, pageOf } from "~/lib/endpoint";
import { failedTask } from "./failed-task";

export const queueEndpoints = {
  failed: endpoint({
    method: "GET",
    path: "/api/admin/queue/failed",
    access: "admin",
    output: pageOf(failedTask),
  }),
  /** The task is queued again for one more attempt, at once; it leaves the failed list. */
  retry: endpoint({
    method: "POST",
    path: "/api/admin/queue/:id/retry",
    access: "admin",
    output: noAnswer,
    status: 204,
  }),
};
