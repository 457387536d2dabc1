import { apiRequest } from "~/lib/api-client";
import type { InboxItem } from "./inbox";

/** What the inbox tab asks the server. */

/** PATCH /api/admin/inbox/:kind/:id: a new item becomes handled, a handled one new again. */
export const toggleInboxStatus = (item: InboxItem) =>
  apiRequest<InboxItem>("PATCH", `/api/admin/inbox/${item.kind}/${item.id}`, {
    status: item.status === "new" ? "handled" : "new",
  });

/** DELETE /api/admin/inbox/:kind/:id. */
export const removeInboxItem = (item: InboxItem) =>
  apiRequest("DELETE", `/api/admin/inbox/${item.kind}/${item.id}`);
