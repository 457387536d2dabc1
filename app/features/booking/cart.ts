import { bookingDepositCents, toCents } from "~/lib/deposit";
import { MAX_QUANTITY } from "./booking.schema";

/** What the booking form needs of a service (a PublicService of the services feature fits). */
export interface BookableService {
  id: number;
  name: string;
  description: string;
  basePrice: string;
  priceUnit: string;
}

/** One chosen service and how many of it (square feet, linear feet, rooms: the service's unit). */
export interface CartLine {
  serviceId: number;
  quantity: number;
}

export interface PricedLine {
  service: BookableService;
  quantity: number;
  subtotalCents: number;
}

export interface CartTotals {
  lines: PricedLine[];
  totalCents: number;
  /** The deposit taken at checkout: the server charges the same (app/lib/deposit.ts). */
  dueTodayCents: number;
  /** The business's cap made the deposit less than the rule's: the rest is billed after the visit. */
  capped: boolean;
}

/**
 * Prices the cart as the server will (total = base price x quantity, summed; the deposit capped at
 * `depositCapCents` when the business has a cap). Lines whose service is no longer listed are left out.
 */
export function priceCart(
  lines: readonly CartLine[],
  services: readonly BookableService[],
  depositCapCents: number | null = null,
): CartTotals {
  const priced: PricedLine[] = [];
  for (const line of lines) {
    const service = services.find((candidate) => candidate.id === line.serviceId);
    if (service) {
      priced.push({
        service,
        quantity: line.quantity,
        subtotalCents: toCents(service.basePrice) * line.quantity,
      });
    }
  }
  const depositLines = priced.map((line) => ({
    serviceName: line.service.name,
    lineCents: line.subtotalCents,
  }));
  const dueTodayCents = bookingDepositCents(depositLines, depositCapCents);
  return {
    lines: priced,
    totalCents: priced.reduce((sum, line) => sum + line.subtotalCents, 0),
    dueTodayCents,
    capped: dueTodayCents < bookingDepositCents(depositLines, null),
  };
}

/** Adds a service once; adding it again adds one more of it. */
export function addLine(lines: readonly CartLine[], serviceId: number): CartLine[] {
  const existing = lines.find((line) => line.serviceId === serviceId);
  if (!existing) return [...lines, { serviceId, quantity: 1 }];
  return setLineQuantity(lines, serviceId, existing.quantity + 1);
}

/**
 * A quantity of 0 or below removes the line. One above MAX_QUANTITY is kept as typed, so that the stepper
 * says the limit and the booking is refused, rather than lowered without a word and charged for the limit.
 */
export function setLineQuantity(lines: readonly CartLine[], serviceId: number, quantity: number): CartLine[] {
  if (quantity <= 0) return removeLine(lines, serviceId);
  const whole = Math.trunc(quantity);
  return lines.map((line) => (line.serviceId === serviceId ? { ...line, quantity: whole } : line));
}

/** Whether a line asks for more than a booking takes (its stepper says the limit). */
export const overLimit = (quantity: number) => quantity > MAX_QUANTITY;

export function removeLine(lines: readonly CartLine[], serviceId: number): CartLine[] {
  return lines.filter((line) => line.serviceId !== serviceId);
}

/**
 * What a typed quantity means: a number (0 or below removes the line), or null while the box holds
 * nothing usable yet (empty, a lone minus sign), so that the person can finish typing.
 */
export function parseQuantityInput(text: string): number | null {
  const trimmed = text.trim();
  if (!/^-?\d+(\.\d*)?$/.test(trimmed)) return null;
  return Math.trunc(Number(trimmed));
}
