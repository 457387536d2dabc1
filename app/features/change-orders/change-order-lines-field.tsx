/**
 * The change order editor's lines: added from the service catalog or written freely, each with its
 * description, quantity, unit and unit price (negative for work credited back), and its total as it is
 * typed. Client-safe.
 */
import { PricedLinesField } from "~/components/ui/priced-lines-field";
import {
  centsText,
  typedLineCents,
  type CatalogService,
  type ChangeOrderEditorForm,
} from "./change-order-editor-values";

export function ChangeOrderLinesField({
  form,
  catalog,
}: {
  form: ChangeOrderEditorForm;
  catalog: readonly CatalogService[];
}) {
  return (
    <div className="space-y-2">
      <PricedLinesField
        form={form}
        catalog={catalog}
        newLine={(line) => line}
        lineTotal={(line) => centsText(typedLineCents(line))}
        totalTestIds
      />
      <p className="text-sm text-slate-600 dark:text-slate-300">
        To credit work back, give its line a negative price, like -300.00.
      </p>
    </div>
  );
}
