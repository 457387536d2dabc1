/**
 * Who may see a private image (`/media/<name>`, docs/private-media.md): an admin, or the signed-in customer
 * whose quote request, estimate or job it belongs to. A customer is matched as My Projects matches them: by
 * the account's email, against the request's email, the estimate's customer email, or the booked visit's
 * customer. An image no row names is seen by nobody, an admin included.
 */
import { sql } from "drizzle-orm";
import type { Db } from "~db/client.server";
import { selectRows } from "~db/rows";
import { MEDIA_PATH, variantName, VARIANT_WIDTHS } from "./upload-names";

export interface MediaViewer {
  email: string;
  /** An admin let into the back office (adminAccess, app/features/auth/access.ts). */
  isAdmin: boolean;
}

/**
 * Whether `viewer` may see the private image `imageId` (either of its variants). One query, matching the
 * `url` column of the quote requests' photos, the estimates' photos (copied from the request when the owner
 * writes the estimate) and the jobs' or visits' photos, then their owner's email.
 */
export async function mayViewPrivateImage(db: Db, imageId: string, viewer: MediaViewer): Promise<boolean> {
  // Saved URLs name the largest variant; both are matched, so a row saved with either still counts.
  const urls = VARIANT_WIDTHS.map((width) => `${MEDIA_PATH}${variantName(imageId, width)}`);
  const inUrls = (column: string) => sql`${sql.raw(column)} in (${sql.join(urls, sql`, `)})`;
  const admin = viewer.isAdmin;
  const email = viewer.email.toLowerCase();
  const [row] = await selectRows<{ allowed: boolean }>(
    db,
    sql`select
          exists (select 1 from quote_request_photos p join quote_requests q on q.id = p.quote_request_id
                  where ${inUrls("p.url")} and (${admin} or q.email = ${email}))
          or exists (select 1 from estimate_photos p join estimates e on e.id = p.estimate_id
                  where ${inUrls("p.url")} and (${admin} or e.customer_email = ${email}))
          or exists (select 1 from job_photos p
                  left join estimates e on e.id = p.estimate_id
                  left join bookings b on b.id = p.booking_id
                  left join customers c on c.id = b.customer_id
                  where ${inUrls("p.url")} and (${admin} or e.customer_email = ${email} or c.email = ${email}))
          as allowed`,
  );
  return row?.allowed === true;
}
