/**
 * Outgoing mail behind one interface: SMTP (nodemailer) when SMTP_URL is set, otherwise an outbox folder
 * of `.eml` files under DATA_DIR, so development, tests and a fresh install need no mail server.
 */
import type { Config } from "~/lib/env.server";
import { outboxMailer } from "./outbox.server";
import { smtpMailer } from "./smtp.server";

export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /**
   * The one link the message is about (a sign-in link). Never logged in production; in development the
   * outbox's log line shows it, so a developer can follow it without opening the file.
   */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Releases connections (SMTP pool); the outbox has nothing to release. */
  close(): void;
}

/** The part of a pino logger the mailers use. */
export interface MailLogger {
  info(details: object, message: string): void;
}

export function createMailer(config: Config, logger: MailLogger): Mailer {
  if (config.SMTP_URL) {
    return skippingUndeliverable(smtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM }), logger);
  }
  return skippingUndeliverable(
    outboxMailer({
      dir: `${config.DATA_DIR}/outbox`,
      from: config.MAIL_FROM,
      logger,
      logLinks: config.NODE_ENV === "development",
    }),
    logger,
  );
}

/**
 * An address at the reserved `.invalid` domain (RFC 2606) can never be delivered: it is the placeholder of a
 * contact known only by phone (docs/texts.md). Mail to it is dropped with a log line, never sent.
 */
export const isUndeliverableAddress = (to: string) => /\.invalid>?\s*$/i.test(to.trim());

function skippingUndeliverable(mailer: Mailer, logger: MailLogger): Mailer {
  return {
    async send(message) {
      if (isUndeliverableAddress(message.to)) {
        logger.info({ subject: message.subject }, "mail to an undeliverable .invalid address dropped");
        return;
      }
      await mailer.send(message);
    },
    close: () => mailer.close(),
  };
}
