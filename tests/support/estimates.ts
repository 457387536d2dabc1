/** Estimates for the tests: a valid body, the link's token of a sent estimate, the public page's answers. */
import { eq } from "drizzle-orm";
import { estimateToken } from "../../app/features/estimates/estimate-token.server";
import type { EstimateBodyInput } from "../../app/features/estimates/estimate.schema";
import { addDays, businessToday } from "../../app/lib/dates";
import type { Db } from "../../db/client.server";
import { estimates } from "../../db/schema";
import { TEST_AUTH_SECRET } from "./test-server";

let customerNumber = 0;

/** A kitchen estimate: two required lines ($1,500.00 + 3 × $250.00) and an optional one ($400.00); 30% deposit. */
export function estimateBody(overrides: Partial<EstimateBodyInput> = {}): EstimateBodyInput {
  customerNumber += 1;
  return {
    customer: { name: "Dana Estimate", email: `dana${customerNumber}@example.com`, phone: "325-555-0142" },
    title: "Kitchen refresh",
    lines: [
      { description: "Cabinet refacing", quantity: 1, unit: "job", unitPrice: "1500.00", optional: false },
      { description: "New outlets", quantity: 3, unit: "each", unitPrice: "250.00", optional: false },
      {
        description: "Under-cabinet lighting",
        quantity: 1,
        unit: "job",
        unitPrice: "400.00",
        optional: true,
      },
    ],
    notes: "Work starts within two weeks of approval.",
    terms: "Payment terms: deposit on approval, balance on completion.",
    validUntil: addDays(businessToday(), 30),
    deposit: { kind: "percent", value: "30" },
    ...overrides,
  };
}

/** The token of a sent estimate's link, made as the mail makes it (the test servers' secret). */
export async function tokenOfEstimate(db: Db, id: number): Promise<string> {
  const [row] = await db.select({ nonce: estimates.tokenNonce }).from(estimates).where(eq(estimates.id, id));
  if (!row?.nonce) throw new Error(`Estimate ${id} was never sent`);
  return estimateToken(TEST_AUTH_SECRET, row.nonce);
}
