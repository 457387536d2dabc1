import { INBOX_KINDS } from "~/features/inbox/inbox";
import { inboxCounts, listInbox } from "~/features/inbox/inbox.server";
import { paramId, paramOneOf, parseListParams } from "~/lib/list-query";
import { INBOX_STATUSES } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";

const INBOX_PAGE_SIZE = 10;

export async function loadSectionData(db: Db, params: URLSearchParams) {
  const { page, pageSize } = parseListParams(params, ["createdAt"], "-createdAt", INBOX_PAGE_SIZE);
  // The section shows one kind at a time, quote requests first.
  const kind = paramOneOf(params, "kind", INBOX_KINDS) ?? "quotes";
  const status = paramOneOf(params, "status", INBOX_STATUSES);
  // One item alone: the address an owner alert links to (`&item=42`).
  const item = paramId(params, "item");
  const [items, counts] = await Promise.all([
    listInbox(db, { kind, status, id: item, page, pageSize }),
    inboxCounts(db),
  ]);
  return { kind, status, item, page: items, counts };
}
