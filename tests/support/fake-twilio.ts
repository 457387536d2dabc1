/**
 * A local stand-in for Twilio's Messages API and its webhooks, speaking Twilio's protocol: the site posts
 * `POST /2010-04-01/Accounts/{sid}/Messages.json` (form fields To, From or MessagingServiceSid, Body,
 * StatusCallback, Basic auth) and gets Twilio's JSON answer with a message SID (SM…), or Twilio's error shape.
 * It keeps what it received, fails on demand, and plays Twilio's side of the webhooks: a customer's text to
 * the site and a delivery report, each signed as Twilio signs them (X-Twilio-Signature).
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { twilioSignature } from "~/features/texts/twilio-signature.server";

export interface FakeTwilioMessage {
  sid: string;
  accountSid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
  statusCallback: string | null;
}

export interface FakeTwilioFailure {
  status: number;
  code: number;
  message: string;
}

export interface FakeTwilio {
  url: string;
  accountSid: string;
  authToken: string;
  /** The business's number (TWILIO_FROM). */
  number: string;
  /** Every text Twilio accepted, oldest first. */
  messages: FakeTwilioMessage[];
  /** Requests to the Messages API, accepted or not. */
  requests: number;
  /** Make the next requests fail, one failure each (a 500, a 400 with Twilio's error code). */
  failNext(...failures: FakeTwilioFailure[]): void;
  /** The site's configuration for this stand-in. */
  env(): Record<string, string>;
  /** A customer texts the business: Twilio's signed post to the site's inbound webhook. */
  textTheSite(
    siteUrl: string,
    text: { from: string; body: string; sid?: string; signature?: string },
  ): Promise<Response>;
  /** Twilio reports a text's delivery to the status callback it was sent with. */
  report(message: FakeTwilioMessage, status: string, errorCode?: string): Promise<Response>;
  close(): Promise<void>;
}

const hex = (bytes: number) => crypto.randomBytes(bytes).toString("hex");
export const messageSid = () => `SM${hex(16)}`;

/** Posts `params` to `url` as Twilio does, signed with `authToken` (or with the `signature` given). */
export function postAsTwilio(
  url: string,
  params: Record<string, string>,
  authToken: string,
  signature?: string,
) {
  const form = new URLSearchParams(params);
  return fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": signature ?? twilioSignature(authToken, url, form),
      "user-agent": "TwilioProxy/1.1",
    },
    body: form,
  });
}

const E164 = /^\+[1-9]\d{7,14}$/;

/** Where another process (a browser test) reads what the stand-in received: `{ messages }`. */
export const RECEIVED_PATH = "/__stand-in/messages";

export async function startFakeTwilio({
  port = 0,
  accountSid = `AC${hex(16)}`,
  authToken = hex(16),
}: { port?: number; accountSid?: string; authToken?: string } = {}): Promise<FakeTwilio> {
  const number = "+13255550100";
  const messages: FakeTwilioMessage[] = [];
  const failures: FakeTwilioFailure[] = [];
  let requests = 0;
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;

  const answer = (res: http.ServerResponse, status: number, body: object) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const error = (res: http.ServerResponse, { status, code, message }: FakeTwilioFailure) =>
    answer(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = new URL(req.url ?? "/", "http://localhost").pathname;
      if (req.method === "GET" && path === RECEIVED_PATH) return answer(res, 200, { messages });
      const route = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path);
      if (req.method !== "POST" || !route) {
        return error(res, { status: 404, code: 20404, message: "The requested resource was not found" });
      }
      requests++;
      if (route[1] !== accountSid || req.headers.authorization !== expectedAuth) {
        return error(res, { status: 401, code: 20003, message: "Authenticate" });
      }
      const failure = failures.shift();
      if (failure) return error(res, failure);
      const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
      const to = form.get("To") ?? "";
      const body = form.get("Body") ?? "";
      const from = form.get("From");
      const messagingServiceSid = form.get("MessagingServiceSid");
      if (!E164.test(to)) {
        return error(res, {
          status: 400,
          code: 21211,
          message: `The 'To' number ${to} is not a valid phone number.`,
        });
      }
      if (!body) return error(res, { status: 400, code: 21602, message: "Message body is required." });
      if (!from && !messagingServiceSid) {
        return error(res, { status: 400, code: 21603, message: "A 'From' phone number is required." });
      }
      const message: FakeTwilioMessage = {
        sid: messageSid(),
        accountSid,
        to,
        from,
        messagingServiceSid,
        body,
        statusCallback: form.get("StatusCallback"),
      };
      messages.push(message);
      answer(res, 201, {
        sid: message.sid,
        account_sid: accountSid,
        to,
        from,
        messaging_service_sid: messagingServiceSid,
        body,
        status: "queued",
        direction: "outbound-api",
        num_segments: String(Math.ceil(body.length / 153) || 1),
        date_created: new Date().toUTCString(),
        uri: `/2010-04-01/Accounts/${accountSid}/Messages/${message.sid}.json`,
      });
    });
  });
  server.listen(port, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    accountSid,
    authToken,
    number,
    messages,
    get requests() {
      return requests;
    },
    failNext: (...next) => void failures.push(...next),
    env: () => ({
      TWILIO_ACCOUNT_SID: accountSid,
      TWILIO_AUTH_TOKEN: authToken,
      TWILIO_FROM: number,
      TWILIO_API_BASE: url,
    }),
    textTheSite: (siteUrl, { from, body, sid = messageSid(), signature }) =>
      postAsTwilio(
        `${siteUrl}/api/webhooks/sms`,
        {
          ToCountry: "US",
          SmsMessageSid: sid,
          NumMedia: "0",
          SmsSid: sid,
          SmsStatus: "received",
          Body: body,
          To: number,
          NumSegments: "1",
          MessageSid: sid,
          AccountSid: accountSid,
          From: from,
          ApiVersion: "2010-04-01",
        },
        authToken,
        signature,
      ),
    report: (message, status, errorCode) => {
      if (!message.statusCallback) throw new Error("The text was sent without a status callback");
      return postAsTwilio(
        message.statusCallback,
        {
          MessageSid: message.sid,
          SmsSid: message.sid,
          MessageStatus: status,
          SmsStatus: status,
          AccountSid: accountSid,
          To: message.to,
          From: message.from ?? number,
          ApiVersion: "2010-04-01",
          ...(errorCode && { ErrorCode: errorCode }),
        },
        authToken,
      );
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
