/** The inbox's text conversations as the API answers them (docs/texts.md). Client-safe. */
import { z } from "zod";
import { timestamp } from "~/lib/endpoint";
import { TEXT_DIRECTIONS, TEXT_STATUSES } from "~/lib/vocabulary";
import { TEXT_MAX_LENGTH } from "./text-rules";

/** One customer's texts, by their last one: who, the last text, and how many of theirs are unread. */
export const conversationSummary = z.object({
  customer: z.object({
    id: z.number(),
    name: z.string(),
    /** The number texts go to and come from, E.164. */
    phone: z.string().nullable(),
  }),
  lastMessage: z.object({ body: z.string(), direction: z.enum(TEXT_DIRECTIONS), at: timestamp }),
  unread: z.number(),
});
export type ConversationSummary = z.infer<typeof conversationSummary>;

/** One text of a conversation, oldest first. */
export const conversationMessage = z.object({
  id: z.number(),
  direction: z.enum(TEXT_DIRECTIONS),
  body: z.string(),
  status: z.enum(TEXT_STATUSES),
  at: timestamp,
});
export type ConversationMessage = z.infer<typeof conversationMessage>;

/** The owner's reply: a text of up to 1,600 characters (Twilio's limit), the business's name included. */
export const replySchema = z.object({
  text: z
    .string({ message: "Please write your reply." })
    .trim()
    .min(1, "Please write your reply.")
    .max(TEXT_MAX_LENGTH, `A text has at most ${TEXT_MAX_LENGTH.toLocaleString("en-US")} characters.`),
});
export type ReplyInput = z.infer<typeof replySchema>;

/** How a text's status reads in the conversation (an inbound text shows none). */
export const TEXT_STATUS_LABELS: Record<ConversationMessage["status"], string> = {
  queued: "Sending",
  held: "Waiting for 8 AM",
  sent: "Sent",
  delivered: "Delivered",
  undelivered: "Not delivered",
  failed: "Failed",
  skipped: "Not sent",
  received: "Received",
};
