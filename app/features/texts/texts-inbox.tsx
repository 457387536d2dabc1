/**
 * The inbox's Texts: the conversations with unread counts, one conversation's texts, and the owner's reply
 * (docs/texts.md). On a wide screen the list and the conversation sit side by side; on a phone one at a time.
 * The reply is a real form posted to the back office's page, so it works before the script runs or without
 * it; with it, the reply goes to the JSON API and the page reloads its data.
 */
import { useEffect, useRef } from "react";
import { Link, useRevalidator } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonStyles } from "~/components/ui/button";
import { formatInstantDateTime, formatRelativeTime } from "~/lib/dates";
import type { FormRefusal } from "~/lib/form-post.server";
import { conversationCalls } from "./api";
import { TEXT_STATUS_LABELS, type ConversationMessage, type ConversationSummary } from "./conversation";
import { postHref, ReplyForm } from "./text-reply-form";
import { formatPhoneNumber } from "./text-rules";

/** The conversation the page shows, with whom, and why the owner may not answer (null when they may). */
export interface OpenConversation {
  partner: { id: number; name: string; phone: string | null; replyRefusal: string | null };
  messages: ConversationMessage[];
}

/** The inbox's address of the texts, or of one conversation. */
export const textsHref = (customerId?: number) =>
  `?tab=inbox&kind=texts${customerId === undefined ? "" : `&customer=${customerId}`}`;

export function TextsInbox({
  conversations,
  open,
  refusal,
}: {
  conversations: ConversationSummary[];
  open: OpenConversation | null;
  /** What a reply posted without script came back with (the page's action data). */
  refusal?: FormRefusal;
}) {
  const openId = open?.partner.id;
  const unread = conversations.find((c) => c.customer.id === openId)?.unread ?? 0;
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
      <nav aria-label="Text conversations" className={open ? "hidden md:block" : undefined}>
        <ConversationList conversations={conversations} openId={openId} />
      </nav>
      {open ? (
        <Conversation key={open.partner.id} open={open} unread={unread} refusal={refusal} />
      ) : (
        <p className="hidden rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600 md:block dark:text-slate-300">
          Choose a conversation to read it and reply.
        </p>
      )}
    </div>
  );
}

function ConversationList({
  conversations,
  openId,
}: {
  conversations: ConversationSummary[];
  openId?: number;
}) {
  if (conversations.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:text-slate-300">
        No texts yet. When a customer texts the business&apos;s number, the conversation appears here.
      </p>
    );
  }
  return (
    <ul className="space-y-2">
      {conversations.map(({ customer, lastMessage, unread }) => (
        <li key={customer.id}>
          <Link
            to={textsHref(customer.id)}
            aria-current={customer.id === openId ? "page" : undefined}
            className="block rounded-lg border border-slate-200 bg-white p-3 hover:border-brand-600 aria-[current=page]:border-brand-700 aria-[current=page]:ring-2 aria-[current=page]:ring-brand-700 dark:border-slate-700 dark:bg-slate-900 dark:aria-[current=page]:border-accent-400 dark:aria-[current=page]:ring-accent-400"
          >
            <span className="flex items-center gap-2">
              <span className="truncate font-semibold">{customer.name}</span>
              {unread > 0 && <Badge tone="blue">{unread} unread</Badge>}
              <span
                className="ml-auto shrink-0 text-xs text-slate-600 dark:text-slate-300"
                // Drawn by the server and again in the browser a moment later: the minute may have turned.
                suppressHydrationWarning
              >
                {formatRelativeTime(lastMessage.at)}
              </span>
            </span>
            <span className="mt-1 block truncate text-sm text-slate-700 dark:text-slate-200">
              {lastMessage.direction === "outbound" ? "You: " : ""}
              {lastMessage.body}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Conversation({
  open: { partner, messages },
  unread,
  refusal,
}: {
  open: OpenConversation;
  unread: number;
  refusal?: FormRefusal;
}) {
  const revalidator = useRevalidator();
  // Shown in a browser: the customer's texts are read (a GET never marks them, docs/decisions/0008).
  const marked = useRef(false);
  useEffect(() => {
    if (unread === 0 || marked.current) return;
    marked.current = true;
    conversationCalls
      .read({ params: { customerId: partner.id } })
      .then(() => revalidator.revalidate())
      .catch(() => {});
  }, [unread, partner.id, revalidator]);

  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    // The latest text in view, as in any messaging app.
    list.current?.lastElementChild?.scrollIntoView({ block: "nearest" });
  }, [messages.length]);

  return (
    <section aria-labelledby="conversation-heading" className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <Link to={textsHref()} className={`${buttonStyles("outline", "sm")} md:hidden`}>
          All conversations
        </Link>
        <h2 id="conversation-heading" className="text-lg font-semibold">
          {partner.name}
        </h2>
        {partner.phone && (
          <a
            className="text-sm underline"
            href={`tel:${partner.phone}`}
            aria-label={`Call ${formatPhoneNumber(partner.phone)}`}
          >
            {formatPhoneNumber(partner.phone)}
          </a>
        )}
        {unread > 0 && (
          // Without script the texts are marked read here (with it, on sight).
          <form method="post" action={postHref(partner.id)} className="ml-auto">
            <input type="hidden" name="intent" value="read" />
            <button type="submit" className={buttonStyles("ghost", "sm")}>
              Mark as read
            </button>
          </form>
        )}
      </div>
      <ol
        ref={list}
        aria-label={`Texts with ${partner.name}`}
        className="max-h-[60vh] space-y-3 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3 dark:border-slate-700 dark:bg-slate-950"
      >
        {messages.length === 0 && (
          <li className="text-sm text-slate-600 dark:text-slate-300">No texts yet.</li>
        )}
        {messages.map((message) => (
          <TextBubble key={message.id} message={message} />
        ))}
      </ol>
      {partner.replyRefusal ? (
        <p className="rounded-md border border-slate-300 p-3 text-sm text-slate-700 dark:border-slate-600 dark:text-slate-200">
          {partner.replyRefusal}
        </p>
      ) : (
        <ReplyForm customerId={partner.id} name={partner.name} refused={refusal} />
      )}
    </section>
  );
}

function TextBubble({ message }: { message: ConversationMessage }) {
  const outbound = message.direction === "outbound";
  return (
    <li className={outbound ? "flex justify-end" : "flex justify-start"}>
      <div
        className={
          outbound
            ? "max-w-[85%] rounded-2xl rounded-br-sm bg-brand-700 px-3 py-2 text-white dark:bg-accent-400 dark:text-slate-950"
            : "max-w-[85%] rounded-2xl rounded-bl-sm bg-white px-3 py-2 text-slate-900 ring-1 ring-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-700"
        }
      >
        <span className="sr-only">{outbound ? "You: " : "Customer: "}</span>
        <p className="text-sm break-words whitespace-pre-line">{message.body}</p>
        <p className="mt-1 text-xs opacity-90">
          <time dateTime={message.at}>{formatInstantDateTime(message.at)}</time>
          {outbound && ` · ${TEXT_STATUS_LABELS[message.status]}`}
        </p>
      </div>
    </li>
  );
}
