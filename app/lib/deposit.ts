/**
 * What a customer pays at checkout (docs/booking-and-payments.md): half of a line whose
 * service name says Remodel or Installation, the whole line otherwise. Integer cents, so sums are exact.
 */
const HALF_DEPOSIT = /remodel|installation/i;

export function lineDepositCents(serviceName: string, lineCents: number): number {
  return HALF_DEPOSIT.test(serviceName) ? Math.round(lineCents / 2) : lineCents;
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
