import { INBOX_VIEWS } from "~/features/inbox/inbox";
import { inboxCounts, listInbox } from "~/features/inbox/inbox.server";
import {
  conversationPartner,
  conversationThread,
  listConversations,
  unreadTextCount,
} from "~/features/texts/conversations.server";
import { paramId, paramOneOf, parseListParams } from "~/lib/list-query";
import { INBOX_STATUSES } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";

const INBOX_PAGE_SIZE = 10;

/** The text conversations, and the one open (`&customer=12`) with its texts. */
async function loadTexts(db: Db, params: URLSearchParams) {
  const customer = paramId(params, "customer");
  const [conversations, open] = await Promise.all([
    listConversations(db),
    customer === undefined
      ? null
      : Promise.all([conversationPartner(db, customer), conversationThread(db, customer)]).then(
          ([partner, messages]) => ({ partner, messages }),
        ),
  ]);
  return { conversations, open };
}

export async function loadSectionData(db: Db, params: URLSearchParams) {
  const { page, pageSize } = parseListParams(params, ["createdAt"], "-createdAt", INBOX_PAGE_SIZE);
  // The section shows one kind at a time, quote requests first, or the text conversations.
  const kind = paramOneOf(params, "kind", INBOX_VIEWS) ?? "quotes";
  const status = paramOneOf(params, "status", INBOX_STATUSES);
  // One item alone: the address an owner alert links to (`&item=42`).
  const item = paramId(params, "item");
  const [items, counts, textsUnread, texts] = await Promise.all([
    kind === "texts"
      ? { items: [], total: 0, page, pageSize }
      : listInbox(db, { kind, status, id: item, page, pageSize }),
    inboxCounts(db),
    unreadTextCount(db),
    kind === "texts" ? loadTexts(db, params) : null,
  ]);
  return { kind, status, item, page: items, counts, textsUnread, texts };
}
