import type { MailMessage } from "~/lib/mail/mailer.server";
import { SIGN_IN_LINK_MINUTES } from "./auth-constants";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The sign-in link mail. Admin accounts get no link (they sign in with password and code), but still an
 * answer, so the mail does not tell a stranger whether an address belongs to an admin.
 */
export function signInLinkMail({
  to,
  url,
  appName,
  loginUrl,
  forAdmin,
}: {
  to: string;
  url: string;
  appName: string;
  loginUrl: string;
  forAdmin: boolean;
}): MailMessage {
  if (forAdmin) {
    const text = [
      "Hello,",
      "",
      `Someone asked for a sign-in link for this address at ${appName}.`,
      `This account signs in with its password and authenticator code at ${loginUrl}, so no link was created.`,
      "",
      "If it was not you, you can ignore this email.",
    ].join("\n");
    return { to, subject: `Sign-in request at ${appName}`, text };
  }
  const text = [
    "Hello,",
    "",
    `Use this link to sign in to ${appName}:`,
    "",
    url,
    "",
    `It works once and expires in ${SIGN_IN_LINK_MINUTES} minutes.`,
    "If you did not ask for it, ignore this email: nobody can sign in without the link.",
  ].join("\n");
  const html = `<p>Hello,</p>
<p>Use this link to sign in to ${escapeHtml(appName)}:</p>
<p><a href="${escapeHtml(url)}">Sign in to ${escapeHtml(appName)}</a></p>
<p>It works once and expires in ${SIGN_IN_LINK_MINUTES} minutes.<br>
If you did not ask for it, ignore this email: nobody can sign in without the link.</p>`;
  return { to, subject: `Your sign-in link for ${appName}`, text, html, link: url };
}
