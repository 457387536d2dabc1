/**
 * What the invoice API takes (docs/invoices.md): one schema per request, parsed in the browser and again by
 * the server. Money is a decimal string ("1234.50"). Client-safe.
 */
import { z } from "zod";
import { businessToday } from "~/lib/dates";
import { MAX_MONEY_CENTS } from "~/lib/deposit";
import {
  hundredths,
  idField,
  lineTotalCents,
  moneyText,
  PRICE_MESSAGE,
  pricedLineFields,
  signedMoneyText,
} from "~/lib/priced-lines";
import { isCalendarDate, emailField, optionalText, phoneField, requiredText } from "~/lib/text-fields";
import { INVOICE_TERMS, RECEIVED_METHODS } from "~/lib/vocabulary";

export const MAX_INVOICE_LINES = 50;
export const INVOICE_TOO_LARGE = "The invoice's total must be at most $99,999,999.99";
export const INVOICE_BELOW_ZERO = "The invoice's total cannot be below $0.00";
export const CUSTOMER_REQUIRED = "Choose a customer or enter one";
export const RECEIVED_IN_FUTURE = "The date received cannot be in the future";
export const VOID_REASON_REQUIRED = "Please say why the invoice is voided";

/**
 * An invoice's line; its price may be negative (a credit: a change order's carried by a schedule invoice, or a
 * discount), the invoice's total may not.
 */
export const invoiceLineSchema = z.object({ ...pricedLineFields, unitPrice: signedMoneyText(PRICE_MESSAGE) });

/** An invoice as the back office writes it: POST and PUT /api/admin/invoices. */
export const invoiceBodySchema = z
  .object({
    /** An existing customer, or `customer` to find or make one by email. */
    customerId: idField.nullish().transform((value) => value ?? null),
    customer: z
      .object({
        name: requiredText({ min: 2, max: 100, message: "Name is required", label: "Name" }),
        email: emailField("Invalid email address"),
        phone: phoneField("Phone number is required"),
      })
      .nullish()
      .transform((value) => value ?? null),
    /** The booked visit billed: its deposit is credited. */
    bookingId: idField.nullish().transform((value) => value ?? null),
    /** The estimate whose job is billed: its deposit and earlier invoices paid are credited. */
    estimateId: idField.nullish().transform((value) => value ?? null),
    lines: z
      .array(invoiceLineSchema, { error: "Add at least one line" })
      .min(1, "Add at least one line")
      .max(MAX_INVOICE_LINES, `An invoice has at most ${MAX_INVOICE_LINES} lines`),
    /** Missing: the terms of the settings. */
    terms: z.enum(INVOICE_TERMS, { error: "Please choose the invoice's terms" }).optional(),
    notes: optionalText({ max: 5000, label: "Notes" }),
  })
  .superRefine((invoice, ctx) => {
    if (invoice.customerId === null && invoice.customer === null)
      ctx.addIssue({ code: "custom", message: CUSTOMER_REQUIRED, path: ["customer"] });
    // A quantity or price that is not a number already has its own message and would make the sum throw.
    const cents = invoice.lines.map((line) => ({
      quantity: line.quantity,
      unitPriceCents: hundredths(line.unitPrice),
    }));
    if (cents.some((line) => !Number.isFinite(line.quantity) || !Number.isFinite(line.unitPriceCents)))
      return;
    const totalCents = cents.reduce((sum, line) => sum + lineTotalCents(line), 0);
    if (totalCents > MAX_MONEY_CENTS)
      ctx.addIssue({ code: "custom", message: INVOICE_TOO_LARGE, path: ["lines"] });
    if (totalCents < 0) ctx.addIssue({ code: "custom", message: INVOICE_BELOW_ZERO, path: ["lines"] });
  });
export type InvoiceBody = z.output<typeof invoiceBodySchema>;

/** Turning an invoice's payment reminders off or on: POST /api/admin/invoices/{id}/reminders. */
export const remindersSchema = z.object({
  off: z.boolean({ error: "Please say whether reminders are off" }),
});

/** Voiding a sent invoice: POST /api/admin/invoices/{id}/void. */
export const voidSchema = z.object({
  reason: requiredText({ min: 3, max: 500, message: VOID_REASON_REQUIRED, label: "Reason" }),
});

/** Money received outside the site: POST /api/admin/invoices/{id}/payments. */
export const receivedPaymentSchema = z.object({
  amount: moneyText("Please enter the amount received like 1234.50").refine(
    (value) => Number(value) > 0,
    "The amount received must be more than $0.00",
  ),
  method: z.enum(RECEIVED_METHODS, { error: "Please choose how it was paid" }),
  reference: optionalText({ max: 100, label: "Reference" }),
  receivedOn: z
    .string({ error: "Please choose the date it was received" })
    .trim()
    .refine(isCalendarDate, "Please choose the date it was received")
    .refine((value) => value <= businessToday(), RECEIVED_IN_FUTURE),
});

export const CHOOSE_PAY_METHOD = "Please choose to pay by card or by bank account";

/** The customer's Pay buttons: POST /api/invoices/{token}/pay (and the page's form); by card unless said. */
export const payInvoiceSchema = z.object({
  method: z.enum(["card", "us_bank_account"], { error: CHOOSE_PAY_METHOD }).default("card"),
});
