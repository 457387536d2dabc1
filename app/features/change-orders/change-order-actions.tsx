/**
 * What can be done with a change order in its state (docs/change-orders.md): a draft is edited, sent or
 * deleted; a sent or viewed one is mailed again as it is; any one's PDF is read. Once sent it never changes:
 * another change order corrects it. The server has the last word: its refusals are toasted. Client-safe.
 */
import { DocumentActions, useSendAction } from "~/components/ui/document-actions";
import { adminChangeOrderCalls, changeOrderPdfHref } from "./api";
import { changeOrderName } from "./change-order-labels";
import type { ChangeOrderView } from "./change-order-view";

/** Which actions a change order offers. */
export function availableChangeOrderActions({ status }: Pick<ChangeOrderView, "status">) {
  return {
    edit: status === "draft",
    send: status === "draft" || status === "sent" || status === "viewed",
    remove: status === "draft",
  };
}

export interface ChangeOrderActionsProps {
  changeOrder: ChangeOrderView;
  /** Opens the editor on the draft. */
  onEdit: () => void;
  /** After a write (sent): read the change order and the job again. */
  onChanged: () => void;
  onDeleted: () => void;
}

export function ChangeOrderActions({ changeOrder, onEdit, onChanged, onDeleted }: ChangeOrderActionsProps) {
  const draft = changeOrder.status === "draft";
  const name = changeOrderName(changeOrder);
  const sending = useSendAction({
    thing: "change order",
    send: () => adminChangeOrderCalls.send({ params: { id: changeOrder.id } }),
    draft,
    label: "Send",
    title: draft
      ? `Send change order ${changeOrder.number}?`
      : `Send change order ${changeOrder.number} again?`,
    description: draft
      ? `${changeOrder.customer.name} (${changeOrder.customer.email}) gets a link to approve or decline it, with its PDF. A sent change order is not changed: to correct it, write another.`
      : `${name} is mailed to ${changeOrder.customer.email} again, as it is.`,
    onSent: onChanged,
    sentToast: (sent) => ({
      title: draft ? "Change order sent" : "Change order sent again",
      description: `${changeOrderName(sent)} was mailed to ${sent.customer.email}.`,
    }),
  });

  return (
    <DocumentActions
      can={availableChangeOrderActions(changeOrder)}
      onEdit={onEdit}
      sending={sending}
      sendTone={draft ? "primary" : "outline"}
      pdf={{ href: changeOrderPdfHref(changeOrder.id), of: name }}
      deletion={{
        thing: "change order",
        description: `This action cannot be undone. This will permanently delete the draft ${name}, "${changeOrder.title}".`,
        remove: () => adminChangeOrderCalls.remove({ params: { id: changeOrder.id } }),
        onDeleted,
      }}
    />
  );
}
