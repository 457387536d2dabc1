import { Router, type Request } from "express";
import { INBOX_KINDS } from "~/features/inbox/inbox";
import { deleteInboxItem, inboxCounts, listInbox, setInboxStatus } from "~/features/inbox/inbox.server";
import { notFound } from "~/lib/domain-error";
import { parseOneOf } from "~/lib/input";
import { paramOneOf, parseListParams } from "~/lib/list-query";
import { INBOX_STATUSES } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { idParam, isPlainObject, queryOf } from "~server/api/input";

const kindOf = (req: Request) => parseOneOf(INBOX_KINDS, req.params.kind, "kind");

/** /api/admin/inbox: quote requests and contact messages, newest first. */
export function inboxRouter(db: Db) {
  const router = Router();

  router.get("/inbox", async (req, res) => {
    const params = queryOf(req);
    const { page, pageSize } = parseListParams(params, ["createdAt"], "-createdAt");
    const kind = paramOneOf(params, "kind", INBOX_KINDS);
    const status = paramOneOf(params, "status", INBOX_STATUSES);
    res.json(await listInbox(db, { kind, status, page, pageSize }));
  });

  router.get("/inbox/counts", async (_req, res) => {
    res.json(await inboxCounts(db));
  });

  router.patch("/inbox/:kind/:id", async (req, res) => {
    const kind = kindOf(req);
    const id = idParam(req, "id", "id");
    const body = isPlainObject(req.body) ? req.body : {};
    const item = await setInboxStatus(db, kind, id, parseOneOf(INBOX_STATUSES, body.status, "status"));
    if (!item) throw notFound("Not found in the inbox");
    res.json(item);
  });

  router.delete("/inbox/:kind/:id", async (req, res) => {
    if (!(await deleteInboxItem(db, kindOf(req), idParam(req, "id", "id"))))
      throw notFound("Not found in the inbox");
    res.status(204).end();
  });

  return router;
}
