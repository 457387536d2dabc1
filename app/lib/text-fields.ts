/**
 * Field rules shared by every form's schema (docs/pages-and-texts.md): each form passes its own message for
 * its field. The maximums are ours, so that no request can store a novel (JSON bodies are capped at 100 kB
 * as well). The server refuses any request with a NUL character before a schema sees it.
 */
import { z } from "zod";

export function requiredText({
  min,
  max,
  message,
  label,
}: {
  min: number;
  max: number;
  message: string;
  label: string;
}) {
  return z
    .string({ error: message })
    .trim()
    .pipe(z.string().min(min, message).max(max, `${label} must be at most ${max} characters`));
}

/**
 * Free text that may be empty. Missing and null count as empty, so that what the API answers (null for
 * none) can be sent back to it unchanged.
 */
export function optionalText({ max, label }: { max: number; label: string }) {
  return z
    .string()
    .nullish()
    .transform((value) => (value ?? "").trim())
    .pipe(z.string().max(max, `${label} must be at most ${max} characters`));
}

export function emailField(message: string) {
  return z
    .string({ error: message })
    .trim()
    .pipe(
      z
        .string()
        .max(254, "Email must be at most 254 characters")
        .pipe(z.email({ error: message })),
    );
}

// Digits with the usual separators, an optional leading + and an optional extension ("x12", "ext. 12").
const PHONE_PATTERN = /^\+?[\d\s().-]+(?:\s*(?:x|ext\.?)\s*\d{1,6})?$/i;

export function phoneField(message: string) {
  return z
    .string({ error: message })
    .trim()
    .pipe(
      z
        .string()
        .min(10, message)
        .max(30, "Phone number must be at most 30 characters")
        .refine(
          (value) =>
            value.length < 10 || (PHONE_PATTERN.test(value) && value.replace(/\D/g, "").length >= 10),
          "Please enter a valid phone number",
        ),
    );
}

/** Nothing of the business's is dated before 1900 (and PostgreSQL has no year 0). */
export const FIRST_CALENDAR_DATE = "1900-01-01";

/**
 * A real calendar date written yyyy-MM-dd (no 2025-02-30) from 1900-01-01 to 9999-12-31 (four-digit
 * years): the rule of every date the API takes.
 */
export function isCalendarDate(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < FIRST_CALENDAR_DATE) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
