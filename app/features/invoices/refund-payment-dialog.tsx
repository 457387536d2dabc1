/**
 * The back office gives back a payment of an invoice made online (docs/invoices.md, "Refunds"), in full or
 * in part, with a reason: the amount starts at what is left, and the refund is asked for only after a
 * second, explicit confirmation. The server's refusals (more than is left) are said at the field. Client-safe.
 */
import { useState } from "react";
import { Dialog } from "~/components/ui/dialog";
import { FormFailure, TextField } from "~/components/ui/form-field";
import { ItemFormButtons } from "~/components/ui/item-form";
import { RefundConfirmation } from "~/components/ui/refund-confirmation";
import { registerField } from "~/components/ui/register-field";
import { useToast } from "~/components/ui/toast";
import { useRefundRequest } from "~/components/ui/use-refund-request";
import { applyServerErrors, useZodForm } from "~/components/ui/use-zod-form";
import { failureMessage } from "~/lib/api-client";
import { formatMoney } from "~/lib/money";
import { refundSchema } from "~/lib/refund-request";
import { adminInvoiceCalls } from "./api";
import type { InvoicePaymentView, InvoiceView } from "./invoice-view";

const FAILED = "Failed to make the refund. Please try again later.";

export function RefundPaymentDialog({
  invoice,
  payment,
  onClose,
  onRefunded,
}: {
  invoice: InvoiceView;
  /** The payment given back; none while the dialog is closed. */
  payment: InvoicePaymentView | null;
  onClose: () => void;
  onRefunded: () => void;
}) {
  return (
    <Dialog
      open={payment !== null}
      onClose={onClose}
      title="Refund a payment"
      description={
        payment
          ? `${formatMoney(payment.amount)} paid online by ${invoice.customer.name}; up to ${formatMoney(payment.refundable)} can go back.`
          : undefined
      }
    >
      {payment && (
        <RefundForm
          key={payment.id}
          invoice={invoice}
          payment={payment}
          onCancel={onClose}
          onRefunded={onRefunded}
        />
      )}
    </Dialog>
  );
}

function RefundForm({
  invoice,
  payment,
  onCancel,
  onRefunded,
}: {
  invoice: InvoiceView;
  payment: InvoicePaymentView;
  onCancel: () => void;
  onRefunded: () => void;
}) {
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(refundSchema, { defaultValues: { amount: payment.refundable, reason: "" } });
  const request = useRefundRequest({
    send: (body) =>
      adminInvoiceCalls.refundPayment({ params: { id: invoice.id, paymentId: payment.id }, body }),
    onSuccess: (updated, body) => {
      toast({
        title: "Refund made",
        description: `${formatMoney(body.amount)} was refunded to ${updated.customer.name}; the balance is ${formatMoney(updated.balance)}.`,
      });
      onRefunded();
    },
    onError: (error) => {
      const message = failureMessage(error, FAILED);
      if (!applyServerErrors(form, error)) setFailure(message);
      toast({ title: "Error", description: message, variant: "destructive" });
    },
  });
  const submit = form.handleSubmit((values) => {
    setFailure(null);
    request.ask(values);
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Amount"
        inputMode="decimal"
        autoComplete="off"
        hint={`Up to ${formatMoney(payment.refundable)}.`}
        {...registerField(form, "amount")}
      />
      <TextField label="Reason" autoComplete="off" {...registerField(form, "reason")} />
      <div className="sm:col-span-2">
        <FormFailure failure={failure} boxed />
      </div>
      <RefundConfirmation
        request={request}
        recipient={invoice.customer.name}
        confirmLabel="Confirm refund"
        className="sm:col-span-2"
      >
        <ItemFormButtons busy={false} submitLabel="Refund" onCancel={onCancel} />
      </RefundConfirmation>
    </form>
  );
}
