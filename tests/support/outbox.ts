/** Reads the mail the outbox mailer wrote (`.eml` files), as a person would read their inbox. */
import fs from "node:fs";
import path from "node:path";

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** The plain-text part, decoded. */
  text: string;
}

function decodeQuotedPrintable(value: string) {
  const bytes = value
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function decodeHeader(value: string) {
  // RFC 2047 encoded words, as nodemailer writes non-ASCII subjects.
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
    kind.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : decodeQuotedPrintable(text.replace(/_/g, " ")),
  );
}

export function parseEml(file: string, raw: string): OutboxMail {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, " ");
  const header = (name: string) => decodeHeader(new RegExp(`^${name}: (.*)$`, "im").exec(headers)?.[1] ?? "");
  const body = rest.join("\n\n");
  // The text/plain part: the whole body of a single-part message, or the first part of a multipart one.
  const partMatch =
    /Content-Type: text\/plain[^\n]*\n(?:[^\n]+\n)*?Content-Transfer-Encoding: ([\w-]+)\n\n([\s\S]*?)\n--/i.exec(
      raw,
    );
  let text: string;
  if (partMatch) {
    text =
      partMatch[1]!.toLowerCase() === "quoted-printable"
        ? decodeQuotedPrintable(partMatch[2]!)
        : partMatch[2]!;
  } else {
    const encoding = header("Content-Transfer-Encoding").toLowerCase();
    text = encoding === "quoted-printable" ? decodeQuotedPrintable(body) : body;
  }
  return { file, to: header("To"), subject: header("Subject"), text };
}

/** Every message in the outbox, oldest first. */
export function readOutbox(outboxDir: string): OutboxMail[] {
  if (!fs.existsSync(outboxDir)) return [];
  return fs
    .readdirSync(outboxDir)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .map((name) => {
      const file = path.join(outboxDir, name);
      return parseEml(file, fs.readFileSync(file, "utf8"));
    });
}

/** The newest message to `to`, or undefined. */
export function latestMailTo(outboxDir: string, to: string): OutboxMail | undefined {
  return readOutbox(outboxDir)
    .filter((mail) => mail.to.toLowerCase().includes(to.toLowerCase()))
    .at(-1);
}

/** The first http(s) link in a message's text. */
export function linkIn(mail: OutboxMail): string {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No link in the mail "${mail.subject}"`);
  return link;
}

/**
 * Mail leaves through the job queue a moment after the answer, so a test waits for it the way a person
 * refreshes their inbox: it looks again until the mail is there or this deadline passes.
 */
export const MAIL_DEADLINE = { timeout: 10_000, interval: 50 };

/** Messages to `to` (any letter case), oldest first; only those whose subject matches, if given. */
export function mailsTo(outboxDir: string, to: string, subject?: RegExp): OutboxMail[] {
  return readOutbox(outboxDir).filter(
    (mail) => mail.to.toLowerCase().includes(to.toLowerCase()) && (!subject || subject.test(mail.subject)),
  );
}

/**
 * Waits until `count` messages to `to` (whose subject matches, if given) are in the outbox and answers the
 * last of them; throws after MAIL_DEADLINE. No test runner needed (the fuzz script signs in with it too).
 */
export async function waitForMail(
  outboxDir: string,
  to: string,
  { count = 1, subject }: { count?: number; subject?: RegExp } = {},
): Promise<OutboxMail> {
  const deadline = Date.now() + MAIL_DEADLINE.timeout;
  for (;;) {
    const mails = mailsTo(outboxDir, to, subject);
    if (mails.length >= count) return mails[count - 1]!;
    if (Date.now() > deadline)
      throw new Error(`No mail #${count} to ${to} within ${MAIL_DEADLINE.timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, MAIL_DEADLINE.interval));
  }
}

/** The bytes of a message's attachment named `filename` (base64 MIME part), or undefined. */
export function attachmentOf(mail: OutboxMail, filename: string): Buffer | undefined {
  const raw = fs.readFileSync(mail.file, "utf8");
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((p) => new RegExp(`filename="?${filename.replace(/\./g, "\\.")}"?`, "i").test(p));
  if (!part) return undefined;
  const body = part
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join("\n")
    .split(/\r?\n--/)[0]!;
  return Buffer.from(body.replace(/\s+/g, ""), "base64");
}
