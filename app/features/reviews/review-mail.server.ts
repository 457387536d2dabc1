/** The review request's mail (docs/reviews.md): the same words and the same kind of link for every customer. */
import type { MailMessage } from "~/lib/mail/mailer.server";
import type { ReviewedVisit } from "./review";
import { visitText } from "./review-label";

export interface ReviewRequestMail {
  to: string;
  name: string;
  visit: ReviewedVisit;
  link: string;
  business: { name: string; phone: string };
}

export function reviewRequestMail({ to, name, visit, link, business }: ReviewRequestMail): MailMessage {
  const text = [
    `Hello ${name},`,
    "",
    `Thank you for choosing ${business.name} for ${visitText(visit)}.`,
    "",
    "Would you tell us how it went? Your review helps us and helps your neighbors choose.",
    "It takes a minute: pick from 1 to 5 stars and write a few words.",
    "",
    `Write your review: ${link}`,
    "",
    "The link is for you only and works once.",
    "",
    `Questions: ${business.phone}.`,
  ].join("\n");
  return { to, subject: `How did we do? Review your visit with ${business.name}`, text, link };
}
