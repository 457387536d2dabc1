import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { MailLogger, Mailer } from "./mailer.server";

/**
 * Writes each message as an RFC 822 `.eml` file (any mail client opens it) and logs one line. The file name
 * sorts by time, so the newest message is the last one listed.
 */
export function outboxMailer({
  dir,
  from,
  logger,
  logLinks,
}: {
  dir: string;
  from: string;
  logger: MailLogger;
  logLinks: boolean;
}): Mailer {
  // nodemailer builds the same MIME message it would send over SMTP, into a buffer.
  let sequence = 0;
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send({ to, subject, text, html, attachments, link }) {
      const info = await builder.sendMail({ from, to, subject, text, html, attachments });
      await fs.mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const order = String(++sequence % 1_000_000).padStart(6, "0");
      const file = path.join(dir, `${stamp}-${order}-${crypto.randomBytes(4).toString("hex")}.eml`);
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      logger.info(
        logLinks && link ? { file, subject, link } : { file, subject },
        logLinks && link ? `mail written to the outbox; its link: ${link}` : "mail written to the outbox",
      );
    },
    close() {},
  };
}
