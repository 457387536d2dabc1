import { z } from "zod";
import { requiredText } from "~/lib/text-fields";
import { leadEmailField, leadPhoneField, nameField } from "./lead-fields";

/** A contact message, parsed by the contact form and again by POST /api/messages. */
export const messageSchema = z.object({
  name: nameField,
  email: leadEmailField,
  phone: leadPhoneField,
  subject: requiredText({ min: 2, max: 200, message: "Subject is required", label: "Subject" }),
  message: requiredText({ min: 10, max: 5000, message: "Message is too short", label: "Message" }),
});

export type ContactMessageInput = z.output<typeof messageSchema>;
