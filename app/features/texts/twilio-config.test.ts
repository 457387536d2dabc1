/** Which provider the configuration chooses: Twilio with an account, its token and a sender, else the outbox. */
import { describe, expect, it } from "vitest";
import { loadConfig } from "~/lib/env.server";
import { textProviderFrom } from "./text-provider.server";

const SID = `AC${"0a".repeat(16)}`;
const TOKEN = "1b".repeat(16);
const SERVICE = `MG${"2c".repeat(16)}`;
const base = { NODE_ENV: "test", DATA_DIR: "/tmp/texts-config" } as const;

describe("the texts' configuration", () => {
  it("without Twilio writes texts to the sms outbox", () => {
    const config = loadConfig(base);
    expect(config.twilio).toBeUndefined();
    expect(textProviderFrom(config).name).toBe("outbox");
  });

  it("with an account, its token and a number or a Messaging Service sends through Twilio", () => {
    const byNumber = loadConfig({
      ...base,
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_FROM: "+13255550100",
    });
    expect(byNumber.twilio).toEqual({
      accountSid: SID,
      authToken: TOKEN,
      sender: { from: "+13255550100" },
      apiBase: "https://api.twilio.com",
    });
    expect(textProviderFrom(byNumber).name).toBe("twilio");
    const byService = loadConfig({
      ...base,
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_FROM: "+13255550100",
      TWILIO_MESSAGING_SERVICE_SID: SERVICE,
      TWILIO_API_BASE: "http://127.0.0.1:12112/",
    });
    expect(byService.twilio).toMatchObject({
      sender: { messagingServiceSid: SERVICE },
      apiBase: "http://127.0.0.1:12112",
    });
  });

  it("with only some of them, or a malformed one, stops the start naming what is wrong", () => {
    expect(() => loadConfig({ ...base, TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN })).toThrow(
      "Invalid configuration: texts through Twilio need TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID",
    );
    expect(() => loadConfig({ ...base, TWILIO_FROM: "+13255550100" })).toThrow(/texts through Twilio need/);
    expect(() => loadConfig({ ...base, TWILIO_FROM: "325-555-0100" })).toThrow(
      /^Invalid configuration: TWILIO_FROM must be the sending number in E\.164 form/,
    );
    expect(() => loadConfig({ ...base, TWILIO_ACCOUNT_SID: "SK123" })).toThrow(
      /^Invalid configuration: TWILIO_ACCOUNT_SID/,
    );
  });
});
