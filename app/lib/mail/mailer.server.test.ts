import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "~/lib/env.server";
import { readOutbox } from "~tests/support/outbox";
import { createMailer } from "./mailer.server";

const message = {
  to: "customer@example.com",
  subject: "Your booking — Fence Repair",
  text: "Hello,\n\nYour visit is booked. Sign in: https://example.com/api/auth/magic-link/verify?token=abc&callbackURL=%2Fmy-projects\n",
  html: "<p>Hello</p>",
  attachments: [
    { filename: "visit.ics", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n", contentType: "text/calendar" },
  ],
  link: "https://example.com/api/auth/magic-link/verify?token=abc",
};

describe("SMTP (SMTP_URL set)", () => {
  let smtp: SMTPServer;
  let port: number;
  const received: Array<{ from: string; to: string[]; raw: string; user?: string }> = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      secure: false,
      authOptional: false,
      allowInsecureAuth: true,
      disabledCommands: ["STARTTLS"],
      onAuth(auth, _session, callback) {
        if (auth.username === "mailer" && auth.password === "s3cret")
          return callback(null, { user: "mailer" });
        callback(new Error("Invalid username or password"));
      },
      onData(stream, session, callback) {
        let raw = "";
        stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            user: session.user as string | undefined,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it("delivers the message, authenticated, to a real SMTP server", async () => {
    const config = loadConfig({
      SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${port}`,
      MAIL_FROM: "Big Country <no-reply@example.com>",
    });
    const mailer = createMailer(config, { info: () => {} });
    await mailer.send(message);
    mailer.close();
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail).toMatchObject({
      from: "no-reply@example.com",
      to: ["customer@example.com"],
      user: "mailer",
    });
    expect(mail!.raw).toMatch(/^Subject: /m);
    expect(mail!.raw).toMatch(/Content-Type: text\/calendar/);
    expect(mail!.raw).toMatch(/filename=visit\.ics/);
  });

  it("fails loudly when the server refuses the credentials", async () => {
    const mailer = createMailer(loadConfig({ SMTP_URL: `smtp://mailer:wrong@127.0.0.1:${port}` }), {
      info: () => {},
    });
    await expect(mailer.send(message)).rejects.toThrow();
    mailer.close();
  });
});

describe("outbox (no SMTP_URL)", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-test-"));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("writes one .eml file per message and one log line, with the link only in development", async () => {
    for (const [NODE_ENV, showsLink] of [
      ["development", true],
      ["production", false],
    ] as const) {
      const lines: Array<{ details: Record<string, unknown>; text: string }> = [];
      const mailer = createMailer(loadConfig({ NODE_ENV, DATA_DIR: dataDir }), {
        info: (details, text) => lines.push({ details: details as Record<string, unknown>, text }),
      });
      await mailer.send(message);
      expect(lines).toHaveLength(1);
      expect(lines[0]!.text.includes(message.link), NODE_ENV).toBe(showsLink);
      expect(JSON.stringify(lines[0]!.details).includes("token=abc"), NODE_ENV).toBe(showsLink);
      expect(JSON.stringify(lines[0])).not.toContain("customer@example.com");
    }
    const outbox = readOutbox(path.join(dataDir, "outbox"));
    expect(outbox).toHaveLength(2);
    expect(outbox[0]).toMatchObject({ to: "customer@example.com", subject: message.subject });
    expect(outbox[0]!.text).toContain("callbackURL=%2Fmy-projects");
    expect(fs.readFileSync(outbox[0]!.file, "utf8")).toMatch(/filename=visit\.ics/);
  });
});
