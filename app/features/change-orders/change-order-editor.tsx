/**
 * Writing a change order on a job: a new draft, or a draft changed (PUT). Checked with the schema the API
 * checks with; the API's field messages land on the same fields ("lines.0.unitPrice", "billing") and every
 * value stays on a failure. A form of its own, for the job's page to place (in a Dialog, or inline).
 * Client-safe.
 */
import { TextAreaField, TextField } from "~/components/ui/form-field";
import { ItemFormButtons } from "~/components/ui/item-form";
import { useEditorSave } from "~/components/ui/use-editor-save";
import { useZodForm } from "~/components/ui/use-zod-form";
import { businessToday } from "~/lib/dates";
import { saveChangeOrder } from "./api";
import { ChangeOrderBillingField } from "./change-order-billing-field";
import { ChangeOrderEditorTotals } from "./change-order-editor-totals";
import { blankChangeOrder, changeOrderValues, type CatalogService } from "./change-order-editor-values";
import { ChangeOrderLinesField } from "./change-order-lines-field";
import { ChangeOrderPhotosField } from "./change-order-photos-field";
import type { ChangeOrderView } from "./change-order-view";
import { changeOrderBodySchema } from "./change-order.schema";

export interface ChangeOrderEditorProps {
  /** The job's approved estimate, which the change order is written on. */
  estimateId: number;
  /** The draft being changed; none for a new change order. */
  initial?: ChangeOrderView;
  /** The services lines are added from (none: free lines only). */
  catalog?: readonly CatalogService[];
  /** Saved: the change order's id (new or the same). */
  onSaved: (id: number) => void;
  onCancel: () => void;
}

export function ChangeOrderEditor({
  estimateId,
  initial,
  catalog = [],
  onSaved,
  onCancel,
}: ChangeOrderEditorProps) {
  const form = useZodForm(changeOrderBodySchema, {
    defaultValues: initial ? changeOrderValues(initial) : blankChangeOrder(),
  });
  const { errors } = form.formState;
  const { mutation: save, submit } = useEditorSave({
    form,
    thing: "change order",
    id: initial?.id,
    save: ({ id, body }) => saveChangeOrder({ estimateId, id, body }),
    onSaved: (id) => onSaved(id),
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-label="Change order">
      <TextField label="Title" error={errors.title?.message} {...form.register("title")} />
      <TextAreaField
        label="Reason"
        hint="Why the work changes, in the customer's words: shown to them above the lines."
        error={errors.reason?.message}
        {...form.register("reason")}
      />
      <ChangeOrderLinesField form={form} catalog={catalog} />
      <ChangeOrderEditorTotals control={form.control} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Days added"
          hint="Days it adds to the job's schedule."
          type="number"
          inputMode="numeric"
          min={0}
          max={365}
          step={1}
          error={errors.daysAdded?.message}
          {...form.register("daysAdded")}
        />
        <TextField
          label="Valid until (optional)"
          hint="Left empty, it can be approved until it is answered."
          type="date"
          min={businessToday()}
          error={errors.validUntil?.message}
          {...form.register("validUntil")}
        />
      </div>
      <ChangeOrderBillingField form={form} />
      <ChangeOrderPhotosField form={form} />
      <ItemFormButtons busy={save.isPending} submitLabel="Save draft" onCancel={onCancel} />
    </form>
  );
}
