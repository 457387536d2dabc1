import { emailField, phoneField, requiredText } from "~/lib/text-fields";

/** Field rules shared by the quote and contact schemas, with their messages. */
export const nameField = requiredText({ min: 2, max: 100, message: "Name is required", label: "Name" });
export const leadEmailField = emailField("Invalid email address");
export const leadPhoneField = phoneField("Phone number is required");

/** The name of the forms' hidden field that only bots fill in (see HoneypotField). */
export const HONEYPOT_FIELD = "company";
