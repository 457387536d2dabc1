/**
 * Texts through Twilio's Messages API (docs/texts.md): the `TWILIO_*` variables of env.server.ts, checked
 * together. The account, its auth token (which also signs Twilio's webhooks) and a sender (a number or a
 * Messaging Service) turn it on; none of them set: texts are written to `DATA_DIR/sms-outbox`.
 */
import { z } from "zod";

export const TWILIO_VARIABLES = {
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-f]{32}$/i, "must be a Twilio account SID (AC followed by 32 hex digits)")
    .optional(),
  TWILIO_AUTH_TOKEN: z
    .string()
    .regex(/^[0-9a-f]{32}$/i, "must be the Twilio account's auth token (32 hex digits)")
    .optional(),
  TWILIO_FROM: z
    .string()
    .regex(/^\+[1-9]\d{7,14}$/, "must be the sending number in E.164 form, such as +13255550100")
    .optional(),
  TWILIO_MESSAGING_SERVICE_SID: z
    .string()
    .regex(/^MG[0-9a-f]{32}$/i, "must be a Twilio Messaging Service SID (MG followed by 32 hex digits)")
    .optional(),
  // Points the texts at another host (a local stand-in in tests); unset means Twilio itself.
  TWILIO_API_BASE: z
    .url({ protocol: /^https?$/, message: "must be an http(s) URL such as http://127.0.0.1:12112" })
    .optional(),
};

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sender: a number (E.164) or a Messaging Service, whichever is set (the service when both are). */
  sender: { from: string } | { messagingServiceSid: string };
  /** https://api.twilio.com, or the stand-in of TWILIO_API_BASE. */
  apiBase: string;
}

type TwilioEnv = { [K in keyof typeof TWILIO_VARIABLES]?: string };

/**
 * Twilio when the account, its token and a sender are all set; none of them set: the sms outbox. Some but
 * not all is a mistake that would silently write texts to files in production, so it stops the start.
 */
export function twilioSettingsOf(env: TwilioEnv): { settings?: TwilioSettings; problem?: string } {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken } = env;
  const { TWILIO_FROM: from, TWILIO_MESSAGING_SERVICE_SID: messagingServiceSid } = env;
  if (!accountSid && !authToken && !from && !messagingServiceSid) return {};
  if (!accountSid || !authToken || !(from || messagingServiceSid)) {
    return {
      problem:
        "texts through Twilio need TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID",
    };
  }
  return {
    settings: {
      accountSid,
      authToken,
      sender: messagingServiceSid ? { messagingServiceSid } : { from: from! },
      apiBase: (env.TWILIO_API_BASE ?? "https://api.twilio.com").replace(/\/+$/, ""),
    },
  };
}
