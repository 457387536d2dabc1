/**
 * What can be done with an invoice in its state (docs/invoices.md): a draft is edited, sent or deleted; a
 * sent one is sent again, paid (money received recorded) or voided with a reason. The server has the last
 * word: its refusals (a paid invoice voided) are said where they were asked. Client-safe.
 */
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { ActionButton } from "~/components/ui/action-button";
import { buttonStyles } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { DeleteDraft } from "~/components/ui/delete-draft";
import { useToast } from "~/components/ui/toast";
import { useWriteFailureToast } from "~/components/ui/use-write-failure-toast";
import { formatLongDate } from "~/lib/dates";
import { adminInvoiceCalls, invoicePdfHref } from "./api";
import type { InvoiceView } from "./invoice-view";
import { RecordPaymentDialog } from "./record-payment-dialog";
import { VoidInvoiceDialog } from "./void-invoice-dialog";

type Opened = "send" | "void" | "payment" | null;

/** Which actions an invoice offers. */
export function availableActions({ status }: Pick<InvoiceView, "status">) {
  const open = status === "sent" || status === "viewed" || status === "partially_paid";
  return {
    edit: status === "draft",
    send: status === "draft" || open,
    remove: status === "draft",
    pay: open,
    voidIt: open || status === "paid",
  };
}

export function InvoiceActions({
  invoice,
  onEdit,
  onChanged,
  onDeleted,
}: {
  invoice: InvoiceView;
  onEdit: () => void;
  /** After a write: read the invoice and the list again. */
  onChanged: () => void;
  onDeleted: () => void;
}) {
  const { toast } = useToast();
  const [opened, setOpened] = useState<Opened>(null);
  const can = availableActions(invoice);
  const draft = invoice.status === "draft";
  const close = () => setOpened(null);
  const failed = useWriteFailureToast("invoice");

  const send = useMutation({
    mutationFn: () => adminInvoiceCalls.send({ params: { id: invoice.id } }),
    onSuccess: (sent) => {
      onChanged();
      toast({
        title: "Invoice sent",
        description: `Invoice ${sent.number} is due ${formatLongDate(sent.dueDate)}.`,
      });
    },
    onError: failed("send"),
  });

  return (
    <div className="flex flex-wrap gap-2">
      {can.edit && (
        <ActionButton tone="primary" onClick={onEdit}>
          Edit
        </ActionButton>
      )}
      {can.pay && (
        <ActionButton tone="primary" onClick={() => setOpened("payment")}>
          Record payment
        </ActionButton>
      )}
      {can.send && (
        <ActionButton disabled={send.isPending} onClick={() => setOpened("send")}>
          {send.isPending ? "Sending..." : draft ? "Send invoice" : "Send again"}
        </ActionButton>
      )}
      {can.voidIt && <ActionButton onClick={() => setOpened("void")}>Void</ActionButton>}
      <a
        href={invoicePdfHref(invoice.id)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonStyles("outline", "sm")}
      >
        View PDF<span className="sr-only"> (opens in a new tab)</span>
      </a>
      {can.remove && (
        <DeleteDraft
          thing="invoice"
          description={`This action cannot be undone. This will permanently delete the draft invoice for ${invoice.customer.name}.`}
          remove={() => adminInvoiceCalls.remove({ params: { id: invoice.id } })}
          onDeleted={onDeleted}
        />
      )}
      <ConfirmDialog
        open={opened === "send"}
        title={draft ? "Send this invoice?" : "Send this invoice again?"}
        description={
          draft
            ? `The invoice to ${invoice.customer.name} (${invoice.customer.email}) gets its number and due date. A sent invoice is not changed: to correct it, void it and issue a new one.`
            : `Invoice ${invoice.number} is sent to ${invoice.customer.email} again, as it is.`
        }
        confirmLabel={draft ? "Send invoice" : "Send again"}
        tone="primary"
        onCancel={close}
        onConfirm={() => {
          // Closed at once: the button behind it says "Sending..." while it is sent.
          close();
          send.mutate();
        }}
      />
      <VoidInvoiceDialog
        invoice={opened === "void" ? invoice : null}
        onClose={close}
        onVoided={() => {
          close();
          onChanged();
        }}
      />
      <RecordPaymentDialog
        invoice={opened === "payment" ? invoice : null}
        onClose={close}
        onRecorded={() => {
          close();
          onChanged();
        }}
      />
    </div>
  );
}
