/** The link's token of a sent estimate, made as the mail makes it. */
import { eq } from "drizzle-orm";
import { estimateToken } from "~/features/estimates/estimate-token.server";
import type { Db } from "~db/client.server";
import { estimates } from "~db/schema";
import { TEST_AUTH_SECRET } from "./test-server";

/** The token of a sent estimate's link, made as the mail makes it (the test servers' secret). */
export async function tokenOfEstimate(db: Db, id: number): Promise<string> {
  const [row] = await db.select({ nonce: estimates.tokenNonce }).from(estimates).where(eq(estimates.id, id));
  if (!row?.nonce) throw new Error(`Estimate ${id} was never sent`);
  return estimateToken(TEST_AUTH_SECRET, row.nonce);
}
