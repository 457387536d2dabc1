/**
 * Twilio's webhooks (docs/texts.md): `POST /api/webhooks/sms`, a text sent to the business's number, answered
 * with TwiML (a keyword's reply, or nothing); `POST /api/webhooks/sms/status`, a text's delivery. Both are
 * Twilio's form posts, checked by their signature (X-Twilio-Signature) against the site's public address and
 * the auth token, so this router comes before the JSON parser and reads its own bodies. A bad or missing
 * signature is a 403 that stores nothing; without Twilio configured there is nothing to sign with, and both
 * answer 403.
 */
import express, { Router, type Request, type Response } from "express";
import { z } from "zod";
import { receiveText } from "~/features/texts/inbound-text.server";
import { E164 } from "~/features/texts/text-rules";
import { applyTextStatus } from "~/features/texts/text-status.server";
import { isTwilioSigned } from "~/features/texts/twilio-signature.server";
import type { Config } from "~/lib/env.server";
import { parseInput } from "~/lib/input";
import type { Db } from "~db/client.server";
import type { Logger } from "~server/logger";

/** Twilio's parameters of a text are a few hundred bytes, a long text some 6 KB. */
const FORM_LIMIT = "64kb";

const messageSid = z.string().regex(/^[A-Za-z0-9]{10,64}$/, "Invalid MessageSid");

const inboundSchema = z.object({
  From: z.string().regex(E164, "From must be a number in E.164 form"),
  To: z.string().min(1, "To is missing").max(64),
  Body: z.string().max(20_000).default(""),
  MessageSid: messageSid,
  NumMedia: z.coerce.number().int().min(0).max(100).default(0),
});

const statusSchema = z.object({
  MessageSid: messageSid,
  MessageStatus: z.string().min(1, "MessageStatus is missing").max(32),
  ErrorCode: z
    .string()
    .regex(/^\d{1,10}$/)
    .optional(),
});

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );

function twiml(res: Response, reply: string | null) {
  const inner =
    reply === null ? "<Response/>" : `<Response><Message>${escapeXml(reply)}</Message></Response>`;
  res.status(200).type("text/xml").send(`<?xml version="1.0" encoding="UTF-8"?>${inner}`);
}

export function smsWebhookRouter({ db, config, logger }: { db: Db; config: Config; logger: Logger }) {
  const router = Router();
  const form = express.raw({ type: () => true, limit: FORM_LIMIT });

  /** The post's parameters when Twilio signed them; otherwise answers 403 and gives null. */
  const signedParams = (req: Request, res: Response): Record<string, string> | null => {
    const params = new URLSearchParams(Buffer.isBuffer(req.body) ? req.body.toString("utf8") : "");
    const url = `${config.SITE_URL}${req.originalUrl}`;
    if (
      !config.twilio ||
      !isTwilioSigned(config.twilio.authToken, url, params, req.get("x-twilio-signature"))
    ) {
      logger.warn(
        { path: req.path, configured: Boolean(config.twilio) },
        "sms webhook refused: bad signature",
      );
      res.status(403).json({
        message: config.twilio
          ? "Invalid signature"
          : "Texts are not set up: there is no Twilio account to sign with",
      });
      return null;
    }
    return Object.fromEntries(params);
  };

  router.post("/webhooks/sms", form, async (req, res) => {
    const params = signedParams(req, res);
    if (!params) return;
    const input = parseInput(inboundSchema, params);
    const { reply } = await receiveText(db, {
      from: input.From,
      to: input.To,
      body: input.Body,
      messageSid: input.MessageSid,
      media: input.NumMedia,
    });
    twiml(res, reply);
  });

  router.post("/webhooks/sms/status", form, async (req, res) => {
    const params = signedParams(req, res);
    if (!params) return;
    const input = parseInput(statusSchema, params);
    await applyTextStatus(db, {
      messageSid: input.MessageSid,
      messageStatus: input.MessageStatus,
      errorCode: input.ErrorCode,
    });
    twiml(res, null);
  });

  return router;
}
