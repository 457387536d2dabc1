/**
 * Writing a draft invoice: a new one, or a draft changed (PUT). Checked with the schema the API checks with;
 * the API's field messages land on the same fields ("lines.0.unitPrice") and every value stays on a
 * failure. Client-safe.
 */
import { useMutation } from "@tanstack/react-query";
import { CustomerFieldset } from "~/components/ui/customer-fieldset";
import { editorOf, type EditorFormProps } from "~/components/ui/editor-dialog";
import { TextAreaField } from "~/components/ui/form-field";
import { ItemFormButtons } from "~/components/ui/item-form";
import { registerField } from "~/components/ui/register-field";
import { useWriteFailureToast } from "~/components/ui/use-write-failure-toast";
import { applyServerErrors, useZodForm } from "~/components/ui/use-zod-form";
import { saveInvoice } from "./api";
import { InvoiceEditorTotals } from "./invoice-editor-totals";
import type { CatalogService, InvoiceEditorValues } from "./invoice-editor-values";
import { InvoiceLinesField } from "./invoice-lines-field";
import { InvoiceTermsField } from "./invoice-terms-field";
import type { InvoiceView } from "./invoice-view";
import { invoiceBodySchema } from "./invoice.schema";

export interface InvoiceEditorTarget {
  /** The draft being changed; none for a new invoice. */
  id?: number;
  title: string;
  initial: InvoiceEditorValues;
}

export const InvoiceEditor = editorOf(EditorForm);

function EditorForm({
  target,
  catalog,
  onCancel,
  onSaved,
}: EditorFormProps<InvoiceEditorTarget, InvoiceView, CatalogService>) {
  const failed = useWriteFailureToast("invoice");
  const form = useZodForm(invoiceBodySchema, { defaultValues: target.initial });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: saveInvoice,
    onSuccess: (saved) => onSaved(saved, target.id === undefined),
    onError: (error) => {
      applyServerErrors(form, error);
      failed("save")(error);
    },
  });
  const submit = form.handleSubmit((body) => save.mutate({ id: target.id, body }));

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <CustomerFieldset
        name={registerField(form, "customer.name")}
        // "Choose a customer or enter one" names the customer as a whole: said under the email.
        email={{
          ...registerField(form, "customer.email"),
          error: errors.customer?.email?.message ?? errors.customer?.message,
        }}
        phone={registerField(form, "customer.phone")}
      />
      <InvoiceLinesField form={form} catalog={catalog} />
      <InvoiceEditorTotals control={form.control} />
      <InvoiceTermsField className="sm:[&_select]:max-w-xs" {...registerField(form, "terms")} />
      <TextAreaField
        label="Notes"
        hint="Shown to the customer under the lines."
        {...registerField(form, "notes")}
      />
      <ItemFormButtons busy={save.isPending} submitLabel="Save draft" onCancel={onCancel} />
    </form>
  );
}
