/**
 * Sending a text, behind one interface: Twilio's Messages API when it is configured, else the sms outbox (a
 * file per text under DATA_DIR/sms-outbox), so development, tests and a fresh install send nothing out.
 */
import type { Config } from "~/lib/env.server";
import { smsOutbox } from "./sms-outbox.server";
import { twilioProvider } from "./twilio-provider.server";

export interface OutgoingText {
  /** E.164. */
  to: string;
  body: string;
  /** Where the provider reports the text's delivery (POST /api/webhooks/sms/status). */
  statusCallback: string;
}

export interface TextProvider {
  readonly name: "twilio" | "outbox";
  /**
   * Hands the text over. Throws `TextRefused` when the provider refuses this text for good (a number that
   * cannot take texts, a body it will not send); any other error is passing (the provider down, a network
   * error, too many requests) and the text is tried again.
   */
  send(text: OutgoingText): Promise<{ providerId: string; from: string }>;
}

/** The provider refused this text; sending it again would be refused again. */
export class TextRefused extends Error {}

export function textProviderFrom(config: Config): TextProvider {
  if (config.twilio) return twilioProvider(config.twilio);
  return smsOutbox(`${config.DATA_DIR}/sms-outbox`);
}
