/**
 * The mail about a lead (docs/mail.md): the sender's acknowledgment with its reference and what happens
 * next, and the owner's alert with what was asked and where to find it. Built from the stored row when the
 * job runs, so a retry sends the lead as it then stands.
 */
import { count, eq } from "drizzle-orm";
import { estimateDescription } from "~/lib/calculator-pricing";
import { formatLongDate } from "~/lib/dates";
import type { MailMessage } from "~/lib/mail/mailer.server";
import { formatMoney } from "~/lib/money";
import type { Db } from "~db/client.server";
import { contactMessages, quoteRequestPhotos, quoteRequests } from "~db/schema";
import { leadReference } from "./lead-received";

/** The business as these mails name it: its settings' name, address, phone and hours (the footer's). */
export interface LeadBusiness {
  businessName: string;
  email: string;
  phone: string;
  hours: string;
}

type QuoteRow = typeof quoteRequests.$inferSelect;

export type Lead =
  | { kind: "quote"; request: QuoteRow; photos: number }
  | { kind: "message"; message: typeof contactMessages.$inferSelect };

/** The stored lead, or undefined once it was deleted (nothing is left to tell). */
export async function loadLead(db: Db, kind: Lead["kind"], id: number): Promise<Lead | undefined> {
  if (kind === "quote") {
    const [request] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    if (!request) return undefined;
    const [photos] = await db
      .select({ n: count() })
      .from(quoteRequestPhotos)
      .where(eq(quoteRequestPhotos.quoteRequestId, id));
    return { kind, request, photos: photos?.n ?? 0 };
  }
  const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return message && { kind, message };
}

/** The calculator's figure sent with a quote request, as priced when it came in. */
function instantEstimate({
  estimateProjectType: type,
  estimateSize: size,
  estimateOption: option,
  estimateTotal: total,
}: QuoteRow) {
  if (type === null || size === null || option === null || total === null) return "None";
  return `${formatMoney(total)} (${estimateDescription(type, size, option)})`;
}

const senderOf = (lead: Lead) => (lead.kind === "quote" ? lead.request : lead.message);
const referenceOf = (lead: Lead) => leadReference(lead.kind, senderOf(lead).id);

/** The sender's mail: thanks, the reference, and when and how the business answers. */
export function leadAcknowledgmentMail(lead: Lead, business: LeadBusiness): MailMessage {
  const { name, email } = senderOf(lead);
  const reference = referenceOf(lead);
  const what =
    lead.kind === "quote"
      ? [
          `Thank you for asking ${business.businessName} for a quote for ${lead.request.serviceType}.`,
          `We have your request and will call or write to you about your project within one business day.`,
        ]
      : [
          `Thank you for your message "${lead.message.subject}" to ${business.businessName}.`,
          `We have it and will answer within one business day.`,
        ];
  const text = [
    `Hello ${name},`,
    "",
    ...what,
    "",
    `Your reference: ${reference}`,
    "",
    `Our hours: ${business.hours}`,
    `Phone: ${business.phone}`,
    "",
    `Something to add? Reply to this email or call us, and mention ${reference}.`,
    "",
    business.businessName,
  ].join("\n");
  const subject =
    lead.kind === "quote"
      ? `We received your quote request (${reference})`
      : `We received your message (${reference})`;
  return { to: email, subject, text };
}

/** The owner's alert: who asked what, and the link to the inbox that holds it. */
export function leadAlertMail(lead: Lead, business: LeadBusiness, siteUrl: string): MailMessage {
  const { id, name, email, phone } = senderOf(lead);
  const reference = referenceOf(lead);
  // The item alone in its inbox list: where the owner reads it, marks it handled or starts an estimate.
  const inbox = `${siteUrl}/admin?tab=inbox&kind=${lead.kind === "quote" ? "quotes" : "messages"}&item=${id}`;
  if (lead.kind === "message") {
    const text = [
      `New message ${reference} from ${name} (${email}, ${phone}).`,
      "",
      `Subject: ${lead.message.subject}`,
      "",
      lead.message.message,
      "",
      `Inbox: ${inbox}`,
    ].join("\n");
    return { to: business.email, subject: `New message ${reference} from ${name}`, text };
  }
  const { request } = lead;
  const text = [
    `New quote request ${reference} from ${name} (${email}, ${phone}).`,
    "",
    `Service: ${request.serviceType}`,
    `Preferred date: ${formatLongDate(request.preferredDate)}`,
    `Instant estimate: ${instantEstimate(request)}`,
    `Photos: ${lead.photos}`,
    "",
    `Details: ${request.details}`,
    "",
    `Inbox: ${inbox}`,
  ].join("\n");
  return { to: business.email, subject: `New quote request ${reference}: ${name}`, text };
}
