/**
 * How an approved change order is billed: an invoice of its own as soon as the customer approves, or on the
 * job's next invoice. A credit (a total at or below zero) cannot be invoiced on its own: that choice is
 * turned off with the schema's own words, and the form moves to the next invoice. Client-safe.
 */
import { useEffect, useId } from "react";
import { useWatch } from "react-hook-form";
import { FieldError } from "~/components/ui/form-field";
import { CHANGE_ORDER_BILLINGS } from "~/lib/vocabulary";
import { anyPriceTyped, typedTotalCents, type ChangeOrderEditorForm } from "./change-order-editor-values";
import { BILLING_LABELS } from "./change-order-labels";
import { CREDIT_BILLED_NOW } from "./change-order.schema";

const HINTS = {
  invoice_now: "An invoice for it is issued and mailed as soon as the customer approves.",
  next_invoice: "It is billed, or credited, on the job's next milestone or completion invoice.",
} as const;

export function ChangeOrderBillingField({ form }: { form: ChangeOrderEditorForm }) {
  const id = useId();
  const lines = useWatch({ control: form.control, name: "lines" }) ?? [];
  const billing = useWatch({ control: form.control, name: "billing" });
  // A blank form is not a credit yet: only once a price is typed does a total at or below zero count.
  const credit = anyPriceTyped(lines) && typedTotalCents(lines) <= 0;
  useEffect(() => {
    if (credit && billing === "invoice_now") form.setValue("billing", "next_invoice");
  }, [credit, billing, form]);

  const error = form.formState.errors.billing?.message;
  const describedBy = [credit ? `${id}-credit` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <fieldset className="space-y-2" aria-describedby={describedBy || undefined}>
      <legend className="text-sm font-medium">Billing</legend>
      {credit && (
        <p id={`${id}-credit`} className="text-sm text-slate-600 dark:text-slate-300">
          {CREDIT_BILLED_NOW}.
        </p>
      )}
      <div className="space-y-2">
        {CHANGE_ORDER_BILLINGS.map((choice) => {
          const off = choice === "invoice_now" && credit;
          return (
            <label
              key={choice}
              className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-300 p-3 has-checked:border-brand-700 has-disabled:cursor-not-allowed has-disabled:opacity-60 dark:border-slate-600 dark:has-checked:border-accent-400"
            >
              <input
                type="radio"
                value={choice}
                disabled={off}
                aria-describedby={`${id}-${choice}`}
                className="mt-0.5 size-5 shrink-0 accent-brand-700 dark:accent-accent-500"
                {...form.register("billing")}
              />
              <span>
                <span className="block text-sm font-medium">{BILLING_LABELS[choice]}</span>
                <span id={`${id}-${choice}`} className="block text-sm text-slate-600 dark:text-slate-300">
                  {HINTS[choice]}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
