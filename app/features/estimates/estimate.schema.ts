/**
 * What the estimate forms and the estimate API take (docs/estimates.md): one schema per form, parsed in the
 * browser and again by the server. Client-safe.
 */
import { z } from "zod";
import { businessToday } from "~/lib/dates";
import { MAX_MONEY_CENTS } from "~/lib/deposit";
import { idField, moneyText, pricedLineFields } from "~/lib/priced-lines";
import { textOptInField } from "~/lib/text-consent";
import { emailField, isCalendarDate, optionalText, phoneField, requiredText } from "~/lib/text-fields";
import { DEPOSIT_KINDS } from "~/lib/vocabulary";
import { estimateSums, hundredths, type PricedLine } from "./estimate-totals";
import { milestonesField, SCHEDULE_TOO_LARGE, scheduleOverCents } from "./payment-schedule";

export const MAX_ESTIMATE_LINES = 50;
export const TOO_LARGE_MESSAGE = "The estimate's total must be at most $99,999,999.99";
export const PAST_VALID_UNTIL = "Please choose a date that is today or later";

export const estimateLineSchema = z.object({
  ...pricedLineFields,
  optional: z.boolean().default(false),
});

export const depositSchema = z
  .object({
    kind: z.enum(DEPOSIT_KINDS, { error: "Please choose a percentage or a fixed amount" }),
    value: moneyText("Please enter the deposit as a number like 30 or 500.00"),
  })
  .refine((deposit) => deposit.kind !== "percent" || Number(deposit.value) <= 100, {
    message: "A percentage deposit must be between 0 and 100",
    path: ["value"],
  });

/** An estimate as the Estimates tab writes it: POST and PUT /api/admin/estimates. */
export const estimateBodySchema = z
  .object({
    quoteRequestId: idField.nullish().transform((value) => value ?? null),
    customer: z.object(
      {
        name: requiredText({ min: 2, max: 100, message: "Name is required", label: "Name" }),
        email: emailField("Invalid email address"),
        phone: phoneField("Phone number is required"),
      },
      { error: "Customer is required" },
    ),
    title: requiredText({ min: 2, max: 120, message: "Title is required", label: "Title" }),
    lines: z
      .array(estimateLineSchema, { error: "Add at least one line" })
      .min(1, "Add at least one line")
      .max(MAX_ESTIMATE_LINES, `An estimate has at most ${MAX_ESTIMATE_LINES} lines`)
      .refine((lines) => lines.some((line) => !line.optional), "At least one line must not be optional"),
    notes: optionalText({ max: 5000, label: "Notes" }),
    /** Empty or missing: the terms of the settings. */
    terms: optionalText({ max: 10_000, label: "Terms" }),
    validUntil: z
      .string({ error: "Please choose a valid-until date" })
      .trim()
      .refine(isCalendarDate, "Please choose a valid-until date")
      .refine((value) => value >= businessToday(), PAST_VALID_UNTIL),
    /** Missing: the deposit of the settings. */
    deposit: depositSchema.optional(),
    /** Payments between the deposit and completion; the balance after them is due on completion. */
    milestones: milestonesField,
  })
  .superRefine((estimate, ctx) => {
    const lines: PricedLine[] = estimate.lines.map((line) => ({
      quantity: line.quantity,
      unitPriceCents: hundredths(line.unitPrice),
      optional: line.optional,
    }));
    // Zod runs this check even when a line was refused: a quantity or price that is not a number already
    // has its own message, and would make the sum throw.
    if (lines.some((line) => !Number.isFinite(line.quantity) || !Number.isFinite(line.unitPriceCents)))
      return;
    const all = lines.map((line) => ({ ...line, optional: false }));
    const { totalCents } = estimateSums(all, { kind: "percent", value: "0" });
    if (totalCents > MAX_MONEY_CENTS)
      ctx.addIssue({ code: "custom", message: TOO_LARGE_MESSAGE, path: ["lines"] });
    // Without a deposit the settings' one applies, which the server checks the schedule against.
    if (estimate.deposit && scheduleOverCents(lines, estimate.deposit, estimate.milestones) > 0)
      ctx.addIssue({ code: "custom", message: SCHEDULE_TOO_LARGE, path: ["milestones"] });
  });

export type EstimateBodyInput = z.input<typeof estimateBodySchema>;
export type EstimateBody = z.output<typeof estimateBodySchema>;
export type EstimateLineBody = z.output<typeof estimateLineSchema>;

