/** The inbox's endpoints (app/lib/endpoint.ts): quote requests and contact messages, newest first. */
import { z } from "zod";
import { endpoint, noAnswer, pageOf } from "~/lib/endpoint";
import { parseOneOf } from "~/lib/input";
import { INBOX_STATUSES, type InboxStatus } from "~/lib/vocabulary";
import { inboxCounts, inboxItem } from "./inbox";

/**
 * A new status for an item. Anything else is a 400 "Invalid status" on its own, not a form's field message:
 * the tab's buttons send it, no one types it.
 */
export const inboxStatusBody = z.object({
  status: z.custom<InboxStatus>((value) => parseOneOf(INBOX_STATUSES, value, "status") === value),
});

export const inboxEndpoints = {
  /** `?kind=quotes|messages`, `?status=new|handled`, `?page=`, `?pageSize=`; both kinds when no kind. */
  list: endpoint({ method: "GET", path: "/api/admin/inbox", access: "admin", output: pageOf(inboxItem) }),
  counts: endpoint({ method: "GET", path: "/api/admin/inbox/counts", access: "admin", output: inboxCounts }),
  /** A new item becomes handled, a handled one new again. */
  update: endpoint({
    method: "PATCH",
    path: "/api/admin/inbox/:kind/:id",
    access: "admin",
    body: inboxStatusBody,
    output: inboxItem,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/admin/inbox/:kind/:id",
    access: "admin",
    output: noAnswer,
    status: 204,
  }),
};
