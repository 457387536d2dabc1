import { Router } from "express";
import { inboxEndpoints as endpoints } from "~/features/inbox/endpoints";
import { INBOX_KINDS } from "~/features/inbox/inbox";
import { deleteInboxItem, inboxCounts, listInbox, setInboxStatus } from "~/features/inbox/inbox.server";
import { notFound } from "~/lib/domain-error";
import { parseId, parseOneOf } from "~/lib/input";
import { paramOneOf, parseListParams } from "~/lib/list-query";
import { INBOX_STATUSES } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { serve } from "~server/api/serve";

/** The item a path names: its kind ("Invalid kind") and its id ("Invalid id"). */
const itemOf = (params: Record<string, string>) => ({
  kind: parseOneOf(INBOX_KINDS, params.kind, "kind"),
  id: parseId(params.id, "id"),
});

/** /api/admin/inbox: quote requests and contact messages, newest first. */
export function inboxRouter(db: Db) {
  const router = Router();
  const base = "/api/admin";

  serve(router, base, endpoints.list, async ({ query }) => {
    const { page, pageSize } = parseListParams(query, ["createdAt"], "-createdAt");
    const kind = paramOneOf(query, "kind", INBOX_KINDS);
    const status = paramOneOf(query, "status", INBOX_STATUSES);
    return listInbox(db, { kind, status, page, pageSize });
  });

  serve(router, base, endpoints.counts, () => inboxCounts(db));

  serve(router, base, endpoints.update, async ({ params, body }) => {
    const { kind, id } = itemOf(params);
    const item = await setInboxStatus(db, kind, id, body.status);
    if (!item) throw notFound("Not found in the inbox");
    return item;
  });

  serve(router, base, endpoints.remove, async ({ params }) => {
    const { kind, id } = itemOf(params);
    if (!(await deleteInboxItem(db, kind, id))) throw notFound("Not found in the inbox");
  });

  return router;
}
