/**
 * The provider's report of a text's delivery (Twilio's status callback, docs/texts.md), applied to the text
 * of that message id. Reports may come late or out of order: a delivered text stays delivered, a failure is
 * not undone by a late "sent", and a report about a message the site does not know changes nothing.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { TextStatus } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { textMessages } from "~db/schema";

/** The statuses a report may move a text to, and from which. */
const MOVES: Partial<Record<string, { to: TextStatus; from: TextStatus[] }>> = {
  sent: { to: "sent", from: ["sent"] },
  delivered: { to: "delivered", from: ["sent", "undelivered", "failed"] },
  undelivered: { to: "undelivered", from: ["sent", "undelivered", "failed"] },
  failed: { to: "failed", from: ["sent", "undelivered", "failed"] },
};

/** Whether a text was found and moved; an unknown id or a status that changes nothing moves none. */
export async function applyTextStatus(
  db: Db,
  report: { messageSid: string; messageStatus: string; errorCode?: string },
): Promise<boolean> {
  const move = MOVES[report.messageStatus];
  if (!move) return false;
  const failure = move.to === "failed" || move.to === "undelivered";
  const moved = await db
    .update(textMessages)
    .set({
      status: move.to,
      ...(failure && {
        error: report.errorCode ? `Not delivered (Twilio error ${report.errorCode})` : "Not delivered",
      }),
      ...(move.to === "delivered" && { error: null }),
    })
    .where(
      and(
        eq(textMessages.providerId, report.messageSid),
        eq(textMessages.direction, "outbound"),
        inArray(textMessages.status, move.from),
      ),
    )
    .returning({ id: textMessages.id });
  return moved.length > 0;
}
