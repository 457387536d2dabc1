/** The admin inbox: quote requests and contact messages, one list shape for both (inbox.ts). */
import { sql, type SQL } from "drizzle-orm";
import type { InboxStatus, Page } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { isoTimestamp, selectRows } from "~db/rows";
import type { InboxCounts, InboxItem, InboxKind } from "./inbox";

interface KindColumns {
  table: SQL;
  title: SQL;
  body: SQL;
  preferredDate: SQL;
  photos: SQL;
  estimate: SQL;
  madeEstimate: SQL;
}

const TABLES: Record<InboxKind, KindColumns> = {
  quotes: {
    table: sql`quote_requests`,
    title: sql`service_type`,
    body: sql`details`,
    preferredDate: sql`preferred_date::text`,
    photos: sql`coalesce((select json_agg(p.url order by p.position) from quote_request_photos p
      where p.quote_request_id = quote_requests.id), '[]'::json)`,
    // All four columns or none (a check of the table): the total as a decimal string, like every amount.
    estimate: sql`case when estimate_project_type is null then null else json_build_object(
      'projectType', estimate_project_type, 'size', estimate_size, 'option', estimate_option,
      'total', estimate_total::text) end`,
    // Revisions share the first one's number; the latest is the one the customer has.
    madeEstimate: sql`(select json_build_object('id', e.id, 'number', e.number, 'revision', e.revision,
      'status', e.status) from estimates e
      where e.number = (select min(f.number) from estimates f where f.quote_request_id = quote_requests.id)
      order by e.revision desc limit 1)`,
  },
  messages: {
    table: sql`contact_messages`,
    title: sql`subject`,
    body: sql`message`,
    preferredDate: sql`null`,
    photos: sql`'[]'::json`,
    estimate: sql`null::json`,
    madeEstimate: sql`null::json`,
  },
};

/** The items of one kind that `where` keeps, in the shared shape (created_at kept for ordering). */
function itemsOf(kind: InboxKind, where: SQL): SQL {
  const t = TABLES[kind];
  return sql`select id, ${kind}::text as kind, name, email, phone, ${t.title} as title, ${t.body} as body,
      ${t.preferredDate} as "preferredDate", status, created_at, ${t.photos} as photos, ${t.estimate} as estimate,
      ${t.madeEstimate} as "madeEstimate"
    from ${t.table} where ${where}`;
}

const ITEM_COLUMNS = sql`id, kind, name, email, phone, title, body, "preferredDate", status,
  ${isoTimestamp(sql`created_at`)} as "createdAt", photos, estimate, "madeEstimate"`;

/** One kind, or both merged when `kind` is not given; newest first. `id` keeps that one item of its kind. */
export async function listInbox(
  db: Db,
  {
    kind,
    status,
    id,
    page,
    pageSize,
  }: { kind?: InboxKind; status?: InboxStatus; id?: number; page: number; pageSize: number },
): Promise<Page<InboxItem>> {
  const kinds: InboxKind[] = kind ? [kind] : ["quotes", "messages"];
  const where = sql.join(
    [sql`true`, status && sql`status = ${status}`, id !== undefined && sql`id = ${id}`].filter(
      (condition): condition is SQL => Boolean(condition),
    ),
    sql` and `,
  );
  const union = sql.join(
    kinds.map((k) => itemsOf(k, where)),
    sql` union all `,
  );
  const [items, [{ total }]] = await Promise.all([
    selectRows<InboxItem>(
      db,
      sql`select ${ITEM_COLUMNS} from (${union}) i order by created_at desc, id desc
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
  const updated = await selectRows(
    db,
    sql`update ${t.table} set status = ${status} where id = ${id} returning id`,
  );
  if (updated.length === 0) return undefined;
  const [item] = await selectRows<InboxItem>(
    db,
    sql`select ${ITEM_COLUMNS} from (${itemsOf(kind, sql`id = ${id}`)}) i`,
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
