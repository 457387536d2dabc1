/** The deposit's kind and value, as the estimate editor and the estimate defaults ask for them. Client-safe. */
import type { UseFormRegisterReturn } from "react-hook-form";
import { SelectField, TextField } from "~/components/ui/form-field";
import type { DepositKind } from "~/lib/vocabulary";

export function DepositFields({
  kind,
  kindField,
  valueField,
  kindError,
  valueError,
  labelPrefix = "",
  kindHint,
}: {
  /** The kind chosen now: the value's hint follows it. */
  kind: DepositKind | undefined;
  kindField: UseFormRegisterReturn;
  valueField: UseFormRegisterReturn;
  kindError?: string;
  valueError?: string;
  /** "Default " in the settings' form. */
  labelPrefix?: string;
  kindHint?: string;
}) {
  const label = (text: string) => (labelPrefix ? `${labelPrefix}${text.toLowerCase()}` : text);
  return (
    <>
      <SelectField label={label("Deposit type")} hint={kindHint} error={kindError} {...kindField}>
        <option value="percent">Percentage</option>
        <option value="fixed">Fixed amount</option>
      </SelectField>
      <TextField
        label={label("Deposit value")}
        inputMode="decimal"
        hint={kind === "fixed" ? "In dollars" : "Percent of the approved total"}
        error={valueError}
        {...valueField}
      />
    </>
  );
}
