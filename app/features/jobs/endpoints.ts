/** The jobs' endpoints (app/lib/endpoint.ts): the approved estimates' work, its money and its end. Client-safe. */
import { endpoint, pageOf } from "~/lib/endpoint";
import { customerJobView, jobListItem, jobView } from "./job-view";

/** A step of a job's end (no body), answered with the job as it then stands. */
const jobStep = <const Path extends string>(path: Path) =>
  endpoint({ method: "POST", path, access: "admin", output: jobView });

export const adminJobEndpoints = {
  /** `?status=` (scheduled, in_progress, completed, closed), `?q=` (customer, title or number), `?page=`. */
  list: endpoint({ method: "GET", path: "/api/admin/jobs", access: "admin", output: pageOf(jobListItem) }),
  get: endpoint({ method: "GET", path: "/api/admin/jobs/:estimateId", access: "admin", output: jobView }),
  /** Marks the job done: its completion invoice is issued and a review asked; done already: 409. */
  complete: jobStep("/api/admin/jobs/:estimateId/complete"),
  /** Closes a completed job; while anything is owed, or a change order waits for an answer: 409. */
  close: jobStep("/api/admin/jobs/:estimateId/close"),
};

export const customerJobEndpoints = {
  /** The signed-in customer's own job; another's or none: 404. */
  get: endpoint({
    method: "GET",
    path: "/api/account/jobs/:estimateId",
    access: "signed-in",
    output: customerJobView,
  }),
};
