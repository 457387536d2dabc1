/**
 * One line of an editor's list: its description, then its quantity, unit and unit price, any figure of the
 * section's own (an estimate's "Optional" box), its total as it is typed and a Remove button. Client-safe.
 */
import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { buttonStyles } from "./button";
import { LineInput } from "./line-input";

/** The fields a priced line is typed into. */
export type PricedLineField = "description" | "quantity" | "unit" | "unitPrice";

/** A priced line's card in an editor, its fields bound by `register`. */
export function PricedLineCard({
  n,
  register,
  errors,
  extraFigure,
  total,
  totalTestId,
  onRemove,
}: {
  /** The line's number, from 1. */
  n: number;
  register: (field: PricedLineField) => UseFormRegisterReturn;
  errors?: Partial<Record<PricedLineField, { message?: string }>>;
  /** A control after the unit price, in the same row. */
  extraFigure?: ReactNode;
  /** The line's total as it reads ("$1,200.00"). */
  total: string;
  totalTestId?: string;
  onRemove: () => void;
}) {
  return (
    <li
      aria-label={`Line ${n}`}
      className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      <LineInput
        as="textarea"
        label="Description"
        accessibleName={`Line ${n} description`}
        error={errors?.description?.message}
        {...register("description")}
      />
      {/* Under the description: abreast on phones, one row from small tablets up. */}
      <div
        className={
          extraFigure
            ? "grid grid-cols-2 gap-3 sm:grid-cols-[6rem_6rem_8rem_auto_minmax(0,1fr)] sm:items-start"
            : "grid grid-cols-3 gap-3 sm:grid-cols-[6rem_6rem_8rem_minmax(0,1fr)] sm:items-start"
        }
      >
        <LineInput
          label="Quantity"
          accessibleName={`Line ${n} quantity`}
          inputMode="decimal"
          error={errors?.quantity?.message}
          {...register("quantity")}
        />
        <LineInput
          label="Unit"
          accessibleName={`Line ${n} unit`}
          error={errors?.unit?.message}
          {...register("unit")}
        />
        <LineInput
          label="Unit price"
          accessibleName={`Line ${n} unit price`}
          inputMode="decimal"
          error={errors?.unitPrice?.message}
          {...register("unitPrice")}
        />
        {extraFigure}
        <div
          className={
            extraFigure
              ? "col-span-2 flex items-center justify-between gap-3 sm:col-span-1 sm:mt-6"
              : "col-span-3 flex items-center justify-between gap-3 sm:col-span-1 sm:mt-6"
          }
        >
          <p className="tabular-nums">
            <span className="text-sm text-slate-600 dark:text-slate-300">Line total </span>
            <span className="font-semibold" data-testid={totalTestId}>
              {total}
            </span>
          </p>
          <button
            type="button"
            className={buttonStyles("ghost", "sm")}
            onClick={onRemove}
            aria-label={`Remove line ${n}`}
          >
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}
