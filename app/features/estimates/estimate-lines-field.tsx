/**
 * The editor's lines: added from the service catalog or written freely, each with its description,
 * quantity, unit, unit price and whether it is optional. A row of a grid on wide screens, a card on phones.
 * Client-safe.
 */
import { useFieldArray, useWatch, type UseFormReturn } from "react-hook-form";
import { PricedLineCard } from "~/components/ui/priced-line-card";
import { PricedLinesFieldset } from "~/components/ui/priced-lines-fieldset";
import { fromCents } from "~/lib/deposit";
import { formatMoney } from "~/lib/money";
import type { CatalogService } from "./admin-estimate";
import { typedLineCents } from "./editor-sums";
import type { EstimateBody, EstimateBodyInput } from "./estimate.schema";
import { LineCheckbox } from "./row-inputs";

type EstimateForm = UseFormReturn<EstimateBodyInput, unknown, EstimateBody>;

const FREE_LINE = {
  serviceId: null,
  description: "",
  quantity: "1",
  unit: "each",
  unitPrice: "",
  optional: false,
};

/** A catalog service as a line: one of it, priced per foot when the service is. */
export const catalogLine = (service: CatalogService) => ({
  serviceId: service.id,
  description: service.name,
  quantity: "1",
  unit: service.priceUnit === "per_ft" ? "ft" : "each",
  unitPrice: service.basePrice,
  optional: false,
});

export function EstimateLinesField({ form, catalog }: { form: EstimateForm; catalog: CatalogService[] }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "lines" });
  const lines = useWatch({ control: form.control, name: "lines" }) ?? [];
  const errors = form.formState.errors.lines;
  return (
    <PricedLinesFieldset
      empty={fields.length === 0}
      errors={errors}
      catalog={catalog}
      onAddService={(service) => append(catalogLine(service))}
      onAddLine={() => append({ ...FREE_LINE })}
    >
      {fields.map((field, index) => (
        <PricedLineCard
          key={field.id}
          n={index + 1}
          register={(name) => form.register(`lines.${index}.${name}`)}
          errors={errors?.[index]}
          extraFigure={
            <LineCheckbox
              accessibleName={`Line ${index + 1} optional`}
              {...form.register(`lines.${index}.optional`)}
            />
          }
          total={formatMoney(fromCents(typedLineCents(lines[index] ?? {})))}
          onRemove={() => remove(index)}
        />
      ))}
    </PricedLinesFieldset>
  );
}
