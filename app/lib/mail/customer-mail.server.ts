/**
 * What the mail about a document sent to a customer (an invoice, a change order) shares: the greeting and
 * how to reach the business around its body, and the document's PDF attached.
 */
import type { PdfFile } from "~/lib/pdf-sections.server";
import type { MailAttachment, MailMessage } from "./mailer.server";

/** The business as its mail names it and says how to reach it. */
export interface MailBusiness {
  name: string;
  phone: string;
  email: string;
}

/** A mail to the customer: "Hello <name>,", the body, and the business's phone and email for questions. */
export function customerMail(
  customer: { name: string; email: string },
  business: MailBusiness,
  subject: string,
  body: string[],
): MailMessage {
  const contact = `Questions: ${business.phone} or ${business.email}.`;
  return {
    to: customer.email,
    subject,
    text: [`Hello ${customer.name},`, "", ...body, "", contact].join("\n"),
  };
}

/** A PDF as the mail's attachments. */
export const pdfAttachments = ({ filename, pdf }: PdfFile): MailAttachment[] => [
  { filename, content: pdf, contentType: "application/pdf" },
];
