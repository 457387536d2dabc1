/** When an invoice is due: the terms' names, and the editor's select of them. Client-safe. */
import type { ComponentProps } from "react";
import { SelectField } from "~/components/ui/form-field";
import { INVOICE_TERMS, type InvoiceTerms } from "~/lib/vocabulary";

export const INVOICE_TERMS_LABELS: Record<InvoiceTerms, string> = {
  due_on_receipt: "Due on receipt",
  net_7: "Net 7",
  net_15: "Net 15",
  net_30: "Net 30",
};

/** The terms, counted from the day the invoice is sent. */
export function InvoiceTermsField(props: Omit<ComponentProps<typeof SelectField>, "label" | "children">) {
  return (
    <SelectField label="Terms" hint="The due date is counted from the day the invoice is sent." {...props}>
      {INVOICE_TERMS.map((terms) => (
        <option key={terms} value={terms}>
          {INVOICE_TERMS_LABELS[terms]}
        </option>
      ))}
    </SelectField>
  );
}
