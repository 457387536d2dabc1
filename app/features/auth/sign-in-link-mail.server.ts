/** The job that mails a sign-in link someone asked for (queued by the auth library's magic-link plugin). */
import type { Logger } from "pino";
import type { Mailer } from "~/lib/mail/mailer.server";
import type { JobPayloads } from "~/lib/queue/job-catalog";
import { APP_NAME } from "./auth-constants";
import { signInLinkMail } from "./auth-mail";

/**
 * Sends the link, unless it expired while the mail waited (a mail server down for longer than a link
 * lives): then it would only disappoint, and the person asks for a new one.
 */
export async function sendSignInLink(
  { mailer, siteUrl, logger }: { mailer: Mailer; siteUrl: string; logger: Pick<Logger, "warn"> },
  { to, url, forAdmin, expiresAt }: JobPayloads["mail.sign-in-link"],
  now: Date = new Date(),
) {
  if (now.getTime() >= Date.parse(expiresAt)) {
    logger.warn("a sign-in link expired before its mail could be sent; not sent");
    return;
  }
  await mailer.send(
    signInLinkMail({ to, url: url ?? "", appName: APP_NAME, loginUrl: `${siteUrl}/login`, forAdmin }),
  );
}
