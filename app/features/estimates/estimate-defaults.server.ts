/** The business's estimate defaults (docs/estimates.md): the terms, deposit and validity of a new one. */
import { eq } from "drizzle-orm";
import type { DepositKind } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { businessSettings } from "~db/schema";
import type { EstimateDefaults } from "./admin-endpoints";
import type { EstimateDefaultsBody } from "./estimate.schema";

// The settings page's section names the type by this module, which reads the defaults it is drawn with.
export type { EstimateDefaults };

export async function estimateDefaults(db: Db): Promise<EstimateDefaults> {
  const [s] = await db.select().from(businessSettings).limit(1);
  return {
    terms: s?.estimateTerms ?? "",
    deposit: {
      kind: (s?.estimateDepositKind ?? "percent") as DepositKind,
      value: Number(s?.estimateDepositValue ?? 30).toString(),
    },
    validDays: s?.estimateValidDays ?? 30,
  };
}

export async function saveEstimateDefaults(db: Db, input: EstimateDefaultsBody) {
  await db
    .update(businessSettings)
    .set({
      estimateTerms: input.terms,
      estimateDepositKind: input.deposit.kind,
      estimateDepositValue: input.deposit.value,
      estimateValidDays: input.validDays,
    })
    .where(eq(businessSettings.id, 1));
}
