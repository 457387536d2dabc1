/**
 * The row of actions of a document the back office sends to a customer (an estimate, an invoice, a change
 * order): Edit while it is a draft, Send (asked first), the document's own actions, View PDF, and Delete
 * while it is a draft. Sending is confirmed in a dialog that says what goes to whom; confirming closes it at
 * once (the button says "Sending..." meanwhile), then the document is read again and a toast says it went; a
 * refusal is toasted. Client-safe.
 */
import { useMutation } from "@tanstack/react-query";
import { useState, type ComponentProps, type ReactNode } from "react";
import { ActionButton } from "./action-button";
import { buttonStyles } from "./button";
import { ConfirmDialog } from "./confirm-dialog";
import { DeleteDraft } from "./delete-draft";
import { useToast, type ToastOptions } from "./toast";
import { useWriteFailureToast } from "./use-write-failure-toast";

export interface SendAction {
  /** A draft is sent for the first time; else it is sent again. */
  draft: boolean;
  /** The button's and the confirmation's word for a first send: "Send invoice". */
  label: string;
  /** The confirmation: what goes to whom. */
  title: string;
  description: string;
  pending: boolean;
  confirming: boolean;
  ask: () => void;
  cancel: () => void;
  confirm: () => void;
}

/** Sending a document of `thing` ("invoice"), and the toast of what was sent. */
export function useSendAction<T>({
  thing,
  send,
  onSent,
  sentToast,
  ...texts
}: Pick<SendAction, "draft" | "label" | "title" | "description"> & {
  thing: string;
  send: () => Promise<T>;
  /** After it went: read the document again. */
  onSent: () => void;
  sentToast: (sent: T) => ToastOptions;
}): SendAction {
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const failed = useWriteFailureToast(thing);
  const sending = useMutation({
    mutationFn: send,
    onSuccess: (sent) => {
      onSent();
      toast(sentToast(sent));
    },
    onError: failed("send"),
  });
  return {
    ...texts,
    pending: sending.isPending,
    confirming,
    ask: () => setConfirming(true),
    cancel: () => setConfirming(false),
    confirm: () => {
      // Closed at once: the button behind it says "Sending..." while it is sent.
      setConfirming(false);
      sending.mutate();
    },
  };
}

export function DocumentActions({
  can,
  onEdit,
  sending,
  sendTone,
  pdf,
  deletion,
  before,
  children,
  dialogs,
}: {
  /** Which of the shared actions the document offers in its state. */
  can: { edit: boolean; send: boolean; remove: boolean };
  onEdit: () => void;
  sending: SendAction;
  sendTone?: "primary" | "outline";
  /** The PDF; `of` names it to screen readers where several documents are listed. */
  pdf: { href: string; of?: string };
  deletion: ComponentProps<typeof DeleteDraft>;
  /** The document's own actions before Send, and after it. */
  before?: ReactNode;
  children?: ReactNode;
  /** The document's own dialogs. */
  dialogs?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {can.edit && (
        <ActionButton tone="primary" onClick={onEdit}>
          Edit
        </ActionButton>
      )}
      {before}
      {can.send && (
        <ActionButton tone={sendTone} disabled={sending.pending} onClick={sending.ask}>
          {sending.pending ? "Sending..." : sending.draft ? sending.label : "Send again"}
        </ActionButton>
      )}
      {children}
      <a href={pdf.href} target="_blank" rel="noopener noreferrer" className={buttonStyles("outline", "sm")}>
        View PDF
        <span className="sr-only">{pdf.of !== undefined && <> of {pdf.of}</>} (opens in a new tab)</span>
      </a>
      {can.remove && <DeleteDraft {...deletion} />}
      <ConfirmDialog
        open={sending.confirming}
        title={sending.title}
        description={sending.description}
        confirmLabel={sending.draft ? sending.label : "Send again"}
        tone="primary"
        onCancel={sending.cancel}
        onConfirm={sending.confirm}
      />
      {dialogs}
    </div>
  );
}
