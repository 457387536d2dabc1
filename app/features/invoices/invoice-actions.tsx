/**
 * What can be done with an invoice in its state (docs/invoices.md): a draft is edited, sent or deleted; a
 * sent one is sent again, paid (money received recorded) or voided with a reason. The server has the last
 * word: its refusals (a paid invoice voided) are said where they were asked. Client-safe.
 */
import { useState } from "react";
import { ActionButton } from "~/components/ui/action-button";
import { DocumentActions, useSendAction } from "~/components/ui/document-actions";
import { formatLongDate } from "~/lib/dates";
import { adminInvoiceCalls, invoicePdfHref } from "./api";
import type { InvoiceView } from "./invoice-view";
import { RecordPaymentDialog } from "./record-payment-dialog";
import { VoidInvoiceDialog } from "./void-invoice-dialog";

type Opened = "void" | "payment" | null;

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
  const [opened, setOpened] = useState<Opened>(null);
  const can = availableActions(invoice);
  const draft = invoice.status === "draft";
  const close = () => setOpened(null);
  const sending = useSendAction({
    thing: "invoice",
    send: () => adminInvoiceCalls.send({ params: { id: invoice.id } }),
    draft,
    label: "Send invoice",
    title: draft ? "Send this invoice?" : "Send this invoice again?",
    description: draft
      ? `The invoice to ${invoice.customer.name} (${invoice.customer.email}) gets its number and due date. A sent invoice is not changed: to correct it, void it and issue a new one.`
      : `Invoice ${invoice.number} is sent to ${invoice.customer.email} again, as it is.`,
    onSent: onChanged,
    sentToast: (sent) => ({
      title: "Invoice sent",
      description: `Invoice ${sent.number} is due ${formatLongDate(sent.dueDate)}.`,
    }),
  });
  const written = () => {
    close();
    onChanged();
  };

  return (
    <DocumentActions
      can={can}
      onEdit={onEdit}
      sending={sending}
      pdf={{ href: invoicePdfHref(invoice.id) }}
      deletion={{
        thing: "invoice",
        description: `This action cannot be undone. This will permanently delete the draft invoice for ${invoice.customer.name}.`,
        remove: () => adminInvoiceCalls.remove({ params: { id: invoice.id } }),
        onDeleted,
      }}
      before={
        can.pay && (
          <ActionButton tone="primary" onClick={() => setOpened("payment")}>
            Record payment
          </ActionButton>
        )
      }
      dialogs={
        <>
          <VoidInvoiceDialog
            invoice={opened === "void" ? invoice : null}
            onClose={close}
            onVoided={written}
          />
          <RecordPaymentDialog
            invoice={opened === "payment" ? invoice : null}
            onClose={close}
            onRecorded={written}
          />
        </>
      }
    >
      {can.voidIt && <ActionButton onClick={() => setOpened("void")}>Void</ActionButton>}
    </DocumentActions>
  );
}
