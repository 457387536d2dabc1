import nodemailer from "nodemailer";
import type { Mailer } from "./mailer.server";

/** Delivers through an SMTP server (smtp:// with STARTTLS when offered, or smtps://). */
export function smtpMailer({ url, from }: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send({ to, subject, text, html, attachments }) {
      await transport.sendMail({ from, to, subject, text, html, attachments });
    },
    close: () => transport.close(),
  };
}
