import { Router } from "express";
import type { InboxKind } from "../../../app/features/inbox/inbox";
import {
  deleteInboxItem,
  inboxCounts,
  listInbox,
  setInboxStatus,
} from "../../../app/features/inbox/inbox.server";
import { INBOX_STATUSES, type InboxStatus } from "../../../app/lib/vocabulary";
import type { Db } from "../../../db/client.server";
import { badRequest, notFound, parseId } from "../http-error";
import { isPlainObject } from "../parse-body";
import { parseListQuery, queryText } from "./list-query";

const KINDS: readonly InboxKind[] = ["quotes", "messages"];

function kindOf(value: string | undefined): InboxKind {
  if (!KINDS.includes(value as InboxKind)) throw badRequest("Invalid kind");
  return value as InboxKind;
}

function statusOf(value: unknown): InboxStatus {
  if (!(INBOX_STATUSES as readonly unknown[]).includes(value)) throw badRequest("Invalid status");
  return value as InboxStatus;
}

/** /api/admin/inbox: quote requests and contact messages, newest first. */
export function inboxRouter(db: Db) {
  const router = Router();

  router.get("/inbox", async (req, res) => {
    const { page, pageSize } = parseListQuery(req, ["createdAt"], "-createdAt");
    const kind = queryText(req, "kind");
    const status = queryText(req, "status");
    res.json(
      await listInbox(db, {
        kind: kind ? kindOf(kind) : undefined,
        status: status ? statusOf(status) : undefined,
        page,
        pageSize,
      }),
    );
  });

  router.get("/inbox/counts", async (_req, res) => {
    res.json(await inboxCounts(db));
  });

  router.patch("/inbox/:kind/:id", async (req, res) => {
    const kind = kindOf(req.params.kind);
    const id = parseId(req.params.id, "id");
    const item = await setInboxStatus(
      db,
      kind,
      id,
      statusOf(isPlainObject(req.body) ? req.body.status : undefined),
    );
    if (!item) throw notFound("Not found in the inbox");
    res.json(item);
  });

  router.delete("/inbox/:kind/:id", async (req, res) => {
    const kind = kindOf(req.params.kind);
    if (!(await deleteInboxItem(db, kind, parseId(req.params.id, "id"))))
      throw notFound("Not found in the inbox");
    res.status(204).end();
  });

  return router;
}
