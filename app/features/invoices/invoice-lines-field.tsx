/**
 * The editor's lines: added from the service catalog or written freely, each with its description,
 * quantity, unit and unit price, and its total as it is typed. A card a line, its figures in a row from
 * small tablets up. Client-safe.
 */
import { PricedLinesField } from "~/components/ui/priced-lines-field";
import { typedLineTotal } from "./invoice-editor-totals";
import type { CatalogService, InvoiceEditorForm } from "./invoice-editor-values";

export function InvoiceLinesField({ form, catalog }: { form: InvoiceEditorForm; catalog: CatalogService[] }) {
  return (
    <PricedLinesField
      form={form}
      catalog={catalog}
      newLine={(line) => line}
      lineTotal={typedLineTotal}
      totalTestIds
    />
  );
}
