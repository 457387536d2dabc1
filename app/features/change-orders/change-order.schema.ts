/**
 * What the change-order API takes (docs/change-orders.md): one schema per request, parsed in the browser and
 * again by the server. Money is a decimal string; a line's price may be negative (work credited back).
 * Client-safe.
 */
import { z } from "zod";
import { businessToday } from "~/lib/dates";
import { MAX_MONEY_CENTS } from "~/lib/deposit";
import { UPLOADS_PATH } from "~/lib/image-url";
import { hundredths, lineTotalCents, pricedLineFields, signedMoneyText } from "~/lib/priced-lines";
import { isCalendarDate, optionalText, requiredText } from "~/lib/text-fields";
import { CHANGE_ORDER_BILLINGS } from "~/lib/vocabulary";

export const MAX_CHANGE_ORDER_LINES = 50;
export const CHANGE_ORDER_PRICE = "Please enter a price like 1234.50 (a credit like -300.00)";
export const CHANGE_ORDER_TOO_LARGE = "The change order's total must be within $99,999,999.99";
export const CREDIT_BILLED_NOW =
  "A credit cannot be invoiced on its own: it is taken off the job's next invoice";
export const VALID_UNTIL_PAST = "The valid-until date cannot be in the past";
export const NAME_TO_SIGN = "Please type your full name to sign";
export const ACCEPT_TERMS = "Please accept the terms to approve";
export const PHOTO_NOT_UPLOADED = "This photo was not uploaded here: please add it again";

/** The address POST /api/admin/uploads answers for an image it stored (the uploads' own names). */
const UPLOADED_IMAGE = new RegExp(`^${UPLOADS_PATH}[0-9a-f]{32}-(600|1200)\\.webp$`);

/** A change order's line: an estimate's line, whose price may be negative. */
export const changeOrderLineSchema = z.object({
  ...pricedLineFields,
  unitPrice: signedMoneyText(CHANGE_ORDER_PRICE),
});

/** The sum of the lines in cents, null while a line's number is not one (it has its own message). */
export function changeOrderCents(lines: readonly { quantity: number; unitPrice: string }[]): number | null {
  const cents = lines.map((line) => ({
    quantity: line.quantity,
    unitPriceCents: hundredths(line.unitPrice),
  }));
  if (cents.some((line) => !Number.isFinite(line.quantity) || !Number.isFinite(line.unitPriceCents)))
    return null;
  return cents.reduce((sum, line) => sum + lineTotalCents(line), 0);
}

/** A change order as the owner writes it: POST /api/admin/jobs/{estimateId}/change-orders, PUT .../{id}. */
export const changeOrderBodySchema = z
  .object({
    title: requiredText({ min: 3, max: 200, message: "Title is required", label: "Title" }),
    reason: optionalText({ max: 5000, label: "Reason" }),
    lines: z
      .array(changeOrderLineSchema, { error: "Add at least one line" })
      .min(1, "Add at least one line")
      .max(MAX_CHANGE_ORDER_LINES, `A change order has at most ${MAX_CHANGE_ORDER_LINES} lines`),
    /** The days it adds to the job's schedule. */
    daysAdded: z.coerce
      .number({ error: "Days added must be a whole number from 0 to 365" })
      .int("Days added must be a whole number from 0 to 365")
      .min(0, "Days added must be a whole number from 0 to 365")
      .max(365, "Days added must be a whole number from 0 to 365")
      .default(0),
    billing: z.enum(CHANGE_ORDER_BILLINGS, { error: "Please choose how it is billed" }),
    /** yyyy-MM-dd, business time; missing: it does not expire. */
    validUntil: z
      .string()
      .trim()
      .nullish()
      .transform((value) => (value ? value : null))
      .refine((value) => value === null || isCalendarDate(value), "Please enter a date like 2026-12-31"),
    /** Photos uploaded through POST /api/admin/uploads (their addresses), in order. */
    photos: z
      .array(z.string().refine((url) => UPLOADED_IMAGE.test(url), PHOTO_NOT_UPLOADED))
      .max(10, "A change order has at most 10 photos")
      .default([]),
  })
  .superRefine((order, ctx) => {
    const cents = changeOrderCents(order.lines);
    if (cents === null) return;
    if (Math.abs(cents) > MAX_MONEY_CENTS)
      ctx.addIssue({ code: "custom", message: CHANGE_ORDER_TOO_LARGE, path: ["lines"] });
    else if (cents <= 0 && order.billing === "invoice_now")
      ctx.addIssue({ code: "custom", message: CREDIT_BILLED_NOW, path: ["billing"] });
    if (order.validUntil !== null && isCalendarDate(order.validUntil) && order.validUntil < businessToday())
      ctx.addIssue({ code: "custom", message: VALID_UNTIL_PAST, path: ["validUntil"] });
  });
export type ChangeOrderBody = z.output<typeof changeOrderBodySchema>;
export type ChangeOrderInput = z.input<typeof changeOrderBodySchema>;

/** Approving: POST /api/change-orders/{token}/approve, signed as an estimate is. */
export const approveChangeOrderSchema = z.object({
  name: requiredText({ min: 2, max: 100, message: NAME_TO_SIGN, label: "Name" }),
  acceptTerms: z.literal(true, { error: ACCEPT_TERMS }),
});

/** Declining: POST /api/change-orders/{token}/decline, with an optional reason. */
export const declineChangeOrderSchema = z.object({ reason: optionalText({ max: 2000, label: "Reason" }) });
