import { TextAreaField, TextField } from "~/components/ui/form-field";
import { useZodForm } from "~/components/ui/use-zod-form";
import type { FormRefusal } from "~/lib/form-post.server";
import { leadCalls } from "./api";
import { HONEYPOT_FIELD } from "./lead-fields";
import { LeadFormFrame } from "./lead-form-frame";
import { MESSAGE_RECEIVED } from "./lead-received";
import { messageSchema } from "./message.schema";
import { useLeadForm } from "./use-lead-form";

/**
 * "Send us a message" on the contact page. `defaultEmail`: the signed-in person's email; `refusal` and `sent`:
 * what a post without script came back with. It posts to the contact page's action
 * (app/routes/public/contact.tsx).
 */
export function ContactForm({
  defaultEmail,
  refusal,
  sent,
}: {
  defaultEmail?: string;
  refusal?: FormRefusal;
  /** The reference of the message a post without script sent ("" when the address does not say). */
  sent?: string;
}) {
  const form = useZodForm(messageSchema, { shouldFocusError: false });
  const lead = useLeadForm(form, {
    action: "/contact",
    empty: { name: "", email: defaultEmail ?? "", phone: "", subject: "", message: "" },
    send: (message, honeypot) => leadCalls.sendMessage({ body: { ...message, [HONEYPOT_FIELD]: honeypot } }),
    success: { title: "Message Sent", description: MESSAGE_RECEIVED },
    failure: "Failed to send message. Please try again later.",
    posted: { refusal, sent },
  });
  const { field } = lead;

  return (
    <LeadFormFrame form={lead} submitLabel="Send Message" busyLabel="Sending...">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" {...field("name")} />
        <TextField label="Email" type="email" autoComplete="email" {...field("email")} />
        <TextField label="Phone" type="tel" autoComplete="tel" inputMode="tel" {...field("phone")} />
        <TextField label="Subject" {...field("subject")} />
      </div>
      <TextAreaField label="Message" rows={6} {...field("message")} />
    </LeadFormFrame>
  );
}
