/**
 * The editor's lines: added from the service catalog or written freely, each with its description,
 * quantity, unit, unit price and whether it is optional. A row of a grid on wide screens, a card on phones.
 * Client-safe.
 */
import { useId, useState } from "react";
import { useFieldArray, useWatch, type UseFormReturn } from "react-hook-form";
import { buttonStyles } from "~/components/ui/button";
import { fromCents } from "~/lib/deposit";
import { formatMoney, formatServicePrice } from "~/lib/money";
import type { CatalogService } from "./admin-estimate";
import { typedLineCents } from "./editor-sums";
import type { EstimateBody, EstimateBodyInput } from "./estimate.schema";
import { LineCheckbox, LineInput } from "./row-inputs";

type EstimateForm = UseFormReturn<EstimateBodyInput, unknown, EstimateBody>;

/** A line's figures under its description: two a row on phones, one row from small tablets up. */
const FIGURES_GRID = "grid grid-cols-2 gap-3 sm:grid-cols-[6rem_6rem_8rem_auto_minmax(0,1fr)] sm:items-start";

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
  // The list's own message ("Add at least one line"): under `root` from the form's check, on the list from the API.
  const listError = errors?.root?.message ?? errors?.message;
  const listErrorId = useId();

  return (
    <fieldset className="space-y-3" aria-describedby={listError ? listErrorId : undefined}>
      <legend className="text-base font-semibold">Lines</legend>
      {fields.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-600 dark:border-slate-600 dark:text-slate-300">
          No lines yet: add a service from the catalog or a line of your own.
        </p>
      ) : (
        <ol className="space-y-3">
          {fields.map((field, index) => {
            const n = index + 1;
            const lineErrors = errors?.[index];
            return (
              <li
                key={field.id}
                aria-label={`Line ${n}`}
                className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
              >
                <LineInput
                  as="textarea"
                  label="Description"
                  accessibleName={`Line ${n} description`}
                  error={lineErrors?.description?.message}
                  {...form.register(`lines.${index}.description`)}
                />
                <div className={FIGURES_GRID}>
                  <LineInput
                    label="Quantity"
                    accessibleName={`Line ${n} quantity`}
                    inputMode="decimal"
                    error={lineErrors?.quantity?.message}
                    {...form.register(`lines.${index}.quantity`)}
                  />
                  <LineInput
                    label="Unit"
                    accessibleName={`Line ${n} unit`}
                    error={lineErrors?.unit?.message}
                    {...form.register(`lines.${index}.unit`)}
                  />
                  <LineInput
                    label="Unit price"
                    accessibleName={`Line ${n} unit price`}
                    inputMode="decimal"
                    error={lineErrors?.unitPrice?.message}
                    {...form.register(`lines.${index}.unitPrice`)}
                  />
                  <LineCheckbox
                    accessibleName={`Line ${n} optional`}
                    {...form.register(`lines.${index}.optional`)}
                  />
                  <div className="col-span-2 flex items-center justify-between gap-3 sm:col-span-1 sm:mt-6">
                    <p className="tabular-nums">
                      <span className="text-sm text-slate-600 dark:text-slate-300">Line total </span>
                      <span className="font-semibold">
                        {formatMoney(fromCents(typedLineCents(lines[index] ?? {})))}
                      </span>
                    </p>
                    <button
                      type="button"
                      className={buttonStyles("ghost", "sm")}
                      onClick={() => remove(index)}
                      aria-label={`Remove line ${n}`}
                    >
                      Remove
                    </button>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {listError && (
        <p id={listErrorId} role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {listError}
        </p>
      )}
      <LineAdders catalog={catalog} onAdd={(line) => append(line)} />
    </fieldset>
  );
}

/** "Add service" from the catalog, and "Add line" for a line of one's own. */
function LineAdders({
  catalog,
  onAdd,
}: {
  catalog: CatalogService[];
  onAdd: (line: EstimateBodyInput["lines"][number]) => void;
}) {
  const [serviceId, setServiceId] = useState(catalog[0]?.id ?? 0);
  const selectId = useId();
  const service = catalog.find((s) => s.id === serviceId);
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      {catalog.length > 0 && (
        <div className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1 text-sm">
            <label htmlFor={selectId} className="mb-1 block font-medium">
              Service from the catalog
            </label>
            <select
              id={selectId}
              value={serviceId}
              onChange={(event) => setServiceId(Number(event.target.value))}
              className="h-10 w-full rounded-md border border-slate-500 bg-white px-2 text-base sm:text-sm dark:bg-slate-950"
            >
              {catalog.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name} ({formatServicePrice(s.basePrice, s.priceUnit, "admin")})
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className={buttonStyles("outline")}
            onClick={() => service && onAdd(catalogLine(service))}
          >
            Add service
          </button>
        </div>
      )}
      <button type="button" className={buttonStyles("outline")} onClick={() => onAdd({ ...FREE_LINE })}>
        Add line
      </button>
    </div>
  );
}
