/**
 * An editor's priced lines bound to its form (the form's `lines`): a card a line (PricedLineCard), added
 * from the service catalog or written freely, each with its total as it is typed, in the list's fieldset
 * (PricedLinesFieldset). Client-safe.
 */
import type { ReactNode } from "react";
import {
  useFieldArray,
  useWatch,
  type ArrayPath,
  type FieldArray,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from "react-hook-form";
import { catalogLineValues, freeLineValues } from "~/lib/priced-lines";
import type { CatalogChoice } from "./catalog-line-adders";
import { PricedLineCard, type PricedLineField } from "./priced-line-card";
import { PricedLinesFieldset } from "./priced-lines-fieldset";

type Message = { message?: string } | undefined;

/** The form's messages of its lines: the list's own, and each line's by its field. */
type LinesErrors = {
  root?: Message;
  message?: string;
  [index: number]: Partial<Record<PricedLineField, Message>> | undefined;
};

/** A line as the form of `T` holds it. */
type Line<T extends { lines: unknown[] }> = T["lines"][number];

type NewLine = ReturnType<typeof catalogLineValues> | ReturnType<typeof freeLineValues>;

export function PricedLinesField<T extends FieldValues & { lines: unknown[] }, Output>({
  form,
  catalog,
  newLine,
  lineTotal,
  totalTestIds = false,
  extraFigure,
}: {
  form: UseFormReturn<T, unknown, Output>;
  catalog: readonly CatalogChoice[];
  /** A new line as the form holds it: from the catalog's or a blank one, with the editor's own fields. */
  newLine: (values: NewLine) => Line<T>;
  /** A line's total as it reads ("$1,200.00"), from what is typed so far. */
  lineTotal: (line: Partial<Line<T>>) => string;
  /** Each total is marked for tests (`line-1-total`). */
  totalTestIds?: boolean;
  /** A control of the editor's own after a line's unit price (an estimate's "Optional" box). */
  extraFigure?: (index: number) => ReactNode;
}) {
  const name = "lines" as ArrayPath<T>;
  const { fields, append, remove } = useFieldArray({ control: form.control, name });
  const lines = (useWatch({ control: form.control, name: name as Path<T> }) ?? []) as Partial<Line<T>>[];
  const errors = (form.formState.errors as { lines?: LinesErrors }).lines;
  const add = (values: NewLine) => append(newLine(values) as FieldArray<T, ArrayPath<T>>);
  return (
    <PricedLinesFieldset
      empty={fields.length === 0}
      errors={errors}
      catalog={catalog}
      onAddService={(service) => add(catalogLineValues(service))}
      onAddLine={() => add(freeLineValues())}
    >
      {fields.map((field, index) => (
        <PricedLineCard
          key={field.id}
          n={index + 1}
          register={(line) => form.register(`lines.${index}.${line}` as Path<T>)}
          errors={errors?.[index]}
          extraFigure={extraFigure?.(index)}
          total={lineTotal(lines[index] ?? {})}
          totalTestId={totalTestIds ? `line-${index + 1}-total` : undefined}
          onRemove={() => remove(index)}
        />
      ))}
    </PricedLinesFieldset>
  );
}
