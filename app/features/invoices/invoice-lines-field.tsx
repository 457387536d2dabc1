/**
 * The editor's lines: added from the service catalog or written freely, each with its description,
 * quantity, unit and unit price, and its total as it is typed. A card a line, its figures in a row from
 * small tablets up. Client-safe.
 */
import { useFieldArray, useWatch } from "react-hook-form";
import { PricedLineCard } from "~/components/ui/priced-line-card";
import { PricedLinesFieldset } from "~/components/ui/priced-lines-fieldset";
import { typedLineTotal } from "./invoice-editor-totals";
import { catalogLine, freeLine, type CatalogService, type InvoiceEditorForm } from "./invoice-editor-values";

export function InvoiceLinesField({ form, catalog }: { form: InvoiceEditorForm; catalog: CatalogService[] }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "lines" });
  const lines = useWatch({ control: form.control, name: "lines" }) ?? [];
  const errors = form.formState.errors.lines;
  return (
    <PricedLinesFieldset
      empty={fields.length === 0}
      errors={errors}
      catalog={catalog}
      onAddService={(service) => append(catalogLine(service))}
      onAddLine={() => append(freeLine())}
    >
      {fields.map((field, index) => (
        <PricedLineCard
          key={field.id}
          n={index + 1}
          register={(name) => form.register(`lines.${index}.${name}`)}
          errors={errors?.[index]}
          total={typedLineTotal(lines[index] ?? {})}
          totalTestId={`line-${index + 1}-total`}
          onRemove={() => remove(index)}
        />
      ))}
    </PricedLinesFieldset>
  );
}
