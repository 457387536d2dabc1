/**
 * What a customer pays at checkout (docs/booking-and-payments.md): half of a line whose
 * service name says Remodel or Installation, the whole line otherwise, and for the whole booking never more
 * than the business's cap ("Most a booking asks online") when it has one. Integer cents, so sums are exact.
 */
const HALF_DEPOSIT = /remodel|installation/i;

/** The rule's deposit of one line, before any cap. */
export function lineDepositCents(serviceName: string, lineCents: number): number {
  return HALF_DEPOSIT.test(serviceName) ? Math.round(lineCents / 2) : lineCents;
}

/** A booking's line as the deposit sees it: the service's name as booked and the line's price. */
export interface DepositLine {
  serviceName: string;
  lineCents: number;
}

/** The rule's deposit of a booking: its lines' deposits, summed. */
export function ruleDepositCents(lines: readonly DepositLine[]): number {
  return lines.reduce((sum, line) => sum + lineDepositCents(line.serviceName, line.lineCents), 0);
}

/**
 * What a booking asks at checkout: the rule's deposit, or the cap when that is less (null: no cap). The rest
 * is billed by invoice after the visit. The booking page, the booking's server and its checkout all ask this.
 */
export function bookingDepositCents(lines: readonly DepositLine[], capCents: number | null): number {
  const rule = ruleDepositCents(lines);
  return capCents === null ? rule : Math.min(rule, capCents);
}

/**
 * Each line's part of a booking's deposit as stored (`depositCents`): the rule's deposit of every line while
 * the booking asks them all; when it asks less (it was capped), the rule's deposits scaled down together,
 * in whole cents that add up to exactly what it asks, so that a checkout's lines sum to the amount charged
 * and a cancelled line's refund is its fair part.
 */
export function lineDepositShares(lines: readonly DepositLine[], depositCents: number): number[] {
  const rules = lines.map((line) => lineDepositCents(line.serviceName, line.lineCents));
  const ruleTotal = rules.reduce((sum, cents) => sum + cents, 0);
  if (depositCents >= ruleTotal) return rules;
  if (depositCents <= 0) return rules.map(() => 0);
  // BigInt: a line near the largest amount times the deposit passes 2^53.
  const whole = BigInt(ruleTotal);
  const exact = rules.map((cents) => BigInt(cents) * BigInt(depositCents));
  const shares = exact.map((product) => Number(product / whole));
  let left = depositCents - shares.reduce((sum, cents) => sum + cents, 0);
  // The cents the rounding down left go to the lines it cut most, the first of equals first.
  const byCut = exact
    .map((product, index) => ({ index, cut: product % whole }))
    .sort((a, b) => (a.cut === b.cut ? a.index - b.index : a.cut > b.cut ? -1 : 1));
  for (const { index } of byCut) {
    if (left <= 0) break;
    shares[index] += 1;
    left -= 1;
  }
  return shares;
}

/** Whether a booking asks less than its rule's deposit (the cap applied): the rest is billed after the visit. */
export function depositIsCapped(lines: readonly DepositLine[], depositCents: number): boolean {
  return depositCents < ruleDepositCents(lines);
}

/** "123.45" -> 12345. Amounts are numeric(10,2) decimal strings at the edges. */
export function toCents(amount: string | number): number {
  return Math.round(Number(amount) * 100);
}

/** The largest amount a money column (numeric(10,2)) holds: 99,999,999.99. */
export const MAX_MONEY_CENTS = 9_999_999_999;

/** Whether an amount in cents can be stored: a whole number of cents within the money columns' range. */
export function fitsMoneyColumns(cents: number): boolean {
  return Number.isSafeInteger(cents) && Math.abs(cents) <= MAX_MONEY_CENTS;
}

/** 12345 -> "123.45". */
export function fromCents(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** The share of a line taken at checkout, in percent: 50 or 100. */
export function depositPercent(serviceName: string): 50 | 100 {
  return HALF_DEPOSIT.test(serviceName) ? 50 : 100;
}
