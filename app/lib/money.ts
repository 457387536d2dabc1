/** Money display, the one place that formats amounts. Amounts arrive as decimal strings. */
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const wholeUsd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

export function formatMoney(amount: string | number): string {
  return usd.format(Number(amount));
}

/** Whole dollars, for estimates (the calculator shows no cents). */
export function formatWholeDollars(amount: number): string {
  return wholeUsd.format(Math.round(amount));
}

export type PriceUnit = "fixed" | "per_ft" | "starting";

/**
 * Fixed "$x.xx"; per_ft "$x.xx per linear ft" (the admin table's short form: "per ft");
 * anything else "Starting at $x.xx".
 */
export function formatServicePrice(
  basePrice: string | number,
  priceUnit: string,
  style: "public" | "admin" = "public",
): string {
  const amount = formatMoney(basePrice);
  if (priceUnit === "fixed") return amount;
  if (priceUnit === "per_ft") return `${amount} ${style === "admin" ? "per ft" : "per linear ft"}`;
  return `Starting at ${amount}`;
}
