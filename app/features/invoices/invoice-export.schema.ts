/**
 * What an accounting export is asked for (docs/invoices.md): `?from=yyyy-MM-dd&to=yyyy-MM-dd&onlyNew=true`.
 * The same rules serve the API and a form that builds the address. Client-safe.
 */
import { z } from "zod";
import { isCalendarDate } from "~/lib/text-fields";

export const EXPORT_FROM_DATE = "Please enter the first day like 2026-01-01";
export const EXPORT_TO_DATE = "Please enter the last day like 2026-01-31";
export const EXPORT_RANGE_ORDER = "The last day must be on or after the first day";
export const EXPORT_ONLY_NEW = "Only new must be true or false";

const day = (message: string) => z.string({ error: message }).trim().refine(isCalendarDate, message);

export const exportQuerySchema = z
  .object({
    from: day(EXPORT_FROM_DATE),
    to: day(EXPORT_TO_DATE),
    /** Only what no earlier export included; absent is false (everything in the range). */
    onlyNew: z
      .enum(["true", "false", ""], { error: EXPORT_ONLY_NEW })
      .optional()
      .transform((value) => value === "true"),
  })
  .refine((range) => range.from <= range.to, { message: EXPORT_RANGE_ORDER, path: ["to"] });
export type ExportQuery = z.output<typeof exportQuerySchema>;

/** The address of an export's file: `/api/admin/exports/payments.csv?from=…&to=…&onlyNew=true`. */
export function exportFileAddress(kind: "invoices" | "payments", { from, to, onlyNew }: ExportQuery) {
  const query = new URLSearchParams({ from, to, ...(onlyNew && { onlyNew: "true" }) });
  return `/api/admin/exports/${kind}.csv?${query}`;
}
