import { TextAreaField, TextField } from "~/components/ui/form-field";
import { LeadFormFrame } from "./lead-form-frame";
import { MESSAGE_RECEIVED } from "./lead-received";
import { MESSAGE_FIELDS, messageSchema } from "./message.schema";
import { useLeadForm, type PostedLead } from "./use-lead-form";

/**
 * "Send us a message" on the contact page. `defaultEmail`: the signed-in person's email; `posted`: what a post
 * without script came back with. It posts to the contact page's action (app/routes/public/contact.tsx).
 */
export function ContactForm({ defaultEmail, posted }: { defaultEmail?: string; posted?: PostedLead }) {
  const form = useLeadForm({
    initial: { email: defaultEmail },
    schema: messageSchema,
    fields: MESSAGE_FIELDS,
    endpoint: "/api/messages",
    success: {
      title: "Message Sent",
      description: MESSAGE_RECEIVED,
    },
    failure: "Failed to send message. Please try again later.",
    posted,
  });
  const { bind } = form;

  return (
    <LeadFormFrame form={form} action="/contact" submitLabel="Send Message" busyLabel="Sending...">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" {...bind("name")} />
        <TextField label="Email" type="email" autoComplete="email" {...bind("email")} />
        <TextField label="Phone" type="tel" autoComplete="tel" inputMode="tel" {...bind("phone")} />
        <TextField label="Subject" {...bind("subject")} />
      </div>
      <TextAreaField label="Message" rows={6} {...bind("message")} />
    </LeadFormFrame>
  );
}