export const NAME_TO_SIGN = "Please type your full name to approve";
export const ACCEPT_TERMS = "Please accept the terms to approve";
export const UNKNOWN_OPTION = "One of the chosen options is not part of this estimate";

/** The customer's approval: POST /api/estimates/{token}/approve. */
export const approveSchema = z.object({
  name: requiredText({ min: 2, max: 100, message: NAME_TO_SIGN, label: "Name" }),
  acceptTerms: z.literal(true, { error: ACCEPT_TERMS }),
  optionalLineIds: z
    .array(idField, { error: UNKNOWN_OPTION })
    .max(MAX_ESTIMATE_LINES, UNKNOWN_OPTION)
    .default([])
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
  /** The box for texts (docs/texts.md): unticked or left out, no texts. */
  textOptIn: textOptInField,
  /** The mobile number texts go to; empty: the estimate's phone. */
  phone: optionalText({ max: 30, label: "Mobile number" }),
});
export type ApproveInput = z.input<typeof approveSchema>;

/** Declining: POST /api/estimates/{token}/decline, with an optional reason. */
export const declineSchema = z.object({ reason: optionalText({ max: 2000, label: "Reason" }) });

/** Asking for changes: POST /api/estimates/{token}/changes. */
export const changesSchema = z.object({
  message: requiredText({
    min: 10,
    max: 5000,
    message: "Please tell us what you would like changed (at least 10 characters)",
    label: "Message",
  }),
});

const VISIT_DATE = "Please choose a date for each visit";
/** The most visits one request schedules. */
export const MAX_VISITS = 30;
/** A change order id that is none of the job's (malformed, unknown, or another job's). */
export const NOT_A_CHANGE_ORDER_OF_JOB = "Please choose a change order of this job";

/** The visits of an approved estimate's job: POST /api/admin/estimates/{id}/visits. */
export const scheduleVisitsSchema = z.object({
  visits: z
    .array(
      z.object({
        date: z
          .string({ error: VISIT_DATE })
          .trim()
          .refine(isCalendarDate, VISIT_DATE)
          .refine((value) => value >= businessToday(), "A visit cannot be in the past"),
        time: z
          .string({ error: "Please choose a time for each visit" })
          .regex(/^\d{2}:\d{2}$/, "Please choose a time for each visit"),
      }),
      { error: "Add at least one visit" },
    )
    .min(1, "Add at least one visit")
    .max(MAX_VISITS, `A job has at most ${MAX_VISITS} visits`)
    .refine(
      (visits) => new Set(visits.map((v) => `${v.date}T${v.time}`)).size === visits.length,
      "Two visits cannot take the same slot",
    ),
  notes: optionalText({ max: 2000, label: "Notes" }),
  /** Schedule even on a closed day, a day off, outside the hours or over another visit (after a 409). */
  confirmOutsideHours: z.boolean().optional(),
  /** The job's approved change order whose added work these visits are; none for the estimate's own work. */
  changeOrderId: z.coerce
    .number({ error: NOT_A_CHANGE_ORDER_OF_JOB })
    .int(NOT_A_CHANGE_ORDER_OF_JOB)
    .positive(NOT_A_CHANGE_ORDER_OF_JOB)
    .max(2_147_483_647, NOT_A_CHANGE_ORDER_OF_JOB)
    .nullish()
    .transform((value) => value ?? undefined),
});
export type ScheduleVisitsInput = z.input<typeof scheduleVisitsSchema>;

/**
 * The 409 of scheduling visits the business's own rules would not take, beside its message: each visit's
 * date and time and why ("Closed on Sundays"), until the request says `confirmOutsideHours`.
 */
export const scheduleConflictsSchema = z.object({
  conflicts: z.array(z.object({ date: z.string(), time: z.string(), reason: z.string() })),
});
export type ScheduleConflict = z.infer<typeof scheduleConflictsSchema>["conflicts"][number];

/** What a new estimate starts with, edited in Settings: PUT /api/admin/estimate-defaults. */
export const estimateDefaultsSchema = z.object({
  terms: requiredText({ min: 1, max: 10_000, message: "Terms are required", label: "Terms" }),
  deposit: depositSchema,
  validDays: z.coerce
    .number({ error: "Days valid must be between 1 and 365" })
    .int("Days valid must be between 1 and 365")
    .min(1, "Days valid must be between 1 and 365")
    .max(365, "Days valid must be between 1 and 365"),
});
export type EstimateDefaultsInput = z.input<typeof estimateDefaultsSchema>;
export type EstimateDefaultsBody = z.output<typeof estimateDefaultsSchema>;
