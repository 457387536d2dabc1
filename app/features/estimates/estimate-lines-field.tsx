/**
 * The editor's lines: added from the service catalog or written freely, each with its description,
 * quantity, unit, unit price and whether it is optional. A row of a grid on wide screens, a card on phones.
 * Client-safe.
 */
import type { UseFormReturn } from "react-hook-form";
import { PricedLinesField } from "~/components/ui/priced-lines-field";
import { fromCents } from "~/lib/deposit";
import { formatMoney } from "~/lib/money";
import type { CatalogService } from "./admin-estimate";
import { typedLineCents } from "./editor-sums";
import type { EstimateBody, EstimateBodyInput } from "./estimate.schema";
import { LineCheckbox } from "./row-inputs";

type EstimateForm = UseFormReturn<EstimateBodyInput, unknown, EstimateBody>;

export function EstimateLinesField({ form, catalog }: { form: EstimateForm; catalog: CatalogService[] }) {
  return (
    <PricedLinesField
      form={form}
      catalog={catalog}
      // A new line, from the catalog or blank, is required until ticked optional.
      newLine={(line) => ({ ...line, optional: false })}
      lineTotal={(line) => formatMoney(fromCents(typedLineCents(line)))}
      extraFigure={(index) => (
        <LineCheckbox
          accessibleName={`Line ${index + 1} optional`}
          {...form.register(`lines.${index}.optional`)}
        />
      )}
    />
  );
}
