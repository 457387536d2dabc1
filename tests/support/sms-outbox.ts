/** Reads the texts the sms outbox wrote (`DATA_DIR/sms-outbox/*.txt`), as a person reads their phone. */
import fs from "node:fs";
import path from "node:path";

export interface OutboxText {
  file: string;
  to: string;
  body: string;
}

/** Every text in the outbox, oldest first. */
export function readSmsOutbox(dataDir: string): OutboxText[] {
  const dir = path.join(dataDir, "sms-outbox");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".txt"))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      const [head = "", ...rest] = fs.readFileSync(file, "utf8").split("\n\n");
      const to = /^To: (.*)$/m.exec(head)?.[1] ?? "";
      return { file, to, body: rest.join("\n\n").replace(/\n$/, "") };
    });
}
