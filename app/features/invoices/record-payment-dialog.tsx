/**
 * Money received outside the site for an invoice (a check, cash, a bank transfer): how much (the balance
 * unless said otherwise), how, its reference and the day it came (today, business time). The server refuses
 * more than the balance: its words are said here and every value stays. Client-safe.
 */
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { z } from "zod";
import { Dialog } from "~/components/ui/dialog";
import { FormFailure, SelectField, TextField } from "~/components/ui/form-field";
import { ItemFormButtons } from "~/components/ui/item-form";
import { registerField } from "~/components/ui/register-field";
import { useToast } from "~/components/ui/toast";
import { applyServerErrors, useZodForm } from "~/components/ui/use-zod-form";
import { failureMessage } from "~/lib/api-client";
import { businessToday } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { RECEIVED_METHODS } from "~/lib/vocabulary";
import { adminInvoiceCalls } from "./api";
import { invoiceName } from "./invoice-names";
import { PAYMENT_METHOD_LABELS } from "./invoice-payments";
import type { InvoiceView } from "./invoice-view";
import { receivedPaymentSchema } from "./invoice.schema";

const FAILED = "Failed to record the payment. Please try again later.";

export function RecordPaymentDialog({
  invoice,
  onClose,
  onRecorded,
}: {
  /** The invoice paid; none while the dialog is closed. */
  invoice: InvoiceView | null;
  onClose: () => void;
  onRecorded: () => void;
}) {
  return (
    <Dialog
      open={invoice !== null}
      onClose={onClose}
      title="Record a payment"
      description={invoice ? `${invoiceName(invoice)}, balance ${formatMoney(invoice.balance)}` : undefined}
    >
      {invoice && <PaymentForm invoice={invoice} onCancel={onClose} onRecorded={onRecorded} />}
    </Dialog>
  );
}

function PaymentForm({
  invoice,
  onCancel,
  onRecorded,
}: {
  invoice: InvoiceView;
  onCancel: () => void;
  onRecorded: () => void;
}) {
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const today = businessToday();
  const form = useZodForm(receivedPaymentSchema, {
    defaultValues: { amount: invoice.balance, method: "check", reference: "", receivedOn: today },
  });
  const record = useMutation({
    mutationFn: (body: z.output<typeof receivedPaymentSchema>) =>
      adminInvoiceCalls.recordPayment({ params: { id: invoice.id }, body }),
    onSuccess: (paid, body) => {
      onRecorded();
      toast({
        title: "Payment recorded",
        description: `${formatMoney(body.amount)} received for invoice ${paid.number}; the balance is ${formatMoney(paid.balance)}.`,
      });
    },
    onError: (error) => {
      const message = failureMessage(error, FAILED);
      if (!applyServerErrors(form, error)) setFailure(message);
      toast({ title: "Error", description: message, variant: "destructive" });
    },
  });
  const submit = form.handleSubmit((body) => {
    setFailure(null);
    record.mutate(body);
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <TextField label="Amount" inputMode="decimal" autoComplete="off" {...registerField(form, "amount")} />
      <SelectField label="Paid by" {...registerField(form, "method")}>
        {RECEIVED_METHODS.map((method) => (
          <option key={method} value={method}>
            {PAYMENT_METHOD_LABELS[method]}
          </option>
        ))}
      </SelectField>
      <TextField label="Date received" type="date" max={today} {...registerField(form, "receivedOn")} />
      <TextField label="Reference (optional)" autoComplete="off" {...registerField(form, "reference")} />
      <div className="sm:col-span-2">
        <FormFailure failure={failure} boxed />
      </div>
      <ItemFormButtons busy={record.isPending} submitLabel="Record payment" onCancel={onCancel} />
    </form>
  );
}
