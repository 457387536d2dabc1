/** How an estimate's figures read, the same on its page, in the back office, in the PDF and in mail. Client-safe. */
import type { EstimateLineView, PublicEstimateView } from "./estimate-view";

const quantityFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** "3 each", "120.5 sq ft". */
export const formatQuantity = (line: Pick<EstimateLineView, "quantity" | "unit">) =>
  `${quantityFormat.format(line.quantity)} ${line.unit}`;

/** "30% deposit" or "fixed deposit": how the deposit due was worked out. */
export const depositExplanation = (deposit: PublicEstimateView["deposit"]) =>
  deposit.kind === "percent" ? `${Number(deposit.value)}% deposit` : "fixed deposit";
