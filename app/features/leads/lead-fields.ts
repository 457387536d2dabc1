import { z } from "zod";

/**
 * Field rules shared by the quote and contact schemas (SPEC.md §5). The minimums and their messages are
 * the spec's; the maximums are ours, so that no request can store a novel (the JSON body is capped at
 * 100 kB as well). A NUL character is removed before counting: PostgreSQL text cannot hold it.
 */
const clean = (value: string) => value.replaceAll("\u0000", "").trim();

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
    .transform(clean)
    .pipe(z.string().min(min, message).max(max, `${label} must be at most ${max} characters`));
}

export const nameField = requiredText({ min: 2, max: 100, message: "Name is required", label: "Name" });

const EMAIL_MESSAGE = "Invalid email address";
export const emailField = z
  .string({ error: EMAIL_MESSAGE })
  .transform(clean)
  .pipe(
    z
      .string()
      .max(254, "Email must be at most 254 characters")
      .pipe(z.email({ error: EMAIL_MESSAGE })),
  );

const PHONE_MESSAGE = "Phone number is required";
// Digits with the usual separators, an optional leading + and an optional extension ("x12", "ext. 12").
const PHONE_PATTERN = /^\+?[\d\s().-]+(?:\s*(?:x|ext\.?)\s*\d{1,6})?$/i;
export const phoneField = z
  .string({ error: PHONE_MESSAGE })
  .transform(clean)
  .pipe(
    z
      .string()
      .min(10, PHONE_MESSAGE)
      .max(30, "Phone number must be at most 30 characters")
      .refine(
        (value) => value.length < 10 || (PHONE_PATTERN.test(value) && value.replace(/\D/g, "").length >= 10),
        "Please enter a valid phone number",
      ),
  );

/** The name of the forms' hidden field that only bots fill in (see HoneypotField). */
export const HONEYPOT_FIELD = "company";
