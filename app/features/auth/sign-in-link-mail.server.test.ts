/** The sign-in link job, with the real outbox mailer: the link while it is good, nothing once it expired. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "~/lib/env.server";
import { createMailer } from "~/lib/mail/mailer.server";
import { readOutbox } from "~tests/support/outbox";
import { sendSignInLink } from "./sign-in-link-mail.server";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sign-in-mail-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const warnings: string[] = [];
const logger = { warn: (message: string) => void warnings.push(message) };
const mailer = createMailer(loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir }), { info: () => {} });
const deps = { mailer, siteUrl: "https://example.com", logger };
const now = new Date("2026-03-01T12:00:00Z");
const link = "https://example.com/api/auth/magic-link/verify?token=abc";
const outbox = () => readOutbox(path.join(dataDir, "outbox"));

describe("sendSignInLink", () => {
  it("mails the link while it is good", async () => {
    const expiresAt = new Date(now.getTime() + 1000).toISOString();
    await sendSignInLink(deps, { to: "pat@example.com", url: link, forAdmin: false, expiresAt }, now);
    const [mail] = outbox();
    expect(mail).toMatchObject({
      to: "pat@example.com",
      subject: "Your sign-in link for Big Country Home Remodeling",
    });
    expect(mail!.text).toContain(link);
  });

  it("sends nothing once the link has expired, and says so in the log without the link", async () => {
    const before = outbox().length;
    const expiresAt = now.toISOString();
    await sendSignInLink(deps, { to: "late@example.com", url: link, forAdmin: false, expiresAt }, now);
    expect(outbox()).toHaveLength(before);
    expect(warnings).toEqual(["a sign-in link expired before its mail could be sent; not sent"]);
  });

  it("answers an admin address without a link", async () => {
    const expiresAt = new Date(now.getTime() + 1000).toISOString();
    await sendSignInLink(deps, { to: "boss@example.com", url: null, forAdmin: true, expiresAt }, now);
    const mail = outbox().find((m) => m.to === "boss@example.com")!;
    expect(mail.text).toMatch(/signs in with its password and authenticator code/);
    expect(mail.text).not.toContain("magic-link");
  });
});
