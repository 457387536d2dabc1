/**
 * Without Twilio, each text is written to a file of its own (`DATA_DIR/sms-outbox/*.txt`: To, From, Date, a
 * blank line, the text) and counts as sent, as mail goes to the outbox without SMTP. The file names sort by
 * time, so the newest text is the last one listed.
 */
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { OutgoingText, TextProvider } from "./text-provider.server";

/** What an outbox text says it came from: no number sends it. */
export const OUTBOX_SENDER = "sms-outbox";

export function smsOutbox(dir: string): TextProvider {
  let sequence = 0;
  return {
    name: "outbox",
    async send({ to, body }: OutgoingText) {
      await fs.mkdir(dir, { recursive: true });
      const now = new Date();
      const stamp = now.toISOString().replace(/[:.]/g, "-");
      const order = String(++sequence % 1_000_000).padStart(6, "0");
      const id = crypto.randomBytes(8).toString("hex");
      const file = path.join(dir, `${stamp}-${order}-${id}.txt`);
      await fs.writeFile(file, `To: ${to}\nFrom: ${OUTBOX_SENDER}\nDate: ${now.toISOString()}\n\n${body}\n`, {
        mode: 0o600,
      });
      return { providerId: `outbox-${id}`, from: OUTBOX_SENDER };
    },
  };
}
