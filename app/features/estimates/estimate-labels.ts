/** How an estimate's figures read, the same on its page, in the back office, in the PDF and in mail. Client-safe. */
import type { PublicEstimateView } from "./estimate-view";

/** "3 each", "120.5 sq ft". */
export { formatQuantity } from "~/lib/priced-lines";

/** "30% deposit" or "fixed deposit": how the deposit due was worked out. */
export const depositExplanation = (deposit: PublicEstimateView["deposit"]) =>
  deposit.kind === "percent" ? `${Number(deposit.value)}% deposit` : "fixed deposit";
