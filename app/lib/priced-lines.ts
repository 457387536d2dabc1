/**
 * Lines priced by quantity × unit price, as estimates and invoices have them: the fields the API takes
 * (money as decimal strings, quantities with up to two decimals) and the exact sum of a line in integer
 * cents, so that every page, PDF and checkout adds up the same. Client-safe.
 */
import { z } from "zod";
import { requiredText } from "./text-fields";

const MONEY_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;
const SIGNED_MONEY_PATTERN = /^-?\d{1,8}(\.\d{1,2})?$/;
export const PRICE_MESSAGE = "Please enter a price like 1234.50";
const QUANTITY_MESSAGE = "Quantity must be a number above 0 with at most two decimals";

/** A decimal amount of money as the API writes it: "1234.50" (a number is accepted and written so). */
export const moneyText = (message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((value) => String(value).trim())
    .refine((value) => MONEY_PATTERN.test(value), message)
    .transform((value) => Number(value).toFixed(2));

/** The same, which may be negative: a credit ("-300.00"). */
export const signedMoneyText = (message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((value) => String(value).trim())
    .refine((value) => SIGNED_MONEY_PATTERN.test(value), message)
    .transform((value) => Number(value).toFixed(2));

/** A row's id as a body names it (a number, or a string of one). */
export const idField = z.coerce.number().int().positive().max(2_147_483_647);

/** The fields of a priced line: the catalog service it came from (if any), what it is, how many, at what price. */
export const pricedLineFields = {
  serviceId: idField.nullish().transform((value) => value ?? null),
  description: requiredText({ min: 1, max: 500, message: "Description is required", label: "Description" }),
  quantity: z.coerce
    .number({ error: QUANTITY_MESSAGE })
    .refine(
      (value) => value > 0 && value <= 99_999.99 && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      QUANTITY_MESSAGE,
    ),
  unit: requiredText({ min: 1, max: 20, message: "Unit is required", label: "Unit" }),
  unitPrice: moneyText(PRICE_MESSAGE),
};

/** A priced line as the API answers it: money as decimal strings, `total` = quantity × unit price. */
export const pricedLineView = z.object({
  id: z.number(),
  serviceId: z.number().nullable(),
  description: z.string(),
  quantity: z.number(),
  unit: z.string(),
  unitPrice: z.string(),
  total: z.string(),
});

/** A line as its table stores it, at `position` in its estimate or invoice (quantity as numeric text). */
export function pricedLineRow(line: z.output<z.ZodObject<typeof pricedLineFields>>, position: number) {
  return {
    position,
    serviceId: line.serviceId,
    description: line.description,
    quantity: line.quantity.toFixed(2),
    unit: line.unit,
    unitPrice: line.unitPrice,
  };
}

/** What a stored line's view (pricedLineView) shows of its row, but its total, which its owner prices. */
export function storedLineFields(line: {
  id: number;
  serviceId: number | null;
  description: string;
  quantity: string;
  unit: string;
  unitPrice: string;
}) {
  return {
    id: line.id,
    serviceId: line.serviceId,
    description: line.description,
    quantity: Number(line.quantity),
    unit: line.unit,
    unitPrice: line.unitPrice,
  };
}

/** A new line of an editor for a service of the catalog: one of it, per foot when the service is priced so. */
export const catalogLineValues = (service: {
  id: number;
  name: string;
  basePrice: string;
  priceUnit: string;
}) => ({
  serviceId: service.id,
  description: service.name,
  quantity: "1",
  unit: service.priceUnit === "per_ft" ? "ft" : "each",
  unitPrice: service.basePrice,
});

/** A new line of one's own, blank but for one of it. */
export const freeLineValues = () => ({
  serviceId: null,
  description: "",
  quantity: "1",
  unit: "each",
  unitPrice: "",
});

/** A line as an editor's form holds it (the quantity as typed text). */
export function pricedLineFormValues(line: z.infer<typeof pricedLineView>) {
  return {
    serviceId: line.serviceId,
    description: line.description,
    quantity: String(line.quantity),
    unit: line.unit,
    unitPrice: line.unitPrice,
  };
}

const quantityFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** "2.5 ft", "1 each": a line's quantity and unit as every page and PDF writes them. */
export const formatQuantity = (line: { quantity: number; unit: string }) =>
  `${quantityFormat.format(line.quantity)} ${line.unit}`;

/** "12.5" -> 1250: a decimal with at most two places as an exact integer of hundredths. */
export function hundredths(value: string | number): number {
  return Math.round(Number(value) * 100);
}

/**
 * quantity × unit price, rounded half up to the cent (BigInt: the product may pass 2^53 before dividing). A
 * negative price (a change order's credit) rounds its magnitude the same way: a credit is the negative of
 * the same work, never a cent apart.
 */
export function lineTotalCents(line: { quantity: number; unitPriceCents: number }): number {
  const product = BigInt(hundredths(line.quantity)) * BigInt(Math.abs(line.unitPriceCents));
  const cents = Number((product + 50n) / 100n);
  return line.unitPriceCents < 0 ? 0 - cents : cents;
}
