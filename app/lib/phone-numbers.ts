/**
 * Phone numbers for texts (docs/texts.md, "Consent"): a number a customer types is kept in E.164
 * (+13255550123) when it can take texts, which texts are sent to and replies matched by. Read with
 * libphonenumber-js and its full metadata, so it belongs to the server (its metadata would weigh on a page);
 * the forms learn a refused number from the server's field message.
 */
import { parsePhoneNumberFromString, type PhoneNumber } from "libphonenumber-js/max";

/** The kinds of numbers that may be a mobile phone: a US number is mostly either. */
const TEXTABLE_TYPES = new Set(["MOBILE", "FIXED_LINE_OR_MOBILE"]);

/**
 * The fictional numbers of films, the demo and the tests: 555-0100 to 555-0199 under any real area code
 * (the North American Numbering Plan keeps them unassigned). Accepted, so that a demo and a test can text.
 */
const FICTIONAL = /^\+1[2-9]\d{2}55501\d{2}$/;

function parsed(raw: string): PhoneNumber | undefined {
  const text = raw.trim();
  if (text === "" || text.length > 40) return undefined;
  return parsePhoneNumberFromString(text, "US");
}

/**
 * The number in E.164 when it can take texts: a valid US number that may be a mobile (not toll-free,
 * premium or a personal 500 number), without an extension; or one of the fictional 555-01xx numbers.
 * Undefined otherwise (empty, malformed, another country's, a landline's extension).
 */
export function textableNumber(raw: string): string | undefined {
  const number = parsed(raw);
  if (!number || number.ext || number.countryCallingCode !== "1") return undefined;
  if (FICTIONAL.test(number.number)) return number.number;
  if (number.country !== "US" || !number.isValid()) return undefined;
  const type = number.getType();
  return type && TEXTABLE_TYPES.has(type) ? number.number : undefined;
}

/** Whether an E.164 number is one of the fictional 555-01xx ones (the demo's and the tests'). */
export const isFictionalNumber = (e164: string) => FICTIONAL.test(e164);
