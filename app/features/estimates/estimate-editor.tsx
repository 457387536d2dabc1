/**
 * Writing a draft: a new estimate (blank, or from a quote request) or a draft changed. Checked with the
 * schema the API checks with; the API's field messages land on the same fields ("lines.0.unitPrice") and
 * every value stays on a failure. Client-safe.
 */
import { customerFields, CustomerFieldset } from "~/components/ui/customer-fieldset";
import { editorOf, type EditorFormProps } from "~/components/ui/editor-dialog";
import { TextAreaField, TextField } from "~/components/ui/form-field";
import { ItemFormButtons } from "~/components/ui/item-form";
import { registerField } from "~/components/ui/register-field";
import { useEditorSave } from "~/components/ui/use-editor-save";
import { useZodForm } from "~/components/ui/use-zod-form";
import { businessToday } from "~/lib/dates";
import type { CatalogService, EditorValues } from "./admin-estimate";
import { saveEstimate } from "./api";
import { DepositFields } from "./deposit-fields";
import { EditorTotals } from "./editor-totals";
import { EstimateLinesField } from "./estimate-lines-field";
import type { EstimateView } from "./estimate-view";
import { estimateBodySchema } from "./estimate.schema";
import { PaymentScheduleField } from "./payment-schedule-field";
import { RequestReference } from "./request-reference";

export interface EditorTarget {
  /** The draft being changed; none for a new estimate. */
  id?: number;
  title: string;
  initial: EditorValues;
  /** A new estimate from a quote request: what the customer wrote and sent, for reference. */
  request?: { details: string; photos: string[] };
}

export const EstimateEditor = editorOf(EditorForm);

function EditorForm({
  target,
  catalog,
  onCancel,
  onSaved,
}: EditorFormProps<EditorTarget, EstimateView, CatalogService>) {
  const form = useZodForm(estimateBodySchema, { defaultValues: target.initial });
  const { errors } = form.formState;
  const depositKind = form.watch("deposit.kind");
  const { mutation: save, submit } = useEditorSave({
    form,
    thing: "estimate",
    id: target.id,
    save: saveEstimate,
    onSaved,
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      {target.request && <RequestReference {...target.request} />}
      <CustomerFieldset
        fields={customerFields((part) => registerField(form, `customer.${part}`))}
        customerError={errors.customer?.message}
      />
      <TextField label="Title" error={errors.title?.message} {...form.register("title")} />
      <EstimateLinesField form={form} catalog={catalog} />
      <EditorTotals control={form.control} />
      <TextAreaField
        label="Notes"
        hint="Shown to the customer under the lines."
        error={errors.notes?.message}
        {...form.register("notes")}
      />
      <TextAreaField label="Terms" error={errors.terms?.message} {...form.register("terms")} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Valid until"
          type="date"
          min={businessToday()}
          error={errors.validUntil?.message}
          {...form.register("validUntil")}
        />
        <DepositFields
          kind={depositKind}
          kindField={form.register("deposit.kind")}
          valueField={form.register("deposit.value")}
          kindError={errors.deposit?.kind?.message}
          valueError={errors.deposit?.value?.message ?? errors.deposit?.message}
        />
      </div>
      <PaymentScheduleField form={form} />
      <ItemFormButtons busy={save.isPending} submitLabel="Save draft" onCancel={onCancel} />
    </form>
  );
}
