/**
 * Twilio's Messages API over plain HTTP: one form post with the account's SID and auth token (Basic auth).
 * The official SDK would bring axios, dayjs, jsonwebtoken and more for this one call and the signature check
 * (twilio-signature.server.ts), both of which are a few lines (docs/decisions/0026-texts.md).
 */
import type { TwilioSettings } from "~/lib/twilio-settings.server";
import { TextRefused, type OutgoingText, type TextProvider } from "./text-provider.server";

/** Longer than Twilio takes to answer; the attempt then fails and is tried again. */
const REQUEST_TIMEOUT_MS = 15_000;

interface TwilioMessage {
  sid?: string;
  from?: string | null;
}
interface TwilioError {
  code?: number;
  message?: string;
}

export function twilioProvider(settings: TwilioSettings): TextProvider {
  const url = `${settings.apiBase}/2010-04-01/Accounts/${settings.accountSid}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString("base64")}`;
  return {
    name: "twilio",
    async send({ to, body, statusCallback }: OutgoingText) {
      const form = new URLSearchParams({ To: to, Body: body, StatusCallback: statusCallback });
      if ("from" in settings.sender) form.set("From", settings.sender.from);
      else form.set("MessagingServiceSid", settings.sender.messagingServiceSid);
      const response = await fetch(url, {
        method: "POST",
        headers: {
          authorization,
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
        },
        body: form,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const answer = (await response.json().catch(() => ({}))) as TwilioMessage & TwilioError;
      if (response.ok && typeof answer.sid === "string") {
        return {
          providerId: answer.sid,
          from: answer.from ?? ("from" in settings.sender ? settings.sender.from : ""),
        };
      }
      const reason = `Twilio answered ${response.status}${answer.code ? ` (error ${answer.code})` : ""}${answer.message ? `: ${answer.message}` : ""}`;
      // 4xx is about this text (an invalid or unreachable number, an opted-out one: error 21610), but for 429
      // (too many requests) and the account's own trouble (401), which pass.
      if (
        response.status >= 400 &&
        response.status < 500 &&
        response.status !== 429 &&
        response.status !== 401
      ) {
        throw new TextRefused(reason);
      }
      throw new Error(reason);
    },
  };
}
