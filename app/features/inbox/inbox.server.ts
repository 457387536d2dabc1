/** The admin inbox: quote requests and contact messages, one list shape for both (inbox.ts). */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.server";
import { isoTimestamp, selectRows } from "../../../db/rows";
import type { InboxStatus, Page } from "~/lib/vocabulary";
import type { InboxCounts, InboxItem, InboxKind } from "./inbox";

const TABLES: Record<InboxKind, { table: SQL; title: SQL; body: SQL; preferredDate: SQL }> = {
  quotes: {
    table: sql`quote_requests`,
    title: sql`service_type`,
    body: sql`details`,
    preferredDate: sql`preferred_date::text`,
  },
  messages: {
    table: sql`contact_messages`,
    title: sql`subject`,
    body: sql`message`,
    preferredDate: sql`null`,
  },
};

function itemsOf(kind: InboxKind, status: InboxStatus | undefined): SQL {
  const t = TABLES[kind];
  return sql`select id, ${kind}::text as kind, name, email, phone, ${t.title} as title, ${t.body} as body,
      ${t.preferredDate} as "preferredDate", status, created_at
    from ${t.table} where ${status ? sql`status = ${status}` : sql`true`}`;
}

/** One kind, or both merged when `kind` is not given; newest first. */
export async function listInbox(
  db: Db,
  {
    kind,
    status,
    page,
    pageSize,
  }: { kind?: InboxKind; status?: InboxStatus; page: number; pageSize: number },
): Promise<Page<InboxItem>> {
  const kinds: InboxKind[] = kind ? [kind] : ["quotes", "messages"];
  const union = sql.join(
    kinds.map((k) => itemsOf(k, status)),
    sql` union all `,
  );
  const [items, [{ total }]] = await Promise.all([
    selectRows<InboxItem>(
      db,
      sql`select id, kind, name, email, phone, title, body, "preferredDate", status,
            ${isoTimestamp(sql`created_at`)} as "createdAt"
          from (${union}) i order by created_at desc, id desc
          limit ${pageSize} offset ${(page - 1) * pageSize}`,
    ),
    selectRows<{ total: number }>(db, sql`select count(*)::int as total from (${union}) i`),
  ]);
  return { items, total, page, pageSize };
}

export async function setInboxStatus(
  db: Db,
  kind: InboxKind,
  id: number,
  status: InboxStatus,
): Promise<InboxItem | undefined> {
  const t = TABLES[kind];
  const [item] = await selectRows<InboxItem>(
    db,
    sql`update ${t.table} set status = ${status} where id = ${id}
        returning id, ${kind}::text as kind, name, email, phone, ${t.title} as title, ${t.body} as body,
          ${t.preferredDate} as "preferredDate", status, ${isoTimestamp(sql`created_at`)} as "createdAt"`,
  );
  return item;
}

export async function deleteInboxItem(db: Db, kind: InboxKind, id: number): Promise<boolean> {
  const deleted = await selectRows(db, sql`delete from ${TABLES[kind].table} where id = ${id} returning id`);
  return deleted.length > 0;
}

export async function inboxCounts(db: Db): Promise<InboxCounts> {
  const [counts] = await selectRows<InboxCounts>(
    db,
    sql`select (select count(*)::int from quote_requests where status = 'new') as quotes,
               (select count(*)::int from contact_messages where status = 'new') as messages`,
  );
  return counts;
}
