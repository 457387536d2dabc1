/** A customer's quote requests for My Projects, each with the estimate it became once that was sent. */
import { sql } from "drizzle-orm";
import type { Db } from "~db/client.server";
import { isoTimestamp, selectRows } from "~db/rows";
import type { MyQuoteRequest } from "./my-quote-request";

/**
 * Newest first. The estimate is the latest revision of the first one made from the request, and only once it
 * was sent: a draft is the owner's work in progress, which the customer sees as "being prepared".
 */
export function quoteRequestsOfEmail(db: Db, email: string): Promise<MyQuoteRequest[]> {
  return selectRows<MyQuoteRequest>(
    db,
    sql`select q.id, q.service_type as "serviceType", q.preferred_date::text as "preferredDate",
          ${isoTimestamp(sql`q.created_at`)} as "sentAt",
          (select count(*)::int from quote_request_photos p where p.quote_request_id = q.id) as photos,
          exists (select 1 from estimates d where d.quote_request_id = q.id) as "estimateStarted",
          (select json_build_object('number', e.number, 'status', e.status) from estimates e
            where e.number = (select min(f.number) from estimates f where f.quote_request_id = q.id)
              and e.status <> 'draft'
            order by e.revision desc limit 1) as estimate
        from quote_requests q
        where q.email = ${email.toLowerCase()}
        order by q.created_at desc, q.id desc`,
  );
}
