/**
 * Writing a draft invoice: a new one, or a draft changed (PUT). Checked with the schema the API checks with;
 * the API's field messages land on the same fields ("lines.0.unitPrice") and every value stays on a
 * failure. Client-safe.
 */
import { customerFields, CustomerFieldset } from "~/components/ui/customer-fieldset";
import { editorOf, type EditorFormProps } from "~/components/ui/editor-dialog";
import { TextAreaField } from "~/components/ui/form-field";
import { ItemFormButtons } from "~/components/ui/item-form";
import { registerField } from "~/components/ui/register-field";
import { useEditorSave } from "~/components/ui/use-editor-save";
import { useZodForm } from "~/components/ui/use-zod-form";
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
  const form = useZodForm(invoiceBodySchema, { defaultValues: target.initial });
  const { errors } = form.formState;
  const { mutation: save, submit } = useEditorSave({
    form,
    thing: "invoice",
    id: target.id,
    save: saveInvoice,
    onSaved,
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <CustomerFieldset
        fields={customerFields((part) => registerField(form, `customer.${part}`))}
        customerError={errors.customer?.message}
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
