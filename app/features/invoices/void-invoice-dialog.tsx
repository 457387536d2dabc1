/**
 * Voiding a sent invoice, with the reason the owner gives (kept with the invoice). The server refuses an
 * invoice with money paid on it (refunded first): its words are said here and the reason stays. Client-safe.
 */
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { buttonStyles } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { FormFailure, TextAreaField } from "~/components/ui/form-field";
import { registerField } from "~/components/ui/register-field";
import { useToast } from "~/components/ui/toast";
import { applyServerErrors, useZodForm } from "~/components/ui/use-zod-form";
import { failureMessage } from "~/lib/api-client";
import { adminInvoiceCalls } from "./api";
import { invoiceName } from "./invoice-names";
import type { InvoiceView } from "./invoice-view";
import { voidSchema } from "./invoice.schema";

const FAILED = "Failed to void the invoice. Please try again later.";

export function VoidInvoiceDialog({
  invoice,
  onClose,
  onVoided,
}: {
  /** The invoice being voided; none while the dialog is closed. */
  invoice: InvoiceView | null;
  onClose: () => void;
  onVoided: () => void;
}) {
  return (
    <Dialog
      open={invoice !== null}
      onClose={onClose}
      title="Void this invoice?"
      description={
        invoice
          ? `${invoiceName(invoice)} is cancelled and no longer needs paying; its link says so. This cannot be undone.`
          : undefined
      }
      size="sm"
    >
      {invoice && <VoidForm invoice={invoice} onCancel={onClose} onVoided={onVoided} />}
    </Dialog>
  );
}

function VoidForm({
  invoice,
  onCancel,
  onVoided,
}: {
  invoice: InvoiceView;
  onCancel: () => void;
  onVoided: () => void;
}) {
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(voidSchema, { defaultValues: { reason: "" } });
  const voidIt = useMutation({
    mutationFn: (reason: string) => adminInvoiceCalls.void({ params: { id: invoice.id }, body: { reason } }),
    onSuccess: (voided) => {
      onVoided();
      toast({ title: "Invoice voided", description: `${invoiceName(voided)} is void.` });
    },
    onError: (error) => {
      const message = failureMessage(error, FAILED);
      if (!applyServerErrors(form, error)) setFailure(message);
      toast({ title: "Error", description: message, variant: "destructive" });
    },
  });
  const submit = form.handleSubmit(({ reason }) => {
    setFailure(null);
    voidIt.mutate(reason);
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextAreaField
        label="Reason"
        hint="Kept with the invoice, for the books."
        {...registerField(form, "reason")}
      />
      <FormFailure failure={failure} boxed />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={buttonStyles("outline")} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={buttonStyles("destructive")} disabled={voidIt.isPending}>
          {voidIt.isPending ? "Voiding..." : "Void invoice"}
        </button>
      </div>
    </form>
  );
}
